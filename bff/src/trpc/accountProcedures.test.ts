import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleListItem } from '../catalog/catalogTypes.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface AccountRow {
  ConfigurationId: string;
  ModelId: string;
  ModelName: string;
  PartCount: number;
  TotalPrice: { Value: number; Currency: string };
}

describe.each(testDatabases())('tRPC account.configurations on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  let vehicles: VehicleListItem[];

  beforeAll(async () => {
    identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    vehicles = await api.vehicles();
  });
  afterAll(() => t?.close());

  const list = (headers: Record<string, string>) =>
    t.app.inject({ url: `/api/trpc/account.configurations?input=${encodeURIComponent('{}')}`, headers });
  const saveToAccount = (configurationId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.saveToAccount',
      headers: { ...XHR, ...headers },
      payload: { configurationId },
    });

  it("lists the configurations saved to the bearer's account, newest first, with model name and price", async () => {
    const owner = bearer(await identity.token({ sub: 'list-owner' }));
    const other = bearer(await identity.token({ sub: 'list-other' }));
    const first = (await api.create(vehicles[0]!.ModelId)).ConfigurationId;
    const second = (await api.create(vehicles[1]!.ModelId)).ConfigurationId;
    expect((await saveToAccount(first, owner)).statusCode).toBe(200);
    expect((await saveToAccount(second, owner)).statusCode).toBe(200);

    const answer = await list(owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().result.data.Configurations as AccountRow[];
    expect(rows.map((row) => row.ConfigurationId)).toEqual([second, first]);
    expect(rows[0]).toMatchObject({
      ModelId: vehicles[1]!.ModelId,
      ModelName: vehicles[1]!.Name,
      PartCount: 0,
      TotalPrice: { Value: expect.any(Number), Currency: expect.any(String) },
    });
    // Another account sees none of them.
    expect((await list(other)).json().result.data.Configurations).toEqual([]);
  });

  it('needs a valid bearer token', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list(bearer('nonsense'))).statusCode).toBe(401);
  });

  it('answers 404 when CdcEnabled is false', async () => {
    const off = await startTestApp(testDatabase, { CDC_ENABLED: 'false' }, { identityKeys: identity.keys });
    try {
      const answer = await off.app.inject({
        url: `/api/trpc/account.configurations?input=${encodeURIComponent('{}')}`,
        headers: bearer(await identity.token({ sub: 'list-owner' })),
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
