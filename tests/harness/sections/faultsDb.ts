/**
 * Faults of the server and its database (issue 21, item 2). On a PostgreSQL cluster of its own
 * (it is stopped and started, so not the harness's shared one): PostgreSQL restarted under load,
 * then kill -9 of the server under load and a restart. On PGlite in a data folder: kill -9 and a
 * restart. The checks count every command acknowledged in every scenario of the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from '../../../scripts/lib/postgresCluster.mjs';
import { type FaultRun, seededPgliteFolder, startFaultRun } from '../faultsDb/faultServer.js';
import { killAndRestart } from '../faultsDb/killRestart.js';
import { postgresRestart } from '../faultsDb/postgresRestart.js';
import type { Figure, HarnessContext, Section } from '../figures.js';

async function disposeAfter<T>(run: FaultRun, scenarios: (run: FaultRun) => Promise<T>): Promise<T> {
  try {
    return await scenarios(run);
  } finally {
    await run.servers.dispose();
  }
}

export const faultsDbSection: Section = {
  name: 'faults-db',
  async run(context: HarnessContext): Promise<Figure[]> {
    const visitors = context.quick ? 6 : 40;
    const seconds = (quick: number, full: number) => (context.quick ? quick : full) * 1000;
    const kill = { visitors, loadMs: seconds(3, 20), log: context.log };
    const figures: Figure[] = [];

    const cluster = await startPostgresCluster({ durable: true });
    try {
      const target = { kind: 'postgres' as const, url: cluster.url, poolSize: 2 };
      const run = await startFaultRun('PostgreSQL', { DATABASE_URL: cluster.url }, target);
      await disposeAfter(run, async () => {
        const outage = { beforeMs: seconds(2, 15), downMs: seconds(3, 10), afterMs: seconds(3, 15) };
        figures.push(...(await postgresRestart(run, cluster, { visitors, ...outage, log: context.log })));
        figures.push(...(await killAndRestart(run, kill)));
      });
    } finally {
      cluster.stop();
    }

    const dir = mkdtempSync(join(tmpdir(), 'configurator-faults-pglite-'));
    try {
      const dataDir = join(dir, 'db');
      await seededPgliteFolder(dataDir);
      const env = { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' };
      const run = await startFaultRun('PGlite', env, { kind: 'pglite', dataDir });
      await disposeAfter(run, async () => figures.push(...(await killAndRestart(run, kill))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
