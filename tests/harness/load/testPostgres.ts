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
