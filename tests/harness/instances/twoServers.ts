/**
 * Two built servers on one PostgreSQL database of their own, behind one balancer: both have the
 * balancer's address as PUBLIC_URL and issuer, as two instances of one site. Each runs without a
 * render node (the section asks for no pictures) and is marked, so whatever it starts ends with it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl } from '@configurator/migrations/testing/serverAdmin';
import { killMarkedProcesses, RUN_MARKER_VARIABLE } from '../../src/markedProcesses.js';
import { type RunningServer, startServer } from '../../src/serverProcess.js';
import { type Balancer, startBalancer } from './balancer.js';

export const INSTANCES = ['A', 'B'] as const;
export type Instance = (typeof INSTANCES)[number];

export interface TwoServers {
  balancer: Balancer;
  /** The servers' own addresses, by name (a restart changes it). */
  url(name: Instance): string;
  /** The database both use. */
  databaseUrl: string;
  /** Stops a server (as Ctrl-C does) and starts it again on the same database. */
  restart(name: Instance): Promise<void>;
  /** Stops both, ends what they started, drops the database. */
  dispose(): Promise<void>;
}

/** A fresh database on the server at `postgresUrl`, then server A, then server B on it. */
export async function startTwoServers(
  postgresUrl: string,
  log: (message: string) => void,
): Promise<TwoServers> {
  const name = `harness_instances_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(postgresUrl, name);
  const marker = `instances-${randomUUID()}`;
  const folders = new Map<Instance, string>();
  const running = new Map<Instance, RunningServer>();
  const balancer = await startBalancer();

  const start = async (instance: Instance) => {
    const dataDir =
      folders.get(instance) ?? mkdtempSync(join(tmpdir(), `configurator-instance-${instance}-`));
    folders.set(instance, dataDir);
    const server = await startServer(
      {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PUBLIC_URL: balancer.origin,
        OIDC_ISSUER: `${balancer.origin}/oidc`,
        RENDER_LOCAL_NODE: 'false',
        RENDER_NODES: '',
        MAIL_WORKER: 'false',
        [RUN_MARKER_VARIABLE]: marker,
      },
      // A shared machine may take minutes to start it.
      240_000,
    );
    running.set(instance, server);
    balancer.backends.set(instance, server.url);
    log(`server ${instance} at ${server.url}`);
  };

  const dispose = async () => {
    for (const server of running.values()) await server.kill('SIGKILL');
    running.clear();
    await killMarkedProcesses(marker);
    await balancer.close();
    for (const folder of folders.values()) rmSync(folder, { recursive: true, force: true });
    await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };

  try {
    // One after the other: the first prepares the database (schema and catalog).
    for (const instance of INSTANCES) await start(instance);
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    balancer,
    databaseUrl: url,
    url(instance) {
      const server = running.get(instance);
      if (!server) throw new Error(`server ${instance} is not running`);
      return server.url;
    },
    async restart(instance) {
      const server = running.get(instance);
      running.delete(instance);
      balancer.backends.delete(instance);
      const code = await server?.stop();
      log(`server ${instance} stopped (exit ${code}); starting it again`);
      await start(instance);
    },
    dispose,
  };
}
