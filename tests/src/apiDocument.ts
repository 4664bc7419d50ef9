import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@configurator/bff/app';
import { loadConfig } from '@configurator/bff/config';
import { openDatabase } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';

/** Where the server serves its OpenAPI document. */
export const OPENAPI_DOCUMENT_PATH = '/api/posconfigurator/openapi.json';

/** The committed copy of the document and the client types generated from it. */
export const GENERATED_DOCUMENT_FILE = fileURLToPath(new URL('./generated/openapi.json', import.meta.url));
export const GENERATED_TYPES_FILE = fileURLToPath(new URL('./generated/posconfigurator.ts', import.meta.url));

export const REGENERATE_HINT = 'run `npm run api:types -w tests` and commit tests/src/generated';

/** The document as the server serves it, from the whole app on an in-memory PGlite. */
export async function serveDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await prepareDatabase(database);
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database });
    try {
      const response = await app.inject({ url: OPENAPI_DOCUMENT_PATH });
      if (response.statusCode !== 200) {
        throw new Error(`${OPENAPI_DOCUMENT_PATH} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The document as it is committed: stable key order as served, two-space indent. */
export function documentText(document: OpenAPI3): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** TypeScript types (`paths`, `components`, `operations`) of the document, as openapi-fetch takes them. */
export async function documentTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(structuredClone(document), { silent: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

export async function committedDocument(): Promise<OpenAPI3> {
  return JSON.parse(await readFile(GENERATED_DOCUMENT_FILE, 'utf8')) as OpenAPI3;
}

export async function committedTypes(): Promise<string> {
  return readFile(GENERATED_TYPES_FILE, 'utf8');
}
