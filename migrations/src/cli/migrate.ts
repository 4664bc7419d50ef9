import { prepareDatabase } from '../db/prepareDatabase.js';
import { openDatabaseFromEnv, runCli } from './openFromEnv.js';

runCli(async () => {
  const handle = await openDatabaseFromEnv();
  try {
    const outcome = await prepareDatabase(handle);
    console.log(`database ready (${handle.kind}): catalog ${outcome}`);
  } finally {
    await handle.close();
  }
});
