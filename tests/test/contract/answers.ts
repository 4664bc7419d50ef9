import { DEFAULT_COMPANY_ID } from '@configurator/bff/http/requestContext';
import { expect } from 'vitest';
import type { ContractServer } from '../../src/contract/contractServer.js';

/** The query the client appends to most calls: company, culture and market. */
export const CONTEXT = { cid: DEFAULT_COMPANY_ID, c: 'de-AT', m: 'AT' } as const;

/** The running server of the enclosing suite; set in its beforeAll. */
export type ServerRef = () => ContractServer;

interface Answer<T, E> {
  data?: T;
  error?: E;
  response: Response;
}

/** The success answer's body, after checking its status (the error body is shown otherwise). */
export function answer<T, E>(result: Answer<T, E>, status = 200): T {
  expect(result.response.status, `${result.response.url}: ${JSON.stringify(result.error ?? null)}`).toBe(
    status,
  );
  return result.data as T;
}

/** The error answer's body, after checking its status. */
export function failure<T, E>(result: Answer<T, E>, status: number): E {
  expect(result.response.status, `${result.response.url}: ${JSON.stringify(result.data ?? null)}`).toBe(
    status,
  );
  expect(result.error).toBeDefined();
  return result.error as E;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** The model the contract tests configure: a 2D motorcycle of the default brand. */
export const MODEL_ID = 'KTM-890-ADVENTURE-R-2025';

/** Creates a configuration of the model and answers its id. */
export async function createConfiguration(
  server: ContractServer,
  headers: Record<string, string> = {},
): Promise<string> {
  const created = answer(
    await server.client.POST('/api/posconfigurator/configuration/create', {
      params: { query: CONTEXT },
      headers,
      body: { ModelId: MODEL_ID },
    }),
  );
  return created.ConfigurationId;
}
