import { events } from '@configurator/migrations/db/schema/eventStore';
import { configurationReadModel } from '@configurator/migrations/db/schema/projections';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import {
  ConfigurationClient,
  expectPrice,
  partsWithoutQuestions,
  streamEvents,
  UUID,
} from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity } from '../testing/testIdentity.js';

describe.each(testDatabases())('configuration lifecycle on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let modelId: string;
  let overview: VehicleOverview;
  /** Parts a fresh configuration takes without a question, and one that needs fixed parts. */
  let free: number[];
  let needsParts: { partId: number; required: number[] };
  /** A dealer's bearer header: save details are shown to the dealer who saved them only. */
  let dealer: Record<string, string>;

  beforeAll(async () => {
    const identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    dealer = { authorization: `Bearer ${await identity.token({ sub: 'dealer-1', dealer_no: 'D-1' })}` };
    api = new ConfigurationClient(t.app);
    const vehicles = await api.vehicles();
    const overviews = await Promise.all(vehicles.map((v) => api.overview(v.ModelId)));
    const chosen = overviews.find((o) => o.Variations.length > 1 && o.Vehicle.RenderingEngine === 'Engine2D');
    if (!chosen) throw new Error('the seeded catalog has no 2D model with several variations');
    overview = chosen;
    modelId = chosen.Vehicle.ModelId;
    const probe = await api.create(modelId);
    const answers = await api.dryRuns(probe.ConfigurationId, overview.Parts);
    free = partsWithoutQuestions(answers);
    const [partId, answer] =
      [...answers].find(([, a]) => a.RulesResult?.RuleType === 1 && !a.RulesResult.ChoosePart) ?? [];
    if (!partId || !answer?.RulesResult) throw new Error('no part of the model needs fixed parts');
    needsParts = { partId, required: answer.RulesResult.Parts };
    free = free.filter((id) => !needsParts.required.includes(id));
    expect(free.length).toBeGreaterThan(2);
  });
  afterAll(() => t?.close());

  async function eventCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(events);
    return row?.n ?? 0;
  }

  it('creates a configuration of the first variation and records the anonymous creator', async () => {
    const anonymousId = 'visitor_0123456789';
    const created = await api.create(modelId, { anonymousId });
    const first = overview.Variations[0]!;
    expect(created.ConfigurationId).toMatch(UUID);
    expect(created).toMatchObject({
      ModelId: modelId,
      VariationCode: first.Code,
      SelectedPartIds: [],
      ClonedConfigurationId: null,
      Is3DModel: overview.Vehicle.RenderingEngine === 'Engine3D',
      IsDirty: false,
      StreamVersion: 1,
    });
    expect(created.TotalPrice).toEqual(first.Price);
    expect(created.FullImages.length).toBeGreaterThan(0);
    for (const image of created.FullImages) expect(image.Url).toContain(modelId);

    const stored = await streamEvents(t.app, created.ConfigurationId);
    expect(stored.map((e) => e.type)).toEqual(['ConfigurationCreated']);
    expect(stored[0]?.data).toMatchObject({ anonymousId, modelId, variationCode: first.Code });
    expect(stored[0]?.metadata).toMatchObject({ actor: { anonymousId } });
    const [row] = await t.database.db
      .select()
      .from(configurationReadModel)
      .where(eq(configurationReadModel.configurationId, created.ConfigurationId));
    expect(row?.creatorAnonymousId).toBe(anonymousId);

    const nobody = await api.create(modelId);
    const [nobodyRow] = await t.database.db
      .select()
      .from(configurationReadModel)
      .where(eq(configurationReadModel.configurationId, nobody.ConfigurationId));
    expect(nobodyRow?.creatorAnonymousId).toBeNull();
    expect(nobody.ConfigurationId).not.toBe(created.ConfigurationId);
  });

  it('creates a configuration of a chosen variation at its price', async () => {
    const last = overview.Variations.at(-1)!;
    const created = await api.create(modelId, { variationCode: last.Code });
    expect(created.VariationCode).toBe(last.Code);
    expect(created.TotalPrice).toEqual(last.Price);
  });

  it('refuses bad create requests naming the field, and writes nothing', async () => {
    const before = await eventCount();
    const cases: [
      body: unknown,
      query: string,
      headers: Record<string, string>,
      status: number,
      field: RegExp,
    ][] = [
      [{ ModelId: 'NO-SUCH-MODEL' }, '', {}, 404, /ModelId/],
      [{ ModelId: modelId, VariationCode: 'NO-SUCH-VARIATION' }, '', {}, 400, /VariationCode/],
      [{}, '', {}, 400, /ModelId/],
      [{ ModelId: 42 }, '', {}, 400, /ModelId/],
      [{ ModelId: modelId, VariationCode: 7 }, '', {}, 400, /VariationCode/],
      [{ ModelId: modelId }, `?cid=${crypto.randomUUID()}`, {}, 400, /\bcid\b/],
      [{ ModelId: modelId }, '?cid=acme', {}, 400, /\bcid\b/],
      [{ ModelId: modelId }, '?m=ZZ', {}, 400, /\bm\b/],
      [{ ModelId: modelId }, '?c=french', {}, 400, /\bc\b/],
      [{ ModelId: modelId }, '', { 'x-anonymous-id': 'short' }, 400, /x-anonymous-id/],
      [{ ModelId: modelId }, '', { 'x-anonymous-id': 'has spaces in it' }, 400, /x-anonymous-id/],
    ];
    for (const [body, query, headers, status, field] of cases) {
      const response = await api.post(`/configuration/create${query}`, body, headers);
      expect(response.statusCode, `${JSON.stringify(body)} ${query}`).toBe(status);
      expect(response.json().Message).toMatch(field);
    }
    expect(await eventCount()).toBe(before);
  });

  it('refuses state-changing calls without X-Requested-With (403) and changes nothing', async () => {
    const created = await api.create(modelId);
    const before = await eventCount();
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/posconfigurator/configuration/create',
        payload: { ModelId: modelId },
      },
      {
        method: 'POST' as const,
        url: `/api/posconfigurator/configuration/${created.ConfigurationId}/add-part`,
        payload: { PartId: free[0] },
      },
      { method: 'DELETE' as const, url: `/api/posconfigurator/configuration/${created.ConfigurationId}` },
    ];
    for (const call of calls) {
      for (const headers of [{}, { 'x-requested-with': 'fetch' }]) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, call.url).toBe(403);
        expect(response.json().Message).toMatch(/X-Requested-With/);
      }
    }
    expect(await eventCount()).toBe(before);
    expect((await api.load(created.ConfigurationId)).Configuration.SelectedPartIds).toEqual([]);
  });

  it('loads the vehicle, the applied parts in applied order, the price and the catalog data', async () => {
    const created = await api.create(modelId, { variationCode: overview.Variations[1]!.Code });
    const id = created.ConfigurationId;
    // The applied order: each answer's added parts go to the end, replaced parts leave.
    let added: number[] = [];
    let last: Awaited<ReturnType<ConfigurationClient['settle']>> | undefined;
    for (const partId of [free[1]!, needsParts.partId, free[0]!]) {
      last = await api.settle(id, 'add-part', { PartId: partId });
      const { AddedPartIds, RemovedPartIds } = last.answer;
      expect(AddedPartIds[0]).toBe(partId);
      added = [...added.filter((p) => !RemovedPartIds.includes(p)), ...AddedPartIds];
    }
    if (!last) throw new Error('nothing was added');
    expect(added).toEqual(expect.arrayContaining([needsParts.partId, ...needsParts.required]));

    const loaded = await api.load(id);
    const variation = overview.Variations[1]!.Code;
    expect(loaded.ConfigurationId).toBe(id);
    expect(loaded.Vehicle.ModelId).toBe(modelId);
    expect(loaded.Vehicle.Name).toBe(overview.Vehicle.Name);
    expect(loaded.Vehicle.AvailableParts).toEqual(overview.Parts);
    expect(loaded.Vehicle.Variations).toEqual(overview.Variations);
    expect(loaded.Configuration.SelectedPartIds).toEqual(added);
    expect(loaded.Configuration.SelectedPartIds).toEqual(last.answer.PartIds);
    expect(new Set(loaded.Configuration.SelectedPartIds).size).toBe(added.length);
    expect(loaded.Vehicle.AppliedParts).toEqual(
      added.map((partId) => overview.Parts.find((p) => p.PartId === partId)),
    );
    expect(loaded.Configuration.VariationCode).toBe(variation);
    expectPrice(loaded.Configuration.TotalPrice, overview, variation, added);
    expect(loaded.Configuration.TotalPrice).toEqual(last.answer.Price);
    expect(loaded.Configuration.Is3DModel).toBe(false);
    expect(loaded.Configuration.IsDirty).toBe(true);
    expect(loaded.Configuration.StreamVersion).toBe(4);
    expect(loaded.Configuration.VehicleSettings).toEqual(created.VehicleSettings);
    expect(loaded.FullImages).toEqual(last.answer.FullImages);
    expect(loaded.Vehicle.FullImages).toEqual(last.answer.FullImages);
    expect(loaded.SaveDetails).toBeNull();
    expect(loaded.TestRideData).toEqual(overview.TestRideData);
    expect(loaded.HeroImageUrl).toBe(overview.Vehicle.Hero.ImageUrl);
    expect(loaded.Vehicle.HeroImageUrl).toBe(overview.Vehicle.Hero.ImageUrl);
  });

  it('localises texts by c while the price stays in the currency of the market it was created in', async () => {
    const markets = await api.get('/market?c=en-GB');
    const uk = markets.json().MarketsData.find((m: { MarketCode: string }) => m.MarketCode === 'UK');
    const home = overview.Variations[0]!.Price.Currency;
    expect(uk.Currency).not.toBe(home);
    const english = await api.overview(modelId, '?c=en-GB&m=UK');
    const created = await api.create(modelId, { query: '?c=en-GB&m=UK' });
    expect(created.TotalPrice).toEqual(english.Variations[0]!.Price);
    expect(created.TotalPrice.Currency).toBe(uk.Currency);
    await api.settle(created.ConfigurationId, 'add-part', { PartId: free[0]! });

    const french = await api.overview(modelId, '?c=fr-FR&m=UK');
    const loaded = await api.load(created.ConfigurationId, '?c=fr-FR');
    expect(loaded.Vehicle.AvailableParts.map((p) => p.Name)).toEqual(french.Parts.map((p) => p.Name));
    const renamed = french.Parts.filter((p, i) => p.Name !== english.Parts[i]!.Name);
    expect(renamed.length).toBeGreaterThan(0);
    expect(loaded.Configuration.TotalPrice.Currency).toBe(uk.Currency);
    expectPrice(loaded.Configuration.TotalPrice, english, english.Variations[0]!.Code, [free[0]!]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = crypto.randomUUID();
    for (const response of [
      await api.get(`/configuration/${unknown}`),
      await api.post(`/configuration/${unknown}/add-part`, { PartId: free[0] }),
      await api.get(`/configuration/${unknown}/share`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toContain(unknown);
    }
    const malformed = await api.get('/configuration/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toMatch(/\bid\b/);
  });

  it('answers 410 for a deleted configuration, on reading and on changing it', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posconfigurator/configuration/${id}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ConfigurationId: id });
    const version = (await streamEvents(t.app, id)).length;
    for (const response of [
      await api.get(`/configuration/${id}`),
      await api.post(`/configuration/${id}/add-part`, { PartId: free[0] }),
      await api.get(`/configuration/${id}/share`),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/posconfigurator/configuration/${id}`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      }),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().Message).toContain(id);
    }
    expect((await streamEvents(t.app, id)).length).toBe(version);
  });

  it('dismissing unsaved changes goes back to the last saved parts, or to the parts at creation', async () => {
    const created = await api.create(modelId);
    const id = created.ConfigurationId;
    await api.settle(id, 'add-part', { PartId: free[0]! });
    let dismissed = await api.post(`/configuration/${id}/dismiss-unsaved-changes`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ ConfigurationId: id });
    let loaded = await api.load(id);
    expect(loaded.Configuration.SelectedPartIds).toEqual([]);
    expect(loaded.Configuration.TotalPrice).toEqual(created.TotalPrice);

    const kept = await api.settle(id, 'add-part', { PartId: free[1]! });
    const saved = await api.post(
      `/configuration/${id}/save-configuration`,
      { Firstname: 'Ada', Lastname: 'Lovelace' },
      dealer,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await api.settle(id, 'add-part', { PartId: needsParts.partId });
    await api.settle(id, 'remove-part', { PartId: free[1]! });
    expect((await api.load(id)).Configuration.IsDirty).toBe(true);

    dismissed = await api.post(`/configuration/${id}/dismiss-unsaved-changes`);
    expect(dismissed.statusCode).toBe(200);
    loaded = await api.load(id);
    expect(loaded.Configuration.SelectedPartIds).toEqual(kept.answer.PartIds);
    expect(loaded.Configuration.TotalPrice).toEqual(kept.answer.Price);
    expect(loaded.Configuration.FullImages).toEqual(kept.answer.FullImages);
    expect(loaded.Configuration.IsDirty).toBe(false);
    expect(loaded.SaveDetails).toBeNull();
    expect((await api.load(id, '', dealer)).SaveDetails).toMatchObject({
      Firstname: 'Ada',
      Lastname: 'Lovelace',
    });
  });

  it('shares a stable short link that opens the configuration', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const first = await api.get(`/configuration/${id}/share`);
    const second = await api.get(`/configuration/${id}/share`);
    expect(first.statusCode).toBe(200);
    expect(first.json().ConfigurationId).toBe(id);
    expect(second.json().Url).toBe(first.json().Url);
    const shares = (await streamEvents(t.app, id)).filter((e) => e.type === 'ConfigurationShared');
    expect(shares).toHaveLength(1);

    const path = new URL(first.json().Url).pathname;
    expect(path).toMatch(/^\/s\/[A-Za-z0-9]+$/);
    const opened = await t.app.inject({ url: path });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/main?configurationId=${id}&culture=de-AT`);

    const english = await api.create(modelId, { query: '?c=en-GB&m=UK' });
    const englishUrl = (await api.get(`/configuration/${english.ConfigurationId}/share`)).json().Url;
    const openedEnglish = await t.app.inject({ url: new URL(englishUrl).pathname });
    expect(openedEnglish.headers.location).toBe(
      `/main?configurationId=${english.ConfigurationId}&culture=en-GB`,
    );

    const other = await api.create(modelId);
    const otherUrl = (await api.get(`/configuration/${other.ConfigurationId}/share`)).json().Url;
    expect(otherUrl).not.toBe(first.json().Url);

    const unknown = await t.app.inject({ url: '/s/NoSuchCode42' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/page-not-found');
  });

  it("opens a share link of another brand's model in that brand, and a deleted one without state", async () => {
    const [husqvarna] = await api.vehicles('?brand=HQV');
    if (!husqvarna) throw new Error('the seeded catalog has no Husqvarna model');
    const created = await api.create(husqvarna.ModelId, { query: '?brand=HQV&c=fr-FR&m=FR' });
    const url = (await api.get(`/configuration/${created.ConfigurationId}/share`)).json().Url;
    const opened = await t.app.inject({ url: new URL(url).pathname });
    expect(opened.headers.location).toBe(
      `/main?configurationId=${created.ConfigurationId}&culture=fr-FR&brand=HQV`,
    );

    const { ConfigurationId: id } = await api.create(modelId);
    const shareUrl = (await api.get(`/configuration/${id}/share`)).json().Url;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posconfigurator/configuration/${id}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(deleted.statusCode).toBe(200);
    const openedDeleted = await t.app.inject({ url: new URL(shareUrl).pathname });
    expect(openedDeleted.statusCode).toBe(302);
    expect(openedDeleted.headers.location).toBe(`/main?configurationId=${id}`);
  });
});
