import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@configurator/migrations/db/database';
import type { TestDatabase } from '@configurator/migrations/testing/testDatabases';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Discovery, discoveryOf, freePort } from './oidcLogin.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole app on a fresh, migrated and seeded database of the given kind. */
export async function startTestApp(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  // Migrated and seeded from a template: seconds faster than migrating and seeding each time.
  const handle = await database.openSeeded();
  // Tests send far more writes per minute than a visitor: the rate limits only where a test sets them.
  const limits = { RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_LOGINS_PER_MINUTE: '1000000' };
  // Mails stay in the outbox unless a test delivers them (and names a mailbox of its own).
  const mail = { MAIL_WORKER: 'false' };
  // Renders wait longer than a visitor does: two test lanes share the cores, and a cold stack of
  // many layers can take more than the default 30 s. A test of that wait's 503 sets its own.
  const renders = { RENDER_WAIT_MS: '120000' };
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      PREPARE_CLIPS: 'false',
      RENDER_WARM_UP: 'false',
      ...limits,
      ...mail,
      ...renders,
      ...env,
    }),
    {
      ...deps,
      database: handle,
    },
  );
  await app.ready();
  return {
    app,
    database: handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The whole app with a render cache of its own in a fresh temporary folder, removed on close. */
export async function startTestAppWithRenderCache(
  database: TestDatabase,
  folderPrefix: string,
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const cacheDir = await mkdtemp(join(tmpdir(), folderPrefix));
  const removeCache = () => rm(cacheDir, { recursive: true, force: true });
  try {
    const t = await startTestApp(database, { RENDER_CACHE_DIR: cacheDir, ...env });
    return {
      ...t,
      async close() {
        await t.close();
        await removeCache();
      },
    };
  } catch (error) {
    await removeCache();
    throw error;
  }
}

export interface ListeningTestApp extends TestApp {
  /** Where it listens, e.g. `http://127.0.0.1:40123`; the built-in provider's issuer is `${origin}/oidc`. */
  origin: string;
  /** The built-in provider's discovery document. */
  discovery: Discovery;
}

/** The whole app listening on a free port of 127.0.0.1, its public URL and issuer on that origin. */
export async function startListeningTestApp(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
): Promise<ListeningTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await startTestApp(database, {
    PORT: String(port),
    PUBLIC_URL: origin,
    OIDC_ISSUER: `${origin}/oidc`,
    ...env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, origin, discovery: await discoveryOf(origin) };
}

/** Headers of a state-changing call as the client sends them. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;
