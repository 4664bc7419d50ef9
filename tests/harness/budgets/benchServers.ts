import { testDatabases } from '@configurator/migrations/testing/testDatabases';

/** A fresh, empty database on the harness's PostgreSQL server; the bench server migrates and seeds it. */
export async function serverDatabase(serverUrl: string): Promise<{ url: string; dispose(): Promise<void> }> {
  const postgres = testDatabases({ TEST_DATABASE_URL: serverUrl }).find((d) => d.name === 'postgres');
  if (!postgres) throw new Error('no PostgreSQL server to measure on');
  const { target, dispose } = await postgres.createTarget();
  if (target.kind !== 'postgres') throw new Error('expected a database on the PostgreSQL server');
  return { url: target.url, dispose };
}
