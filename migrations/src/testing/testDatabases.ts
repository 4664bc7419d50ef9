import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../db/database.js';
import { openSeededPglite, serverTemplate } from './seededTemplate.js';
import { adminQuery, databaseUrl } from './serverAdmin.js';

export interface TestDatabase {
  /** 'pglite' or 'postgres': used in test names. */
  name: string;
  /** A fresh, empty database of that kind (not migrated). */
  open(): Promise<DatabaseHandle>;
  /**
   * A fresh database of that kind, migrated and seeded as `prepareDatabase` leaves it: a copy of
   * a template made once per version of the migrations and the seed (seededTemplate.ts).
   */
  openSeeded(): Promise<DatabaseHandle>;
  /** A fresh, empty database that outlives a process (a directory, or a database on the server). */
  createTarget(): Promise<{ target: DatabaseTarget; dispose(): Promise<void> }>;
}

async function createServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The databases every database test runs against: PGlite in memory, and the PostgreSQL server
 * whose URL `npm test` passes as TEST_DATABASE_URL. Without that URL the suite stops rather
 * than quietly testing one database only; TEST_DATABASES=pglite opts out explicitly.
 */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const pglite: TestDatabase = {
    name: 'pglite',
    open: () => openDatabase({ kind: 'pglite' }),
    openSeeded: openSeededPglite,
    async createTarget() {
      const dataDir = await mkdtemp(join(tmpdir(), 'configurator-pglite-'));
      return {
        target: { kind: 'pglite', dataDir },
        dispose: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  };
  if (env.TEST_DATABASES === 'pglite') return [pglite];
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the suite with `npm test` (it starts a PostgreSQL server), or set TEST_DATABASES=pglite',
    );
  }
  const openServer = async (template?: string): Promise<DatabaseHandle> => {
    const database = await createServerDatabase(serverUrl, template);
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 25 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await database.drop();
      },
    };
  };
  const postgres: TestDatabase = {
    name: 'postgres',
    open: () => openServer(),
    openSeeded: async () => openServer(await serverTemplate(serverUrl)),
    async createTarget() {
      const database = await createServerDatabase(serverUrl);
      return { target: { kind: 'postgres', url: database.url }, dispose: database.drop };
    },
  };
  return [pglite, postgres];
}
