import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Part, Variation, VehicleOverview } from '../catalog/catalogTypes.js';
import { ConfigurationClient, partsWithoutQuestions } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { ConfigurationComparisonAnswer } from './comparisonSchemas.js';
import type { LoadedConfiguration } from './configurationSchemas.js';

const COMPARE = '/configurations/compare';

// Reading and setting configurations side by side, not storage, is the subject here: PGlite alone.
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('comparing configurations on $name', (db) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let model: VehicleOverview;
  /** Priced parts that a dry run adds without a question. */
  let free: Part[];

  beforeAll(async () => {
    t = await startTestApp(db);
    api = new ConfigurationClient(t.app);
    const [vehicle] = await api.vehicles();
    model = await api.overview(vehicle!.ModelId, '?c=en-GB');
    const probe = await api.create(model.Vehicle.ModelId);
    const plain = new Set(partsWithoutQuestions(await api.dryRuns(probe.ConfigurationId, model.Parts)));
    free = model.Parts.filter((part) => plain.has(part.PartId) && part.Price.Value > 0);
    expect(free.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => t?.close());

  async function configured(parts: readonly Part[], query = '?c=en-GB'): Promise<LoadedConfiguration> {
    const { ConfigurationId: id } = await api.create(model.Vehicle.ModelId, { query });
    for (const part of parts) await api.settle(id, 'add-part', { PartId: part.PartId });
    return api.load(id, '?c=en-GB');
  }

  const compare = (ids: readonly string[], query = '&c=en-GB') =>
    api.get(`${COMPARE}?ids=${ids.map(encodeURIComponent).join(',')}${query}`);

  async function compared(ids: readonly string[]): Promise<ConfigurationComparisonAnswer> {
    const response = await compare(ids);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const names = (parts: readonly { Name: string }[]) => parts.map((part) => part.Name);

  it('sets each configuration against the first: its picture, parts, the parts added and removed and the price difference', async () => {
    const [a, b, c] = free as [Part, Part, Part];
    const reference = await configured([a, b]);
    const other = await configured([b, c]);
    const bare = await configured([]);
    const answer = await compared([reference.ConfigurationId, other.ConfigurationId, bare.ConfigurationId]);

    expect(answer.ReferenceId).toBe(reference.ConfigurationId);
    expect(answer.Configurations.map((entry) => entry.ConfigurationId)).toEqual([
      reference.ConfigurationId,
      other.ConfigurationId,
      bare.ConfigurationId,
    ]);
    const [first, second, third] = answer.Configurations as [
      ConfigurationComparisonAnswer['Configurations'][number],
      ConfigurationComparisonAnswer['Configurations'][number],
      ConfigurationComparisonAnswer['Configurations'][number],
    ];
    for (const [entry, loaded] of [
      [first, reference],
      [second, other],
      [third, bare],
    ] as const) {
      expect(entry.ModelName).toBe(loaded.Vehicle.Name);
      expect(entry.ImageUrl).toBe(loaded.FullImages[0]?.Url);
      expect(entry.FullImages).toEqual(loaded.FullImages);
      expect(entry.TotalPrice).toEqual(loaded.Configuration.TotalPrice);
      expect(names(entry.Parts)).toEqual(names(loaded.Vehicle.AppliedParts));
      expect(entry.Variation.Code).toBe(loaded.Configuration.VariationCode);
    }
    expect(first.Differences).toBeNull();

    expect(names(second.Differences!.Added)).toEqual([c.Name]);
    expect(names(second.Differences!.Removed)).toEqual([a.Name]);
    expect(second.Differences!.Added[0]!.Price).toEqual(c.Price);
    expect(second.Differences!.PriceDifference!.Value).toBeCloseTo(
      other.Configuration.TotalPrice.Value - reference.Configuration.TotalPrice.Value,
      2,
    );
    expect(second.Differences!.PriceDifference!.Value).toBeCloseTo(c.Price.Value - a.Price.Value, 2);
    expect(second.Differences).toMatchObject({ SameModel: true, SameVariation: true, SameSetup: true });

    // Nothing added, both parts removed: cheaper by both of them.
    expect(third.Differences!.Added).toEqual([]);
    expect(names(third.Differences!.Removed)).toEqual([a.Name, b.Name]);
    expect(third.Differences!.PriceDifference!.Value).toBeCloseTo(-(a.Price.Value + b.Price.Value), 2);
  });

  it('names a different colour variation as a difference', async () => {
    const [first, second] = model.Variations as [Variation, Variation];
    expect(second, 'the seeded model has two colour variations').toBeDefined();
    const one = await api.create(model.Vehicle.ModelId, { variationCode: first.Code, query: '?c=en-GB' });
    const two = await api.create(model.Vehicle.ModelId, { variationCode: second.Code, query: '?c=en-GB' });
    const answer = await compared([one.ConfigurationId, two.ConfigurationId]);
    expect(answer.Configurations.map((entry) => entry.Variation.ColorName)).toEqual([
      first.ColorName,
      second.ColorName,
    ]);
    expect(answer.Configurations[1]!.Differences).toMatchObject({ SameModel: true, SameVariation: false });
    expect(answer.Configurations[1]!.Differences!.PriceDifference!.Value).toBeCloseTo(
      second.Price.Value - first.Price.Value,
      2,
    );
  });

  it('takes share codes in place of ids, so a compare of shared configurations opens for anybody', async () => {
    const [a, b] = free as [Part, Part];
    const one = await configured([a]);
    const two = await configured([b]);
    const shared = await api.get(`/configuration/${two.ConfigurationId}/share`);
    expect(shared.statusCode, shared.body).toBe(200);
    const code = new URL(shared.json().Url).pathname.split('/').at(-1)!;
    const answer = await compared([one.ConfigurationId, code]);
    expect(answer.Configurations[1]).toMatchObject({
      ConfigurationId: two.ConfigurationId,
      RequestedId: code,
    });
    expect(names(answer.Configurations[1]!.Differences!.Added)).toEqual([b.Name]);
    expect(names(answer.Configurations[1]!.Differences!.Removed)).toEqual([a.Name]);

    // The same configuration by its code and by its id is one configuration named twice.
    const twice = await compare([code, two.ConfigurationId]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ Field: 'ids' });
    expect(twice.json().Message).toContain(two.ConfigurationId);
  });

  it('answers the same through tRPC', async () => {
    const [a, b] = free as [Part, Part];
    const ids = [(await configured([a])).ConfigurationId, (await configured([a, b])).ConfigurationId];
    const input = encodeURIComponent(JSON.stringify({ ids, c: 'en-GB' }));
    const viaTrpc = await t.app.inject({ url: `/api/trpc/comparison.get?input=${input}` });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json().result.data).toEqual(await compared(ids));
    expect(names(viaTrpc.json().result.data.Configurations[1].Differences.Added)).toEqual([b.Name]);

    const refused = await t.app.inject({
      url: `/api/trpc/comparison.get?input=${encodeURIComponent(JSON.stringify({ ids: [ids[0]] }))}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.data.details).toMatchObject({ Field: 'ids' });
    expect(refused.json().error.message).toMatch(/^ids: /);
  });

  it('refuses bad input with a 400, 404 or 410 naming ids', async () => {
    const [a] = free as [Part];
    const one = (await configured([a])).ConfigurationId;
    const two = (await configured([])).ConfigurationId;
    const three = (await configured([])).ConfigurationId;
    const four = (await configured([])).ConfigurationId;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [readonly string[], number, RegExp][] = [
      [[one], 400, /2 or 3 configurations, not 1/],
      [[], 400, /not 0/],
      [[one, two, three, four], 400, /not 4/],
      [[one, one], 400, /named twice/],
      [[one, 'not a/valid id'], 400, /neither a configuration id nor a share code/],
      [[one, unknown], 404, new RegExp(`no configuration ${unknown}`)],
      [[one, 'NoSuchCode9'], 404, /no share link NoSuchCode9/],
    ];
    for (const [ids, status, message] of cases) {
      const response = await compare(ids);
      expect(response.statusCode, `${ids.join(',')}: ${response.body}`).toBe(status);
      expect(response.json().Field).toBe('ids');
      expect(response.json().Message).toMatch(/^ids: /);
      expect(response.json().Message).toMatch(message);
    }
    const missing = await api.get(COMPARE);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toContain('ids');

    const deleted = (await configured([])).ConfigurationId;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/posconfigurator/configuration/${deleted}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await compare([one, deleted]);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ Field: 'ids', Code: 'CONFIGURATION_DELETED' });
  });

  it('refuses configurations priced in different currencies', async () => {
    const euro = (await configured([], '?c=de-AT')).ConfigurationId;
    const franc = (await configured([], '?c=de-CH')).ConfigurationId;
    const response = await compare([euro, franc]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ Field: 'ids' });
    expect(response.json().Message).toMatch(/different currencies \((EUR, CHF|CHF, EUR)\)/);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/posconfigurator/openapi.json' })).json();
    const operation = document.paths['/api/posconfigurator/configurations/compare']?.get;
    expect(operation?.parameters.map((p: { name: string }) => p.name)).toContain('ids');
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '410']),
    );
  });
});
