import {
  type ConfigurationState,
  evolveConfiguration,
  initialConfigurationState,
} from '@configurator/domain';
import { events } from '@configurator/migrations/db/schema/eventStore';
import { dealerHistory } from '@configurator/migrations/db/schema/projections';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import type { ConfigurationClient } from '../testing/configurationClient.js';
import { type DealerTestApp, startDealerTestApp } from '../testing/dealerTestApp.js';
import { XHR } from '../testing/testApp.js';
import type { TestIdentity } from '../testing/testIdentity.js';
import { configurationEventOf } from './configurationStore.js';
import { projectDealerHistory } from './projections/dealerHistory.js';

/** ISO 8601 in UTC with milliseconds, as `Date.prototype.toISOString` writes it. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface HistoryRow {
  ConfigurationId: string;
  Price: { Value: number };
  Customer: string;
  Vin: string | null;
  Date: string;
  Comment: string | null;
}

describe.each(testDatabases())(
  'the dealer history shows each configuration once, on $name',
  (testDatabase) => {
    let t: DealerTestApp;
    let api: ConfigurationClient;
    let identity: TestIdentity;
    let model: VehicleOverview;
    let free: number[];
    let dealer: Record<string, string>;

    beforeAll(async () => {
      t = await startDealerTestApp(testDatabase, 'D-42');
      ({ api, identity, model, free, dealer } = t);
      expect(free.length).toBeGreaterThanOrEqual(2);
    });
    afterAll(() => t?.close());

    const save = async (id: string, body: object, headers = dealer) => {
      const response = await api.post(`/configuration/${id}/save-configuration`, body, headers);
      expect(response.statusCode, response.body).toBe(200);
    };
    const restHistory = async (query = ''): Promise<HistoryRow[]> => {
      const response = await api.get(`/dealer/history${query}`, dealer);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().History;
    };
    const trpcQuery = async (path: string, input: unknown, headers = dealer) => {
      const response = await t.app.inject({
        url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result.data;
    };

    it('keeps one row per configuration with its latest save: price, customer, details and date', async () => {
      const { ConfigurationId: id } = await api.create(model.Vehicle.ModelId);
      await api.settle(id, 'add-part', { PartId: free[0]! });
      await save(id, { Firstname: 'Anna', Lastname: 'Berger', Vin: 'V1', Comment: 'first' });
      const [first] = await restHistory();
      expect(first).toMatchObject({ ConfigurationId: id, Customer: 'Anna Berger' });

      await api.settle(id, 'add-part', { PartId: free[1]! });
      const latest = await api.load(id);
      expect(latest.Configuration.TotalPrice.Value).not.toBe(first!.Price.Value);
      await save(id, { Firstname: 'Bert', Lastname: 'Cole', Comment: 'second' });

      const rows = await restHistory();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ConfigurationId: id,
        Price: latest.Configuration.TotalPrice,
        Customer: 'Bert Cole',
        Vin: null,
        Comment: 'second',
      });
      expect(Date.parse(rows[0]!.Date)).toBeGreaterThanOrEqual(Date.parse(first!.Date));
      expect(await trpcQuery('dealer.history', {})).toEqual(rows);
      // The filters read the latest save: the earlier customer no longer finds it.
      expect(await restHistory('?customer=anna')).toEqual([]);
      expect((await restHistory('?customer=cole')).map((row) => row.ConfigurationId)).toEqual([id]);
    });

    it('answers the same rows after the projection is rebuilt from the events', async () => {
      const { ConfigurationId: other } = await api.create(model.Vehicle.ModelId);
      await save(other, { Firstname: 'Carl', Lastname: 'Dorn' });
      await save(other, { Firstname: 'Carl', Lastname: 'Dorn', OrderNumber: 'ORD-1' });
      // Saved to a customer's account: in no dealer's history.
      const { ConfigurationId: own } = await api.create(model.Vehicle.ModelId);
      const toAccount = await api.post(
        `/configuration/${own}/save-user-configuration-cdc`,
        { Id: own, Parts: [] },
        bearer(await identity.token({ sub: 'user-rebuild' })),
      );
      expect(toAccount.statusCode, toAccount.body).toBe(200);
      const { db } = t.database;
      const columns = async () =>
        (await db.select().from(dealerHistory).orderBy(asc(dealerHistory.configurationId))).map(
          ({ id: _id, ...row }) => row,
        );
      const before = await columns();
      expect(before.map((row) => row.dealerNo)).not.toContain(null);
      expect(new Set(before.map((row) => row.configurationId)).size).toBe(before.length);
      const answered = await restHistory();

      await db.delete(dealerHistory);
      const stored = await db.select().from(events).orderBy(asc(events.globalPosition));
      const states = new Map<string, ConfigurationState>();
      await db.transaction(async (tx) => {
        for (const event of stored) {
          const { data } = configurationEventOf(event);
          const state = evolveConfiguration(states.get(event.streamId) ?? initialConfigurationState, data);
          states.set(event.streamId, state);
          if (!state.exists) continue;
          const name = (await t.app.services.catalog.modelName(state.modelId)) ?? state.modelId;
          await projectDealerHistory(tx, data, state, name);
        }
      });
      expect(await columns()).toEqual(before);
      expect(await restHistory()).toEqual(answered);
    });

    it('gives every date as ISO 8601 in UTC, over REST and tRPC, and documents it so', async () => {
      const { ConfigurationId: id } = await api.create(model.Vehicle.ModelId);
      await save(id, { Firstname: 'Dora', Lastname: 'Eck' });
      for (const row of await restHistory()) expect(row.Date).toMatch(ISO);
      for (const row of (await trpcQuery('dealer.history', {})) as HistoryRow[])
        expect(row.Date).toMatch(ISO);

      const loaded = await api.load(id);
      expect(loaded.Configuration.CreatedAt).toMatch(ISO);
      expect(loaded.Configuration.UpdatedAt).toMatch(ISO);

      const replay = (await trpcQuery('configuration.history', { configurationId: id })) as { at: string }[];
      expect(replay.length).toBeGreaterThan(1);
      for (const event of replay) expect(event.at).toMatch(ISO);

      const customer = bearer(await identity.token({ sub: 'user-iso' }));
      const saved = await api.post(
        `/configuration/${id}/save-user-configuration-cdc`,
        { Id: id, Parts: loaded.Configuration.SelectedPartIds },
        customer,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const own = await api.get('/user/configurations', customer);
      expect(own.statusCode, own.body).toBe(200);
      const [mine] = own.json().Configurations as { SavedAt: string }[];
      expect(mine?.SavedAt).toMatch(ISO);
      const trpcOwn = (await trpcQuery('account.configurations', {}, customer)) as {
        Configurations: { SavedAt: string }[];
      };
      expect(trpcOwn.Configurations[0]?.SavedAt).toMatch(ISO);

      const document = (await t.app.inject({ url: '/api/posconfigurator/openapi.json' })).json();
      const schemaOf = (path: string) =>
        document.paths[`/api/posconfigurator${path}`].get.responses['200'].content['application/json'].schema;
      const resolve = (schema: { $ref?: string }) =>
        schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema;
      const historyItem = resolve(schemaOf('/dealer/history').properties.History.items);
      expect(historyItem.properties.Date).toMatchObject({ type: 'string', format: 'date-time' });
      const ownItem = resolve(schemaOf('/user/configurations').properties.Configurations.items);
      expect(ownItem.properties.SavedAt).toMatchObject({ type: 'string', format: 'date-time' });
      const configuration = resolve(resolve(schemaOf('/configuration/{id}')).properties.Configuration);
      expect(configuration.properties.CreatedAt).toMatchObject({ type: 'string', format: 'date-time' });
      expect(configuration.properties.UpdatedAt).toMatchObject({ type: 'string', format: 'date-time' });
    });

    it('tells the replay of a fork which configuration and point it came from', async () => {
      const { ConfigurationId: id } = await api.create(model.Vehicle.ModelId);
      await api.settle(id, 'add-part', { PartId: free[0]! });
      await save(id, { Firstname: 'Fritz', Lastname: 'Gans' });
      const forked = await t.app.inject({
        method: 'POST',
        url: '/api/trpc/configuration.fork',
        headers: { ...XHR, ...dealer },
        payload: { configurationId: id, afterVersion: 2 },
      });
      expect(forked.statusCode, forked.body).toBe(200);
      const copy = forked.json().result.data.configurationId as string;

      const replay = (await trpcQuery('configuration.history', { configurationId: copy })) as {
        type: string;
        forkedFrom: unknown;
        data: { clonedConfigurationId?: string };
      }[];
      expect(replay[0]).toMatchObject({
        type: 'ConfigurationCreated',
        forkedFrom: { configurationId: id, afterVersion: 2 },
        data: { clonedConfigurationId: id },
      });
      const original = (await trpcQuery('configuration.history', { configurationId: id })) as {
        forkedFrom: unknown;
      }[];
      expect(original.map((event) => event.forkedFrom)).toEqual(original.map(() => null));
    });
  },
);
