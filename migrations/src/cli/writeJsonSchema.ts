import { writeFile } from 'node:fs/promises';
import { catalogJsonSchemaPath, catalogJsonSchemaText } from '../catalog/catalogJsonSchema.js';
import { runCli } from './openFromEnv.js';

runCli(async () => {
  await writeFile(catalogJsonSchemaPath, catalogJsonSchemaText());
  console.log(`wrote ${catalogJsonSchemaPath}`);
});
