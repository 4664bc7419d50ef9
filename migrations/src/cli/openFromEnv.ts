import { type DatabaseHandle, databaseTargetFromEnv, openDatabase } from '../db/database.js';
import { defaultPgliteDir } from '../db/paths.js';

export function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  return openDatabase(databaseTargetFromEnv(env, defaultPgliteDir(env)));
}

/** Runs a command-line entry point: its errors end the process with a message, not a stack trace. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
