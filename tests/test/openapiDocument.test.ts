import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  committedDocument,
  committedTypes,
  documentTypes,
  OPENAPI_DOCUMENT_PATH,
  REGENERATE_HINT,
} from '../src/apiDocument.js';
import { type ContractServer, startContractServer } from '../src/contract/contractServer.js';

const API_BASE = '/api/posconfigurator';

/** Every call of the specification (2d-and-shell.md, section 7), relative to the base path. */
const SPEC_OPERATIONS = [
  'GET /appsettings',
  'GET /vehicles',
  'GET /vehicles/{modelId}',
  'POST /configuration/create',
  'PUT /configuration/update/{configurationId}',
  'PUT /configuration/update/{configurationId}/{extra}',
  'POST /configuration/{id}/add-part',
  'POST /configuration/{id}/remove-part',
  'POST /configuration/{id}/save-configuration',
  'POST /configuration/{id}/save-user-configuration-cdc',
  'DELETE /configuration/{id}',
  'POST /configuration/{id}/dismiss-unsaved-changes',
  'POST /configuration/{id}/send-export',
  'GET /configuration/{id}/export',
  'POST /configuration/{id}/send-dealer',
  'POST /configuration/{id}/send',
  'GET /configuration/{id}/pdf',
  'POST /configuration/{id}/pdfwithscreenshot',
  'GET /configuration/{id}/share',
  'GET /configuration/{id}',
  'GET /dealer/history',
  'GET /market',
  'GET /market/geolocation',
  'POST /health/telemetrydata',
] as const;

/** Calls that need a bearer token: the account, the dealer and the dealer enquiry. */
const BEARER_OPERATIONS = [
  'PUT /configuration/update/{configurationId}/{extra}',
  'POST /configuration/{id}/save-user-configuration-cdc',
  'POST /configuration/{id}/send-dealer',
  'GET /dealer/history',
  'GET /user/configurations',
] as const;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; format?: string };
}

interface Operation {
  summary?: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

function operationOf(document: Document, operation: string): Operation | undefined {
  const [method = '', path = ''] = operation.split(' ');
  const full = path.startsWith('/api/') ? path : `${API_BASE}${path}`;
  return document.paths[full]?.[method.toLowerCase()];
}

describe('the committed client types', () => {
  it('are generated from the committed document', async () => {
    const generated = await documentTypes(await committedDocument());
    expect(
      generated === (await committedTypes()),
      `tests/src/generated/posconfigurator.ts: ${REGENERATE_HINT}`,
    ).toBe(true);
  });
});

describe.each(testDatabases())('the OpenAPI document served on $name', (database) => {
  let server: ContractServer | undefined;
  let document: Document;
  beforeAll(async () => {
    server = await startContractServer(database);
    const response = await fetch(`${server.baseUrl}${OPENAPI_DOCUMENT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as Document;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('equals the committed tests/src/generated/openapi.json', async () => {
    const message = `the served document differs from tests/src/generated/openapi.json: ${REGENERATE_HINT}`;
    expect(document, message).toEqual(await committedDocument());
  });

  it('is an OpenAPI 3.1.0 document with a title and a version', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).not.toBe('');
    expect(document.info.version).not.toBe('');
  });

  it.each(SPEC_OPERATIONS)('documents %s of the specification', (operation) => {
    const documented = operationOf(document, operation);
    expect(documented, `${operation} is missing from the document`).toBeDefined();
    expect(documented!.summary).toEqual(expect.any(String));
  });

  it('documents the dealer search GET /api/dealers', () => {
    const dealers = operationOf(document, 'GET /api/dealers');
    expect(dealers?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['brand', 'country', 'language', 'qualification', 'q', 'lat', 'lng']),
    );
  });

  it('documents the optional query cid, c and m on every call of the facade', () => {
    const facade = Object.entries(document.paths).filter(([path]) => path.startsWith(`${API_BASE}/`));
    expect(facade.length).toBeGreaterThanOrEqual(SPEC_OPERATIONS.length - 5);
    for (const [path, item] of facade) {
      for (const [method, operation] of Object.entries(item)) {
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        for (const name of ['cid', 'c', 'm']) {
          const parameter = query.find((candidate) => candidate.name === name);
          expect(parameter, `${method.toUpperCase()} ${path} documents ${name}`).toBeDefined();
          expect(parameter!.required ?? false).toBe(false);
        }
        expect(query.find((parameter) => parameter.name === 'cid')!.schema?.format).toBe('uuid');
      }
    }
  });

  it('documents the x-anonymous-id header of create', () => {
    const create = operationOf(document, 'POST /configuration/create');
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-anonymous-id', required: false }),
    );
  });

  it('marks the calls that need a bearer token', () => {
    for (const operation of BEARER_OPERATIONS) {
      expect(operationOf(document, operation)?.security, operation).toEqual([{ bearer: [] }]);
    }
  });

  it('describes every error answer as the Error shape', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const where = `${method.toUpperCase()} ${path} ${status}`;
          expect(response.description, where).not.toBe('Default Response');
          expect(response.content?.['application/json']?.schema.$ref, where).toBe(
            '#/components/schemas/Error',
          );
        }
      }
    }
  });

  it('serves the docs page as HTML at /api/docs', async () => {
    const page = await fetch(`${server!.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/swagger-ui/i);
  });
});
