import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { importCatalogText } from '../catalog/importCatalog.js';
import { openDatabaseFromEnv, runCli } from './openFromEnv.js';

runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run catalog:import -- FILE.json');
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const text = await readFile(path, 'utf8');
  const handle = await openDatabaseFromEnv();
  try {
    await handle.migrate();
    const summary = await importCatalogText(handle.db, text, `file:${path}`);
    console.log(
      `imported ${path}: ${summary.brands} brands, ${summary.vehicles} vehicles, ${summary.parts} parts, ${summary.rules} rules, ${summary.dealers} dealers`,
    );
  } finally {
    await handle.close();
  }
});
