import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { repositoryRoot } from '../db/paths.js';
import { prepareDatabase } from '../db/prepareDatabase.js';
import { adminQuery, databaseUrl } from './serverAdmin.js';

/**
 * A migrated and seeded database costs seconds to make (an empty PGlite cluster alone takes about
 * five), and nearly every database test starts with one. So one is made per version of what
 * shapes it (the migrations, the seed and the catalog import, the domain they use) and each test
 * starts from a copy: PGlite from a dump of it, the PostgreSQL server by `CREATE DATABASE ...
 * TEMPLATE`. A change to any of those sources makes a new one.
 */

const SOURCES = ['migrations/drizzle', 'migrations/src', 'domain/src'];

function sourceFiles(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (!entry.includes('.test.')) out.push(path);
  }
}

let cachedVersion: string | null = null;

/** A short hash of every source that shapes a prepared database. */
export function templateVersion(): string {
  if (cachedVersion) return cachedVersion;
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const source of SOURCES) sourceFiles(join(repositoryRoot, source), files);
  for (const file of files) {
    hash.update(file.slice(repositoryRoot.length));
    hash.update(readFileSync(file));
  }
  cachedVersion = hash.digest('hex').slice(0, 16);
  return cachedVersion;
}

let pgliteTemplate: Promise<Blob> | null = null;

/** The dump of a prepared PGlite cluster, made once per version and kept in the temp folder. */
function pgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = join(tmpdir(), `configurator-test-template-${templateVersion()}.tgz`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await prepareDatabase(handle);
      const dump = await handle.dumpDataDir?.();
      if (!dump) throw new Error('PGlite gave no dump of its data');
      // Written aside and renamed: a test process starting meanwhile never reads half a file.
      const partial = `${file}.${randomUUID()}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      // Templates of older sources are not needed again.
      for (const entry of readdirSync(tmpdir())) {
        if (/^configurator-test-template-[0-9a-f]{16}\.tgz$/.test(entry) && join(tmpdir(), entry) !== file)
          await rm(join(tmpdir(), entry), { force: true });
      }
      return dump;
    } finally {
      await handle.close();
    }
  })();
  pgliteTemplate.catch(() => {
    pgliteTemplate = null;
  });
  return pgliteTemplate;
}

/** A fresh in-memory PGlite database, migrated and seeded. */
export async function openSeededPglite(): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', loadDataDir: await pgliteDump() });
}

const serverTemplates = new Map<string, Promise<string>>();

/**
 * The name of a prepared template database on the server, made once per version: built under a
 * name of its own, then renamed, so that a database is never copied from a half-made template.
 */
export function serverTemplate(serverUrl: string): Promise<string> {
  let made = serverTemplates.get(serverUrl);
  if (!made) {
    made = (async () => {
      const name = `template_${templateVersion()}`;
      const exists = await adminQuery(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
      if (exists.rowCount) return name;
      const building = `building_${randomUUID().replaceAll('-', '')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${building}`);
      try {
        const handle = await openDatabase({
          kind: 'postgres',
          url: databaseUrl(serverUrl, building),
          poolSize: 2,
        });
        try {
          await prepareDatabase(handle);
        } finally {
          await handle.close();
        }
        await adminQuery(serverUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(
          () => undefined,
        );
        // Another process made it first: theirs serves.
        const again = await adminQuery(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
        if (!again.rowCount) throw error;
      }
      return name;
    })();
    serverTemplates.set(serverUrl, made);
    made.catch(() => serverTemplates.delete(serverUrl));
  }
  return made;
}
