import { startTestApp, type TestApp } from '@configurator/bff/testing/testApp';
import { createTestIdentity, type TestIdentity } from '@configurator/bff/testing/testIdentity';
import type { TestDatabase } from '@configurator/migrations/testing/testDatabases';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/posconfigurator.js';

export type ApiClient = Client<paths>;

/** `GET /api/posconfigurator/vehicles/{modelId}`: an operation of the document, by method and path template. */
export function operationKey(method: string, pathTemplate: string): string {
  return `${method.toUpperCase()} ${pathTemplate}`;
}

export interface ContractServer {
  /** http://127.0.0.1:{port}, the server listening on a real port. */
  baseUrl: string;
  /** The client generated from the OpenAPI document, sending X-Requested-With as the browser does. */
  client: ApiClient;
  /** Every operation called through `client` so far. */
  exercised: Set<string>;
  identity: TestIdentity;
  /** An Authorization header with a token of the test identity provider. */
  bearer(claims: { sub: string; dealer_no?: string }): Promise<{ Authorization: string }>;
  close(): Promise<void>;
}

/** The whole app on a fresh database of the given kind, listening on a free port of 127.0.0.1. */
export async function startContractServer(database: TestDatabase): Promise<ContractServer> {
  const identity = await createTestIdentity();
  const test: TestApp = await startTestApp(database, {}, { identityKeys: identity.keys });
  try {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await test.close();
    throw error;
  }
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error(`unexpected server address ${address}`);
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const exercised = new Set<string>();
  const client = createClient<paths>({ baseUrl, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  client.use({
    onRequest({ request, schemaPath }) {
      exercised.add(operationKey(request.method, schemaPath));
    },
  });
  return {
    baseUrl,
    client,
    exercised,
    identity,
    async bearer(claims) {
      return { Authorization: `Bearer ${await identity.token(claims)}` };
    },
    close: () => test.close(),
  };
}
