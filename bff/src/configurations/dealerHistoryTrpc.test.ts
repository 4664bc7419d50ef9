import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases())('tRPC dealer.history on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  let dealer: Record<string, string>;

  beforeAll(async () => {
    identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    dealer = bearer(await identity.token({ sub: 'dealer-user', dealer_no: 'D-7' }));
  });
  afterAll(() => t?.close());

  const query = (input: unknown, headers: Record<string, string>) =>
    t.app.inject({
      url: `/api/trpc/dealer.history?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers,
    });

  it('answers what GET /dealer/history answers, with the same filters, for dealers only', async () => {
    const [vehicle] = await api.vehicles();
    const saved: string[] = [];
    for (const [firstname, lastname] of [
      ['Anna', 'Berger'],
      ['Carl', 'Dorn'],
    ] as const) {
      const { ConfigurationId: id } = await api.create(vehicle!.ModelId);
      const response = await api.post(
        `/configuration/${id}/save-configuration`,
        { Firstname: firstname, Lastname: lastname, Vin: `VIN-${firstname}`, Comment: 'ok' },
        dealer,
      );
      expect(response.statusCode, response.body).toBe(200);
      saved.push(id);
    }

    const all = await query({}, dealer);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().result.data as { ConfigurationId: string; Customer: string; Vin: string }[];
    const rest = (await api.get('/dealer/history', dealer)).json().History;
    expect(rows).toEqual(rest);
    expect(rows.map((row) => row.ConfigurationId)).toEqual([...saved].reverse());

    const filtered = await query({ customer: 'dorn' }, dealer);
    expect((filtered.json().result.data as { Customer: string }[]).map((row) => row.Customer)).toEqual([
      'Carl Dorn',
    ]);

    // A deleted configuration leaves the history.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.delete',
      headers: { 'x-requested-with': 'XMLHttpRequest', ...dealer },
      payload: { configurationId: saved[0] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await query({}, dealer)).json().result.data as { ConfigurationId: string }[];
    expect(after.map((row) => row.ConfigurationId)).toEqual([saved[1]]);

    expect((await query({}, {})).statusCode).toBe(401);
    const customer = bearer(await identity.token({ sub: 'user-1' }));
    expect((await query({}, customer)).statusCode).toBe(403);
    expect((await query({ dateFrom: 'yesterday' }, dealer)).statusCode).toBe(400);
  });
});
