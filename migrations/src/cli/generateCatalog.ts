import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generateSeedCatalog, serializeCatalog } from '../seed/generateSeedCatalog.js';
import { runCli } from './openFromEnv.js';

/** Writes the seed catalog as a JSON file (a starting point for a catalog of one's own). */
runCli(async () => {
  const text = serializeCatalog(generateSeedCatalog());
  const file = process.argv[2];
  if (!file) {
    process.stdout.write(text);
    return;
  }
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  await writeFile(path, text);
  console.log(`wrote ${path} (${text.length} bytes)`);
});
