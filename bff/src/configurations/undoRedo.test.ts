import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import { type ConfigurationClient, expectPrice, streamEvents } from '../testing/configurationClient.js';
import { type DealerTestApp, startDealerTestApp } from '../testing/dealerTestApp.js';
import { XHR } from '../testing/testApp.js';
import type { ConfigurationSummary } from './configurationSchemas.js';

describe.each(testDatabases())('undo and redo on $name', (testDatabase) => {
  let t: DealerTestApp;
  let api: ConfigurationClient;
  let overview: VehicleOverview;
  let free: number[];
  let dealer: Record<string, string>;

  beforeAll(async () => {
    t = await startDealerTestApp(testDatabase, 'D-1');
    ({ api, model: overview, free, dealer } = t);
  });
  afterAll(() => t?.close());

  const step = async (id: string, which: 'undo' | 'redo') => {
    const response = await api.post(`/configuration/${id}/${which}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ConfigurationSummary;
  };

  async function withTwoParts(): Promise<{ id: string; first: number; second: number }> {
    const { ConfigurationId: id } = await api.create(overview.Vehicle.ModelId);
    const [first, second] = free as [number, number];
    const added = await api.change(id, 'add-part', { PartId: first });
    expect(added.History).toMatchObject({
      Undo: { Kind: 'partAdded', PartId: first },
      Redo: null,
      UndoCount: 1,
    });
    await api.change(id, 'add-part', { PartId: second });
    return { id, first, second };
  }

  it('takes the last part back and makes it again, answering the configuration and what comes next', async () => {
    const { id, first, second } = await withTwoParts();
    const undone = await step(id, 'undo');
    expect(undone.SelectedPartIds).toEqual([first]);
    expectPrice(undone.TotalPrice, overview, undone.VariationCode, [first]);
    expect(undone.History).toEqual({
      Undo: { Kind: 'partAdded', PartId: first, SetupId: null, VariationCode: null },
      Redo: { Kind: 'partAdded', PartId: second, SetupId: null, VariationCode: null },
      UndoCount: 1,
      RedoCount: 1,
    });
    expect(undone.FullImages.length).toBeGreaterThan(0);
    const loaded = await api.load(id);
    expect(loaded.Configuration.History.RedoCount).toBe(1);
    expect(loaded.Vehicle.AppliedParts.map((part) => part.PartId)).toEqual([first]);

    const redone = await step(id, 'redo');
    expect(redone.SelectedPartIds).toEqual([first, second]);
    expect(redone.History).toMatchObject({ Redo: null, RedoCount: 0, UndoCount: 2 });
    const types = (await streamEvents(t.app, id)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['ChangeUndone', 'ChangeRedone']);
  });

  it('answers 409 naming the reason when there is nothing to undo or redo, and stores nothing', async () => {
    const { ConfigurationId: id } = await api.create(overview.Vehicle.ModelId);
    for (const [which, code] of [
      ['undo', 'NOTHING_TO_UNDO'],
      ['redo', 'NOTHING_TO_REDO'],
    ] as const) {
      const response = await api.post(`/configuration/${id}/${which}`);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ Code: code });
    }
    expect(await api.version(id)).toBe(1);
    const unknown = await api.post(`/configuration/${crypto.randomUUID()}/undo`);
    expect(unknown.statusCode).toBe(404);
    const badId = await api.post('/configuration/not-an-id/undo');
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('id');
  });

  it('a change after an undo clears redo', async () => {
    const { id, first } = await withTwoParts();
    await step(id, 'undo');
    const changed = await api.change(id, 'remove-part', { PartId: first });
    expect(changed.History).toMatchObject({ Redo: null, RedoCount: 0, UndoCount: 2 });
    const response = await api.post(`/configuration/${id}/redo`);
    expect(response.statusCode).toBe(409);
  });

  it('undoes over tRPC as over REST', async () => {
    const { id, first } = await withTwoParts();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.undo',
      headers: XHR,
      payload: { configurationId: id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().result.data as ConfigurationSummary;
    expect(summary.SelectedPartIds).toEqual([first]);
    expect(summary.History.Redo).toMatchObject({ Kind: 'partAdded' });
  });

  it('a configuration forked from the history can undo the steps before the fork', async () => {
    const { id, first } = await withTwoParts();
    await step(id, 'undo');
    const afterVersion = await api.version(id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.fork',
      headers: { ...XHR, ...dealer },
      payload: { configurationId: id, afterVersion },
    });
    expect(response.statusCode, response.body).toBe(200);
    const forkId = response.json().result.data.configurationId as string;
    const fork = await api.load(forkId);
    expect(fork.Configuration.History).toMatchObject({ UndoCount: 1, RedoCount: 1 });
    const undone = await step(forkId, 'undo');
    expect(undone.SelectedPartIds).toEqual([]);
    const redone = await step(forkId, 'redo');
    expect(redone.SelectedPartIds).toEqual([first]);
    // The original is untouched by the fork's steps.
    expect((await api.load(id)).Configuration.SelectedPartIds).toEqual([first]);
  });
});
