import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '../src/apiDocument.js';
import { type ContractServer, operationKey, startContractServer } from '../src/contract/contractServer.js';
import { accountsAndDealers } from './contract/accountsAndDealers.js';
import { documentsAndServices } from './contract/documentsAndServices.js';
import { visitorJourney } from './contract/visitorJourney.js';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The REST facade through the client generated from its OpenAPI document, against the server
 * listening on a real port. The suites record every operation they call; the last test checks
 * that no operation of the document is left without a contract test.
 */
describe.each(testDatabases())('REST contract on $name', (database) => {
  let running: ContractServer | undefined;
  const server = (): ContractServer => {
    if (!running) throw new Error('the server did not start');
    return running;
  };
  beforeAll(async () => {
    running = await startContractServer(database);
  });
  afterAll(async () => {
    await running?.close();
  });

  visitorJourney(server);
  accountsAndDealers(server);
  documentsAndServices(server);

  it('has called every operation of the OpenAPI document', async () => {
    const response = await fetch(`${server().baseUrl}${OPENAPI_DOCUMENT_PATH}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.has(key))
        .map((method) => operationKey(method, path)),
    );
    expect(operations.length).toBeGreaterThanOrEqual(25);
    const untested = operations.filter((operation) => !server().exercised.has(operation));
    expect(untested, 'operations of the document without a contract test').toEqual([]);
  });
});
