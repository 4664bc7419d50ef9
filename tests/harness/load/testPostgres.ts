import type { Figure, Section } from '../figures.js';

/**
 * The PostgreSQL server for a quick test of a section: the one `npm test` started
 * (TEST_DATABASE_URL), else a throwaway cluster of this machine's server binaries, stopped after.
 */
export async function postgresForTest(): Promise<{ url: string; stop(): void }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url, stop: () => undefined };
  const { startPostgresCluster } = await import('../../../scripts/lib/postgresCluster.mjs');
  return (await startPostgresCluster()) as { url: string; stop(): void };
}

/** A section's short form on that server; answers its figures and those that missed their target. */
export async function runQuick(
  section: Section,
  postgresUrl: string,
): Promise<{ figures: Figure[]; missed: Figure[] }> {
  const figures = await section.run({
    quick: true,
    postgresUrl,
    soakMinutes: 1,
    artifactsDir: '',
    log: (message) => console.log(`  [${section.name}] ${message}`),
  });
  return { figures, missed: figures.filter((f) => f.ok === false) };
}

/**
 * A section's short form on embedded PGlite in memory, its log kept: answers its figures and, for
 * a failure message, the table of them with the log under it.
 */
export async function runQuickInMemory(section: Section): Promise<{ figures: Figure[]; table: string }> {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { formatTable } = await import('../figures.js');
  const lines: string[] = [];
  const figures = await section.run({
    quick: true,
    postgresUrl: '',
    soakMinutes: 0,
    artifactsDir: mkdtempSync(join(tmpdir(), `harness-${section.name}-`)),
    log: (message) => lines.push(message),
  });
  const table = `${formatTable(figures)}\n${lines.join('\n')}`;
  console.log(table);
  return { figures, table };
}
