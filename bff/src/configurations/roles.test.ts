import { dealers } from '@configurator/migrations/db/schema/catalog';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleListItem } from '../catalog/catalogTypes.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const details = { Firstname: 'Anna', Lastname: 'Berger', Vin: 'VIN-1', OrderNumber: 'ORD-1', Comment: 'c' };

describe.each(testDatabases())('roles enforced by the server on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  let vehicles: VehicleListItem[];
  let dealerA: Record<string, string>;
  let dealerB: Record<string, string>;
  let customer: Record<string, string>;
  let otherCustomer: Record<string, string>;

  beforeAll(async () => {
    identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    vehicles = await api.vehicles();
    dealerA = bearer(await identity.token({ sub: 'dealer-a', dealer_no: 'DA' }));
    dealerB = bearer(await identity.token({ sub: 'dealer-b', dealer_no: 'DB' }));
    customer = bearer(await identity.token({ sub: 'customer-1' }));
    otherCustomer = bearer(await identity.token({ sub: 'customer-2' }));
  });
  afterAll(() => t?.close());

  const trpcQuery = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });
  const trpcMutation = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: { ...XHR, ...headers },
      payload: input as object,
    });

  async function savedBy(headers: Record<string, string> | null): Promise<string> {
    const { ConfigurationId: id } = await api.create(vehicles[0]!.ModelId);
    const saved = await api.post(`/configuration/${id}/save-configuration`, details, headers ?? {});
    expect(saved.statusCode, saved.body).toBe(200);
    return id;
  }

  it('shows save details only to the dealer who saved them, on REST and tRPC', async () => {
    const id = await savedBy(dealerA);
    for (const [who, headers] of [
      ['anonymous', {}],
      ['customer', customer],
      ['other dealer', dealerB],
    ] as const) {
      expect((await api.load(id, '', headers)).SaveDetails, who).toBeNull();
      const viaTrpc = await trpcQuery('configuration.get', { configurationId: id }, headers);
      expect(viaTrpc.statusCode, who).toBe(200);
      expect(viaTrpc.json().result.data.SaveDetails, who).toBeNull();
    }
    expect((await api.load(id, '', dealerA)).SaveDetails).toMatchObject({
      Vin: 'VIN-1',
      OrderNumber: 'ORD-1',
    });
    const own = await trpcQuery('configuration.get', { configurationId: id }, dealerA);
    expect(own.json().result.data.SaveDetails).toMatchObject({ Firstname: 'Anna', Comment: 'c' });
    // Details saved without a dealer would be nobody's to see: such a save is refused.
    const { ConfigurationId: anonymousSave } = await api.create(vehicles[0]!.ModelId);
    const refused = await api.post(`/configuration/${anonymousSave}/save-configuration`, details);
    expect(refused.statusCode).toBe(401);
    expect((await api.load(anonymousSave, '', dealerA)).SaveDetails).toBeNull();
    // A bad token is refused, not treated as anonymous.
    expect((await api.get(`/configuration/${id}`, { authorization: 'Bearer nonsense' })).statusCode).toBe(
      401,
    );
  });

  it("keeps dealer routes to dealers, and each dealer's history to the dealership", async () => {
    const id = await savedBy(dealerA);
    const forCustomer = await api.get('/dealer/history', customer);
    expect(forCustomer.statusCode).toBe(403);
    expect((await api.get('/dealer/history')).statusCode).toBe(401);
    const ids = async (headers: Record<string, string>) =>
      (await api.get('/dealer/history', headers))
        .json()
        .History.map((r: { ConfigurationId: string }) => r.ConfigurationId);
    expect(await ids(dealerA)).toContain(id);
    expect(await ids(dealerB)).not.toContain(id);
    expect((await trpcQuery('configuration.history', { configurationId: id }, customer)).statusCode).toBe(
      403,
    );
    expect(
      (await trpcMutation('configuration.fork', { configurationId: id, afterVersion: 1 }, customer))
        .statusCode,
    ).toBe(403);
  });

  it('replays and forks for the dealership that saved the configuration, or any dealer when none did', async () => {
    const id = await savedBy(dealerA);
    expect((await trpcQuery('configuration.history', { configurationId: id }, dealerA)).statusCode).toBe(200);
    const refused = await trpcQuery('configuration.history', { configurationId: id }, dealerB);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/another dealership/);
    expect(
      (await trpcMutation('configuration.fork', { configurationId: id, afterVersion: 1 }, dealerB))
        .statusCode,
    ).toBe(403);
    expect(
      (await trpcMutation('configuration.fork', { configurationId: id, afterVersion: 1 }, dealerA))
        .statusCode,
    ).toBe(200);

    const { ConfigurationId: visitors } = await api.create(vehicles[0]!.ModelId);
    expect(
      (await trpcQuery('configuration.history', { configurationId: visitors }, dealerB)).statusCode,
    ).toBe(200);
    expect(
      (await trpcMutation('configuration.fork', { configurationId: visitors, afterVersion: 1 }, dealerB))
        .statusCode,
    ).toBe(200);
  });

  it("refuses the user-bound update of another account's configuration", async () => {
    const { ConfigurationId: id } = await api.create(vehicles[0]!.ModelId);
    const saved = await api.post(`/configuration/${id}/save-user-configuration-cdc`, undefined, customer);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = { VehicleSettings: { ToolsConfiguration: { Lighting: 14 } } };
    const own = await api.put(`/configuration/update/${id}/customer-1`, body, customer);
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await api.put(`/configuration/update/${id}/customer-2`, body, otherCustomer);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Message).toMatch(/another account/);
    const wrongExtra = await api.put(`/configuration/update/${id}/customer-1`, body, otherCustomer);
    expect(wrongExtra.statusCode).toBe(403);
    const list = await api.get('/user/configurations', otherCustomer);
    expect(list.json().Configurations).toEqual([]);
  });

  describe('send to a dealer', () => {
    let dealerNo: string;
    const inquiry = (chosen: string) => ({
      dealer: { DealerNo: chosen },
      userProfileId: 'customer-1',
      userProfile: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
    });
    const send = (app: TestApp, id: string, chosen: string, headers: Record<string, string>) =>
      app.app.inject({
        method: 'POST',
        url: `/api/posconfigurator/configuration/${id}/send-dealer`,
        headers: { ...XHR, ...headers },
        payload: inquiry(chosen),
      });
    const model = (predicate: (v: VehicleListItem) => boolean) => vehicles.find(predicate);

    beforeAll(async () => {
      const [first] = await t.database.db.select({ dealerNo: dealers.dealerNo }).from(dealers).limit(1);
      dealerNo = first!.dealerNo;
    });

    it('needs a login and a dealer that exists, then records the enquiry', async () => {
      const bike = model((v) => v.RenderingEngine === 'Engine2D' && v.ShowOfferButton)!;
      const { ConfigurationId: id } = await api.create(bike.ModelId);
      expect((await send(t, id, dealerNo, {})).statusCode).toBe(401);
      const unknown = await send(t, id, 'NO-SUCH-DEALER', customer);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Message).toMatch(/dealer\.DealerNo/);
      const sent = await send(t, id, dealerNo, customer);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ ConfigurationId: id });
      const hidden = model((v) => v.RenderingEngine === 'Engine2D' && !v.ShowOfferButton);
      if (hidden) {
        const { ConfigurationId: noOffer } = await api.create(hidden.ModelId);
        const refused = await send(t, noOffer, dealerNo, customer);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().Message).toMatch(/ShowOfferButton/);
      }
    });

    it('follows DealerSearch2DEnabled and DealerSearch3DEnabled, the X-Bow always allowed', async () => {
      const off = await startTestApp(
        testDatabase,
        { DEALER_SEARCH_2D_ENABLED: 'false', DEALER_SEARCH_3D_ENABLED: 'false' },
        { identityKeys: identity.keys },
      );
      try {
        const offApi = new ConfigurationClient(off.app);
        const expectations: [VehicleListItem | undefined, number, RegExp | null][] = [
          [model((v) => v.RenderingEngine === 'Engine2D' && v.ShowOfferButton), 403, /DealerSearch2DEnabled/],
          [
            model((v) => v.RenderingEngine === 'Engine3D' && !/x-?bow/i.test(v.Name)),
            403,
            /DealerSearch3DEnabled/,
          ],
          [model((v) => /x-?bow/i.test(v.Name)), 200, null],
        ];
        for (const [vehicle, status, message] of expectations) {
          if (!vehicle) continue;
          const { ConfigurationId: id } = await offApi.create(vehicle.ModelId);
          const response = await send(off, id, dealerNo, customer);
          expect(response.statusCode, vehicle.Name).toBe(status);
          if (message) expect(response.json().Message).toMatch(message);
        }
        expect(expectations.filter(([v]) => v).length).toBeGreaterThanOrEqual(2);
      } finally {
        await off.close();
      }
    });
  });

  it('answers 404 on the account routes when CdcEnabled is false', async () => {
    const off = await startTestApp(testDatabase, { CDC_ENABLED: 'false' }, { identityKeys: identity.keys });
    try {
      const offApi = new ConfigurationClient(off.app);
      const { ConfigurationId: id } = await offApi.create(vehicles[0]!.ModelId);
      const calls = [
        () => offApi.get('/user/configurations', customer),
        () => offApi.post(`/configuration/${id}/save-user-configuration-cdc`, undefined, customer),
        () => offApi.put(`/configuration/update/${id}/customer-1`, {}, customer),
        () => off.app.inject({ url: '/oidc/.well-known/openid-configuration' }),
      ];
      for (const [i, call] of calls.entries()) {
        expect((await call()).statusCode, `call ${i}`).toBe(404);
      }
      const trpc = await off.app.inject({
        method: 'POST',
        url: '/api/trpc/configuration.saveToAccount',
        headers: { ...XHR, ...customer },
        payload: { configurationId: id },
      });
      expect(trpc.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
