import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '../src/apiDocument.js';
import { type ContractServer, operationKey, startContractServer } from '../src/contract/contractServer.js';
import { accountsAndDealers } from './contract/accountsAndDealers.js';
import { answer, CONTEXT, failure, MODEL_ID } from './contract/answers.js';
import { documentsAndServices } from './contract/documentsAndServices.js';
import { visitorJourney } from './contract/visitorJourney.js';

interface DocumentedOperation {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

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

  it('documents save-configuration as a dealer call with its 401 and 403, and answers them', async () => {
    const document = (await (await fetch(`${server().baseUrl}${OPENAPI_DOCUMENT_PATH}`)).json()) as {
      paths: Record<string, Record<string, DocumentedOperation>>;
    };
    const save = document.paths['/api/posconfigurator/configuration/{id}/save-configuration']?.post;
    expect(save?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(save?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(save?.summary).toMatch(/^Dealers: /);
    expect(save?.description).toMatch(/read back only by the dealer who saved them/);
    expect(save?.description).toMatch(/401/);
    expect(save?.description).toMatch(/403/);

    const { client } = server();
    const created = answer(
      await client.POST('/api/posconfigurator/configuration/create', {
        params: { query: CONTEXT },
        body: { ModelId: MODEL_ID },
      }),
    );
    const path = { path: { id: created.ConfigurationId }, query: CONTEXT };
    const body = { Firstname: 'Lena', Lastname: 'Gruber' };
    const saveAs = async (headers: Record<string, string>) =>
      client.POST('/api/posconfigurator/configuration/{id}/save-configuration', {
        params: path,
        headers,
        body,
      });
    expect(failure(await saveAs({}), 401).Message).toMatch(/^Authorization: /);
    const customer = await server().bearer({ sub: 'customer-contract' });
    expect(failure(await saveAs(customer), 403).Message).toMatch(/dealer account/);
    const dealer = await server().bearer({ sub: 'dealer-contract', dealer_no: 'AT1001' });
    expect(answer(await saveAs(dealer)).ConfigurationId).toBe(created.ConfigurationId);
  });

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
