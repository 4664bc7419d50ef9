import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import { type ConfigurationClient, streamEvents, UUID } from '../testing/configurationClient.js';
import { type DealerTestApp, startDealerTestApp } from '../testing/dealerTestApp.js';
import { XHR } from '../testing/testApp.js';
import type { TestIdentity } from '../testing/testIdentity.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases())('tRPC history and fork of a configuration on $name', (testDatabase) => {
  let t: DealerTestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  let overview: VehicleOverview;
  let free: number[];
  let dealer: Record<string, string>;

  beforeAll(async () => {
    t = await startDealerTestApp(testDatabase, 'D-1');
    ({ api, identity, model: overview, free, dealer } = t);
  });
  afterAll(() => t?.close());

  const query = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });
  const mutation = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: { ...XHR, ...headers },
      payload: input as object,
    });

  /** A configuration built step by step; the parts after each event, by stream version. */
  async function built(): Promise<{ id: string; partsAfter: Map<number, number[]> }> {
    const { ConfigurationId: id } = await api.create(overview.Vehicle.ModelId);
    const partsAfter = new Map<number, number[]>([[1, []]]);
    for (const partId of free.slice(0, 3)) {
      const { answer } = await api.settle(id, 'add-part', { PartId: partId });
      partsAfter.set(await api.version(id), answer.PartIds);
    }
    const { answer } = await api.settle(id, 'remove-part', { PartId: free[0]! });
    partsAfter.set(await api.version(id), answer.PartIds);
    return { id, partsAfter };
  }

  it('lists the events of a configuration in order, for dealers only', async () => {
    const { id, partsAfter } = await built();
    const noToken = await query('configuration.history', { configurationId: id });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error.message).toEqual(expect.any(String));
    const customer = await query(
      'configuration.history',
      { configurationId: id },
      bearer(await identity.token({ sub: 'user-1' })),
    );
    expect(customer.statusCode).toBe(403);

    const response = await query('configuration.history', { configurationId: id }, dealer);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json().result.data as {
      version: number;
      type: string;
      at: string;
      data: Record<string, unknown>;
    }[];
    const stored = await streamEvents(t.app, id);
    expect(history.map((e) => e.version)).toEqual(stored.map((_, i) => i + 1));
    expect(history.map((e) => e.type)).toEqual([
      'ConfigurationCreated',
      'PartAdded',
      'PartAdded',
      'PartAdded',
      'PartRemoved',
    ]);
    expect(history.map((e) => e.data)).toEqual(stored.map((e) => e.data));
    expect(history[1]!.data).toMatchObject({ type: 'PartAdded', partId: free[0] });
    expect(history[4]!.data).toMatchObject({ type: 'PartRemoved', partId: free[0] });
    expect(history.length).toBe(Math.max(...partsAfter.keys()));

    const unknown = await query('configuration.history', { configurationId: crypto.randomUUID() }, dealer);
    expect(unknown.statusCode).toBe(404);
  });

  it('forks a new configuration from the state after any event, for dealers only', async () => {
    const { id, partsAfter } = await built();
    for (const [afterVersion, parts] of partsAfter) {
      const response = await mutation('configuration.fork', { configurationId: id, afterVersion }, dealer);
      expect(response.statusCode, response.body).toBe(200);
      const forkId = response.json().result.data.configurationId;
      expect(forkId).toMatch(UUID);
      const fork = await api.load(forkId);
      expect(fork.Configuration.SelectedPartIds, `after event ${afterVersion}`).toEqual(parts);
      expect(fork.Configuration.ClonedConfigurationId).toBe(id);
      const priced = parts.reduce(
        (sum, partId) => sum + overview.Parts.find((p) => p.PartId === partId)!.Price.Value,
        overview.Variations[0]!.Price.Value,
      );
      expect(fork.Configuration.TotalPrice.Value).toBeCloseTo(priced, 2);
      const forkEvents = await streamEvents(t.app, forkId);
      expect(forkEvents[0]?.metadata).toMatchObject({
        actor: { dealerNo: 'D-1' },
        forkedFrom: { configurationId: id, afterVersion },
      });
    }
    // The original is untouched.
    expect((await api.load(id)).Configuration.SelectedPartIds).toEqual(
      partsAfter.get(Math.max(...partsAfter.keys())),
    );

    const last = Math.max(...partsAfter.keys());
    for (const afterVersion of [0, last + 1, 1.5, 'two']) {
      const response = await mutation('configuration.fork', { configurationId: id, afterVersion }, dealer);
      expect(response.statusCode, String(afterVersion)).toBe(400);
      expect(response.json().error.message).toMatch(/afterVersion/);
    }
    const customer = await mutation(
      'configuration.fork',
      { configurationId: id, afterVersion: 1 },
      bearer(await identity.token({ sub: 'user-1' })),
    );
    expect(customer.statusCode).toBe(403);
    expect((await mutation('configuration.fork', { configurationId: id, afterVersion: 1 })).statusCode).toBe(
      401,
    );
  });
});
