import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient, streamEvents } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';
import { createTestIdentity } from '../testing/testIdentity.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const details = { Firstname: 'Anna', Lastname: 'Berger', Vin: 'VIN-1', OrderNumber: 'ORD-1', Comment: 'c' };

/**
 * Customer details saved with a configuration are read back only by the dealer who saved them: a
 * save without a dealer would store details nobody can read, so it is refused and stores nothing.
 */
describe.each(testDatabases())('saving customer details on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let modelId: string;
  let dealer: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    const identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    modelId = (await api.vehicles())[0]!.ModelId;
    dealer = bearer(await identity.token({ sub: 'dealer-user', dealer_no: 'D-1' }));
    customer = bearer(await identity.token({ sub: 'customer-1' }));
  });
  afterAll(() => t?.close());

  const trpcSave = (input: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.save',
      headers: { ...XHR, ...headers },
      payload: input,
    });

  it('answers 401 without a token and 403 for an account that is no dealer, storing nothing', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const before = (await streamEvents(t.app, id)).length;
    const path = `/configuration/${id}/save-configuration`;

    const anonymous = await api.post(path, details);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ Field: 'Authorization' });
    expect(anonymous.json().Message).toMatch(/^Authorization: .*dealer/);
    const asCustomer = await api.post(path, { ...details, SaveAsNew: true }, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().Message).toMatch(/dealer account/);

    const input = { configurationId: id, firstname: 'Anna', lastname: 'Berger' };
    expect((await trpcSave(input)).statusCode).toBe(401);
    const trpcCustomer = await trpcSave(input, customer);
    expect(trpcCustomer.statusCode).toBe(403);
    expect(trpcCustomer.json().error.message).toMatch(/dealer account/);

    expect(await streamEvents(t.app, id)).toHaveLength(before);
    expect((await api.load(id, '', dealer)).SaveDetails).toBeNull();
  });

  it("stores a dealer's save, which that dealer reads back", async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const saved = await api.post(`/configuration/${id}/save-configuration`, details, dealer);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.load(id, '', dealer)).SaveDetails).toMatchObject(details);
    const viaTrpc = await trpcSave(
      { configurationId: id, firstname: 'Carl', lastname: 'Dorn', comment: 'x' },
      dealer,
    );
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect((await api.load(id, '', dealer)).SaveDetails).toMatchObject({
      Firstname: 'Carl',
      Lastname: 'Dorn',
    });
  });
});
