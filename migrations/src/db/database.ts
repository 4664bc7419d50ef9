import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './dataDirLock.js';
import { PgliteWorkerClient } from './pgliteClient.js';
import { createClusterApart, hasCluster } from './pgliteCluster.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: the rest of the product never asks which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * Embedded PGlite; `dataDir` undefined keeps it in memory. `loadDataDir`: start from a dump
   * (`dumpDataDir`) instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseTarget['kind'];
  /** Applies the committed SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** PGlite: the whole cluster as a gzipped tarball, to start another from (see `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary but fixed: serialises concurrent migrators on one server. */
const MIGRATION_LOCK_KEY = 7_310_442_019;

/** Connections to a PostgreSQL server unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 20;

export function databaseTargetFromEnv(env: NodeJS.ProcessEnv, defaultDataDir: string): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  const poolSize = Number(env.DATABASE_POOL_SIZE);
  if (url) return { kind: 'postgres', url, poolSize: poolSize >= 1 ? poolSize : DEFAULT_POOL_SIZE };
  return { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR?.trim() || defaultDataDir };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? DEFAULT_POOL_SIZE });
    // A dropped server connection must not take the process down; queries report their own errors.
    pool.on('error', () => {});
    // Nor one lost while a transaction holds it between statements: node-postgres reports that
    // on the checked-out client alone. Its next statement fails, and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      ping: () =>
        pool.query('SELECT 1').then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
  }
  // PGlite runs in a worker thread (pgliteClient.ts); drizzle drives the client as it would PGlite.
  let client: PgliteWorkerClient;
  try {
    // A new cluster is made by a process of its own, whose memory goes with it (pgliteCluster.ts).
    if (target.dataDir && !target.loadDataDir && !hasCluster(target.dataDir))
      await createClusterApart(target.dataDir);
    client = await PgliteWorkerClient.start({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const pglite = client as unknown as PGlite;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    ping: () =>
      client.query('SELECT 1').then(
        () => true,
        () => false,
      ),
    dumpDataDir: () => client.dumpDataDir(),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Runs raw SQL; both drivers answer with `rows`, which the shared type does not know. */
export async function queryRows<T>(db: Database | DatabaseTransaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
