import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import { ConfigurationClient, partsWithoutQuestions, UUID } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';

interface HistoryRow {
  ConfigurationId: string;
  ModelId: string;
  Model: string;
  Price: { Value: number; Currency: string };
  Customer: string;
  Vin: string | null;
  OrderNumber: string | null;
  Date: string;
  Comment: string | null;
  Link: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases())('saving, dealer history and account lists on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  let models: VehicleOverview[];
  let free: number[];
  let dealer1: Record<string, string>;
  let dealer2: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    const vehicles = await api.vehicles();
    models = await Promise.all(vehicles.slice(0, 2).map((v) => api.overview(v.ModelId)));
    const probe = await api.create(models[0]!.Vehicle.ModelId);
    free = partsWithoutQuestions(await api.dryRuns(probe.ConfigurationId, models[0]!.Parts));
    dealer1 = bearer(await identity.token({ sub: 'dealer-user', dealer_no: 'D-1' }));
    dealer2 = bearer(await identity.token({ sub: 'dealer-user-2', dealer_no: 'D-2' }));
    customer = bearer(await identity.token({ sub: 'user-1' }));
  });
  afterAll(() => t?.close());

  async function configured(model = models[0]!, parts = free.slice(0, 2)) {
    const { ConfigurationId: id } = await api.create(model.Vehicle.ModelId);
    for (const partId of parts) await api.settle(id, 'add-part', { PartId: partId });
    return api.load(id);
  }

  const save = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    api.post(`/configuration/${id}/save-configuration`, body, headers);

  async function history(query: string, headers = dealer1): Promise<HistoryRow[]> {
    const response = await api.get(`/dealer/history${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().History;
  }

  it('refuses save details without names or with overlong values, naming the field', async () => {
    const { ConfigurationId: id } = await configured();
    for (const [body, field] of [
      [{ Firstname: '', Lastname: 'Berger' }, /\bFirstname\b/],
      [{ Firstname: '   ', Lastname: 'Berger' }, /\bFirstname\b/],
      [{ Lastname: 'Berger' }, /\bFirstname\b/],
      [{ Firstname: 'Anna', Lastname: ' ' }, /\bLastname\b/],
      [{ Firstname: 'Anna' }, /\bLastname\b/],
      [{ Firstname: 'Anna', Lastname: 'Berger', Vin: 'V'.repeat(41) }, /\bVin\b/],
      [{ Firstname: 'Anna', Lastname: 'Berger', SaveAsNew: 'yes' }, /\bSaveAsNew\b/],
    ] as const) {
      const response = await save(id, body, dealer1);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().Message).toMatch(field);
    }
    expect((await api.load(id)).SaveDetails).toBeNull();
  });

  it('saves the details, and saves as new into a copy that remembers its original', async () => {
    const original = await configured();
    // A dealership of its own, so that the history test below sees only its own saves.
    const dealer0 = bearer(await identity.token({ sub: 'dealer-user-0', dealer_no: 'D-0' }));
    const id = original.ConfigurationId;
    const details = {
      Vin: 'VBKV1234567890',
      OrderNumber: 'ORD-7',
      Firstname: ' Anna ',
      Lastname: 'Berger',
      Comment: 'Blue',
    };
    const saved = await save(id, details, dealer0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ConfigurationId: id });
    const reloaded = await api.load(id, '', dealer0);
    expect(reloaded.SaveDetails).toEqual({ ...details, Firstname: 'Anna' });
    expect(reloaded.Configuration.IsDirty).toBe(false);

    const unchanged = await save(id, { ...details, SaveAsNew: true }, dealer0);
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().Message).toEqual(expect.any(String));

    const copy = await save(id, { ...details, Comment: 'Red', SaveAsNew: true }, dealer0);
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json().ConfigurationId;
    expect(copyId).toMatch(UUID);
    expect(copyId).not.toBe(id);
    const cloned = await api.load(copyId, '', dealer0);
    expect(cloned.Configuration.ClonedConfigurationId).toBe(id);
    expect(cloned.Configuration.SelectedPartIds).toEqual(original.Configuration.SelectedPartIds);
    expect(cloned.Configuration.VariationCode).toBe(original.Configuration.VariationCode);
    expect(cloned.Configuration.TotalPrice).toEqual(original.Configuration.TotalPrice);
    expect(cloned.SaveDetails).toMatchObject({ Comment: 'Red', Firstname: 'Anna' });
    expect((await api.load(id, '', dealer0)).SaveDetails).toMatchObject({ Comment: 'Blue' });
  });

  it("lists a dealer's saves in the dealer's history only, with the filters of the history table", async () => {
    const [first, second] = [await configured(), await configured(models[1]!, [])];
    const third = await configured();
    const anonymous = await configured();
    expect(
      (await save(first.ConfigurationId, { Firstname: 'Anna', Lastname: 'Berger', Vin: 'V1' }, dealer1))
        .statusCode,
    ).toBe(200);
    expect(
      (await save(second.ConfigurationId, { Firstname: 'Zoë', Lastname: '100%_Sure', Comment: 'c' }, dealer1))
        .statusCode,
    ).toBe(200);
    expect(
      (await save(third.ConfigurationId, { Firstname: 'Carl', Lastname: 'Other' }, dealer2)).statusCode,
    ).toBe(200);
    expect(
      (await save(anonymous.ConfigurationId, { Firstname: 'Nobody', Lastname: 'Known' })).statusCode,
    ).toBe(401);

    const rows = await history('');
    expect(rows.map((r) => r.ConfigurationId)).toEqual([second.ConfigurationId, first.ConfigurationId]);
    const row = rows[1]!;
    expect(row).toMatchObject({
      ModelId: models[0]!.Vehicle.ModelId,
      Model: models[0]!.Vehicle.Name,
      Price: first.Configuration.TotalPrice,
      Customer: 'Anna Berger',
      Vin: 'V1',
      OrderNumber: null,
      Comment: null,
      Link: `/main?configurationId=${first.ConfigurationId}`,
    });
    expect(Math.abs(Date.parse(row.Date) - Date.now())).toBeLessThan(60_000);
    expect((await history('', dealer2)).map((r) => r.ConfigurationId)).toEqual([third.ConfigurationId]);

    const only = async (query: string) => (await history(query)).map((r) => r.ConfigurationId);
    const day = new Date(Date.parse(row.Date));
    const iso = (offsetDays: number) =>
      new Date(day.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect(await only(`?model=${models[0]!.Vehicle.ModelId}`)).toEqual([first.ConfigurationId]);
    expect(await only(`?customer=${encodeURIComponent('a BER')}`)).toEqual([first.ConfigurationId]);
    expect(await only(`?customer=${encodeURIComponent('Anna Berger')}`)).toEqual([first.ConfigurationId]);
    expect(await only(`?customer=${encodeURIComponent('%')}`)).toEqual([second.ConfigurationId]);
    expect(await only(`?customer=${encodeURIComponent('0%_s')}`)).toEqual([second.ConfigurationId]);
    expect(await only(`?customer=${encodeURIComponent('r_')}`)).toEqual([]);
    expect(await only(`?customer=${encodeURIComponent('Carl')}`)).toEqual([]);
    expect(await only(`?dateFrom=${iso(0)}&dateTo=${iso(0)}`)).toHaveLength(2);
    expect(await only(`?dateFrom=${iso(1)}`)).toEqual([]);
    expect(await only(`?dateTo=${iso(-1)}`)).toEqual([]);
    expect(await only(`?dateFrom=${iso(-1)}&model=${models[1]!.Vehicle.ModelId}`)).toEqual([
      second.ConfigurationId,
    ]);

    const badDate = await api.get('/dealer/history?dateFrom=2024-13-45', dealer1);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().Message).toMatch(/dateFrom/);
    const noToken = await api.get('/dealer/history');
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().Message).toEqual(expect.any(String));
    const notDealer = await api.get('/dealer/history', customer);
    expect(notDealer.statusCode).toBe(403);
    expect(notDealer.json().Message).toEqual(expect.any(String));
  });

  it("saves to the bearer's account and lists it there only while the parts match", async () => {
    const loaded = await configured();
    const id = loaded.ConfigurationId;
    const path = `/configuration/${id}/save-user-configuration-cdc`;
    const parts = loaded.Configuration.SelectedPartIds;
    const list = async (headers: Record<string, string>) => {
      const response = await api.get('/user/configurations', headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().Configurations as { ConfigurationId: string; PartIds: number[] }[];
    };

    expect((await api.post(path, { Id: id, Parts: parts })).statusCode).toBe(401);
    const mismatch = await api.post(path, { Id: id, Parts: parts.slice(1) }, customer);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().Message).toMatch(/Parts/);
    const otherId = await api.post(path, { Id: crypto.randomUUID(), Parts: parts }, customer);
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json().Message).toMatch(/\bId\b/);
    expect(await list(customer)).toEqual([]);

    const saved = await api.post(path, { Id: id, Parts: [...parts].reverse() }, customer);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ConfigurationId: id });
    expect(await list(customer)).toEqual([
      {
        ConfigurationId: id,
        ModelId: loaded.Vehicle.ModelId,
        VariationCode: loaded.Configuration.VariationCode,
        PartIds: parts,
        TotalPrice: loaded.Configuration.TotalPrice,
        SavedAt: expect.any(String),
      },
    ]);
    expect(await list(bearer(await identity.token({ sub: 'user-2' })))).toEqual([]);
    expect((await api.get('/user/configurations')).statusCode).toBe(401);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posconfigurator/configuration/${id}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await list(customer)).toEqual([]);
  });
});
