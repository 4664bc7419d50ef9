/**
 * Writes the server's OpenAPI document and the client types generated from it to
 * tests/src/generated. Run after changing a route of the REST facade: `npm run api:types -w tests`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import {
  documentText,
  documentTypes,
  GENERATED_DOCUMENT_FILE,
  GENERATED_TYPES_FILE,
  serveDocument,
} from '../src/apiDocument.js';

const document = await serveDocument();
await mkdir(dirname(GENERATED_DOCUMENT_FILE), { recursive: true });
await writeFile(GENERATED_DOCUMENT_FILE, documentText(document));
await writeFile(GENERATED_TYPES_FILE, await documentTypes(document));
const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item ?? {})).length;
for (const file of [GENERATED_DOCUMENT_FILE, GENERATED_TYPES_FILE]) {
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
console.log(`${Object.keys(document.paths ?? {}).length} paths, ${operations} operations`);
