/**
 * `npm run harness`: runs the quality sections one after the other on this machine (loopback only),
 * prints one table of figures, writes it to tests/artifacts/harness/figures.{json,md}, and exits 1
 * when a target is missed or a section fails. The built server is expected (scripts/harness.mjs
 * builds it first).
 *
 *   --only load,fuzz   some sections only       --quick   the short form (as in npm test)
 *   --readme           the table also written into README.md's quality section, dated
 *   HARNESS_SOAK_MINUTES=30 (the soak's length)  HARNESS_DATABASE_URL (a PostgreSQL server to use)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, formatMarkdown, formatTable, type HarnessContext } from './figures.js';
import { figuresBlock, machineLine, withFigures } from './readmeFigures.js';
import { sections } from './sections/index.js';

const artifacts = fileURLToPath(new URL('../artifacts/harness/', import.meta.url));
const readmePath = fileURLToPath(new URL('../../README.md', import.meta.url));

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<number> {
  const only = argument('--only')
    ?.split(',')
    .map((s) => s.trim());
  const unknown = only?.filter((name) => !sections.some((s) => s.name === name)) ?? [];
  if (unknown.length)
    throw new Error(
      `unknown section ${unknown.join(', ')}; known: ${sections.map((s) => s.name).join(', ')}`,
    );
  const chosen = only ? sections.filter((s) => only.includes(s.name)) : sections;
  const quick = process.argv.includes('--quick');

  let cluster: { url: string; stop(): void } | null = null;
  let postgresUrl = process.env.HARNESS_DATABASE_URL ?? '';
  if (!postgresUrl) {
    const { startPostgresCluster } = await import('../../scripts/lib/postgresCluster.mjs');
    cluster = (await startPostgresCluster({ durable: true })) as { url: string; stop(): void };
    postgresUrl = cluster.url;
  }
  const stop = () => cluster?.stop();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stop();
      process.exit(130);
    });

  const figures: Figure[] = [];
  const startedAt = new Date();
  try {
    for (const section of chosen) {
      const artifactsDir = join(artifacts, section.name);
      mkdirSync(artifactsDir, { recursive: true });
      const context: HarnessContext = {
        quick,
        postgresUrl,
        soakMinutes: Number(process.env.HARNESS_SOAK_MINUTES ?? 30),
        artifactsDir,
        log: (message) => console.log(`  [${section.name}] ${message}`),
      };
      console.log(`\n> ${section.name}`);
      const from = performance.now();
      try {
        const measured = await section.run(context);
        figures.push(...measured);
        console.log(formatTable(measured));
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(message);
        figures.push({
          section: section.name,
          name: 'section ran to the end',
          value: message.split('\n')[0] as string,
          unit: '',
          target: 'holds',
          ok: false,
        });
      }
      console.log(`  (${Math.round((performance.now() - from) / 1000)} s)`);
    }
  } finally {
    stop();
  }

  mkdirSync(artifacts, { recursive: true });
  const missed = figures.filter((f) => f.ok === false);
  writeFileSync(join(artifacts, 'figures.json'), JSON.stringify({ startedAt, quick, figures }, null, 2));
  writeFileSync(join(artifacts, 'figures.md'), `${formatMarkdown(figures)}\n`);
  if (process.argv.includes('--readme')) {
    const minutes = Math.round((Date.now() - startedAt.getTime()) / 60_000);
    const run = { startedAt, minutes, quick, sections: chosen.map((s) => s.name) };
    const block = figuresBlock(run, machineLine(), formatMarkdown(figures));
    writeFileSync(readmePath, withFigures(readFileSync(readmePath, 'utf8'), block));
    console.log('the figures are written into README.md');
  }
  console.log(`\n${formatTable(figures)}\n`);
  console.log(
    missed.length
      ? `${missed.length} target(s) missed: ${missed.map((f) => `${f.section}: ${f.name}`).join('; ')}`
      : `every target met (${figures.length} figures)`,
  );
  return missed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
