import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../../../scripts/lib/postgresCluster.mjs';
import { formatTable } from '../../harness/figures.js';
import { faultsDbSection } from '../../harness/sections/faultsDb.js';

/**
 * The faults-db section's short form: a few configurators for seconds, the server killed with
 * SIGKILL and restarted on the PostgreSQL server and on PGlite, then PostgreSQL stopped and started
 * under load; every figure with a target meets it.
 */
describe('the faults-db section, quick', () => {
  let cluster: PostgresCluster | undefined;
  let postgresUrl = process.env.TEST_DATABASE_URL ?? '';
  beforeAll(async () => {
    if (!postgresUrl) {
      cluster = await startPostgresCluster();
      postgresUrl = cluster.url;
    }
  }, 120_000);
  afterAll(() => cluster?.stop());

  it('loses nothing acknowledged to a crash or a database restart, and answers 503 with Retry-After meanwhile', {
    timeout: 400_000,
  }, async () => {
    const lines: string[] = [];
    const figures = await faultsDbSection.run({
      quick: true,
      postgresUrl,
      soakMinutes: 0,
      artifactsDir: mkdtempSync(join(tmpdir(), 'harness-faults-db-')),
      log: (message) => lines.push(message),
    });
    const table = `${formatTable(figures)}\n${lines.join('\n')}`;
    console.log(table);
    expect(
      figures.filter((f) => f.ok === false),
      table,
    ).toEqual([]);
    // Each scenario measured something: commands were acknowledged before each fault.
    const acknowledged = figures.filter((f) => f.name.includes('acknowledged (2xx)'));
    expect(acknowledged.length, table).toBe(3);
    for (const figure of acknowledged) expect(Number(figure.value), table).toBeGreaterThan(0);
  });
});
