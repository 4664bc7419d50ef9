/**
 * The built server as the fault scenarios run it: its own data folder, no render node (the load
 * asks for no pictures), marked so that whatever it starts ends with it, and a dealer's login for
 * the saves.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_DEALER } from '@configurator/bff/identity/accounts';
import { discoveryOf, logIn } from '@configurator/bff/testing/oidcLogin';
import { type DatabaseTarget, openDatabase } from '@configurator/migrations/db/database';
import { openSeededPglite } from '@configurator/migrations/testing/seededTemplate';
import { killMarkedProcesses, RUN_MARKER_VARIABLE } from '../../src/markedProcesses.js';
import { type RunningServer, startServer } from '../../src/serverProcess.js';
import { type ModelParts, modelsOf } from './configurators.js';
import type { Acknowledged } from './storeChecks.js';

export interface FaultServers {
  /** Starts the server on the database (first start or restart) and resolves once it listens. */
  start(): Promise<RunningServer>;
  /** Ends whatever is left of every server started here and removes their data folders. */
  dispose(): Promise<void>;
}

/** A loaded machine takes its time to start a server; a stuck one is still reported. */
const START_TIMEOUT_MS = 180_000;

/** Servers on one database, one after the other, each with the same data folder and environment. */
export function faultServers(databaseEnv: NodeJS.ProcessEnv): FaultServers {
  const marker = `faults-db-${randomUUID()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'configurator-faults-'));
  const started: RunningServer[] = [];
  return {
    async start() {
      const server = await startServer(
        {
          DATA_DIR: dataDir,
          RENDER_LOCAL_NODE: 'false',
          RENDER_NODES: '',
          [RUN_MARKER_VARIABLE]: marker,
          ...databaseEnv,
        },
        START_TIMEOUT_MS,
      );
      started.push(server);
      return server;
    },
    async dispose() {
      for (const server of started) await server.kill('SIGKILL');
      await killMarkedProcesses(marker);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo dealer's bearer token from the built-in provider, as an Authorization header. */
export async function dealerAuthorization(base: string): Promise<string> {
  // The provider's client returns to the server's default public origin, localhost on its port.
  const origin = base.replace('//127.0.0.1:', '//localhost:');
  const { accessToken } = await logIn(origin, await discoveryOf(origin), 'configurator', DEMO_DEALER);
  return `Bearer ${accessToken}`;
}

/** Seconds until `/readyz` answers 200 (the server listens and reaches its database). */
export async function secondsUntilReady(base: string, from: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return (performance.now() - from) / 1000;
    if (performance.now() - from > timeoutMs) throw new Error(`${base} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One database's fault scenarios, one after the other: its server and what it acknowledged. */
export interface FaultRun {
  /** 'PostgreSQL' or 'PGlite', in the figures' names. */
  label: string;
  servers: FaultServers;
  server: RunningServer;
  /** Where the checks read the events and projections. */
  target: DatabaseTarget;
  models: ModelParts[];
  dealerAuthorization: string;
  /** Every command answered 2xx so far, in every scenario. */
  acknowledged: Acknowledged[];
}

/** Starts the server on the database; `run.servers.dispose()` ends it. */
export async function startFaultRun(
  label: string,
  databaseEnv: NodeJS.ProcessEnv,
  target: DatabaseTarget,
): Promise<FaultRun> {
  const servers = faultServers(databaseEnv);
  try {
    const server = await servers.start();
    return {
      label,
      servers,
      server,
      target,
      models: await modelsOf(server.url, 3),
      dealerAuthorization: await dealerAuthorization(server.url),
      acknowledged: [],
    };
  } catch (error) {
    await servers.dispose();
    throw error;
  }
}

/**
 * A PGlite data folder holding the migrated and seeded database (a copy of the tests' template),
 * so that the first start costs what a restart costs.
 */
export async function seededPgliteFolder(dataDir: string): Promise<void> {
  const template = await openSeededPglite();
  let dump: Blob | undefined;
  try {
    dump = await template.dumpDataDir?.();
  } finally {
    await template.close();
  }
  if (!dump) throw new Error('PGlite gave no dump of its data');
  const copy = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: dump });
  await copy.close();
}
