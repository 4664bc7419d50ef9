import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import type { TestDatabase } from '@configurator/migrations/testing/testDatabases';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../app.js';
import { loadConfig } from '../config.js';

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
  const handle = await database.open();
  await prepareDatabase(handle);
  // Tests send far more writes per minute than a visitor: the rate limits only where a test sets them.
  const limits = { RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_LOGINS_PER_MINUTE: '1000000' };
  // Mails stay in the outbox unless a test delivers them (and names a mailbox of its own).
  const mail = { MAIL_WORKER: 'false' };
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      PREPARE_CLIPS: 'false',
      RENDER_WARM_UP: 'false',
      ...limits,
      ...mail,
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

/** Headers of a state-changing call as the client sends them. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;
