import { databaseTargetFromEnv, openDatabase } from '@configurator/migrations/db/database';
import { defaultPgliteDir } from '@configurator/migrations/db/paths';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** How long a stop may take (in-flight requests, the render node, Chromium, mail) before it is forced. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseTargetFromEnv(process.env, defaultPgliteDir(process.env)));
  const outcome = await prepareDatabase(database, { seed: config.SEED_CATALOG });
  const app = await buildApp(config, { database });
  app.log.info({ database: database.kind, catalog: outcome }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches this process twice (from the terminal and forwarded by npm start): stop once.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request or render that does not finish must not keep the server running after a stop; the
    // render node (tied by its IPC channel) and Chromium (over a pipe) end with this process.
    const deadline = setTimeout(() => {
      app.log.warn({ ms: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long; stopping now');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(
    `\n  Vehicle configurator is running on http://${shownHost}:${config.PORT}` +
      `\n  database: ${database.kind}, catalog: ${outcome}\n  Press Ctrl-C to stop.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
