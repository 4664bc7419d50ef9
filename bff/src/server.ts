import { databaseTargetFromEnv, openDatabase } from '@configurator/migrations/db/database';
import { defaultPgliteDir } from '@configurator/migrations/db/paths';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseTargetFromEnv(process.env, defaultPgliteDir(process.env)));
  const outcome = await prepareDatabase(database, { seed: config.SEED_CATALOG });
  const app = await buildApp(config, { database });
  app.log.info({ database: database.kind, catalog: outcome }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
