import { familyOfSegment, layerGroups } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSnapshot, PartRow, VehicleEntry } from '../catalog/catalogSnapshot.js';
import type { ConfigurationSummary } from '../configurations/configurationSchemas.js';
import { API, ConfigurationClient } from '../testing/configurationClient.js';
import { imageSize } from '../testing/imageSize.js';
import { startTestAppWithRenderCache, type TestApp } from '../testing/testApp.js';

interface Layout {
  Perspective: number;
  Width: number;
  Height: number;
  Layers: { Name: string; ZIndex: number; Url: string }[];
}

const layoutUrl = (fullImage: string) => fullImage.replace('/images/', '/images-fe/');
const renderable = (part: PartRow | undefined): part is PartRow =>
  !!part && part.canBeRendered && !part.isColorPart;

const familyOf = (entry: VehicleEntry) => familyOfSegment(entry.vehicle.segment, entry.vehicle.engineType);

/** The layer names the layout gives applied parts: one per layerGroups group, ids ascending. */
function expectedPartLayers(parts: readonly PartRow[], entry: VehicleEntry): string[] {
  return layerGroups(
    parts.map((p) => ({ ...p, name: p.name.en })),
    familyOf(entry),
  ).map((group) => `parts-${group.map((p) => p.partId).join('-')}`);
}

// Rendering and printing, not storage, are the subject here: PGlite alone (the render tables run
// on both databases in bff/src/render).
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('picture layers on $name', (db) => {
  let t: TestApp;
  let client: ConfigurationClient;
  let snapshot: CatalogSnapshot;

  beforeAll(async () => {
    t = await startTestAppWithRenderCache(db, 'layer-layout-');
    client = new ConfigurationClient(t.app);
    snapshot = await t.app.services.catalog.current();
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ url });

  const renderableParts = (entry: VehicleEntry) =>
    [...new Set(entry.partIds)].map((id) => snapshot.parts.get(id)).filter(renderable);

  /** Adds each part whose dry run asks no question, in order; answers the configuration after the last. */
  async function applyWithoutQuestions(
    created: ConfigurationSummary,
    partIds: readonly number[],
  ): Promise<{ applied: number[]; fullImages: ConfigurationSummary['FullImages'] }> {
    const applied: number[] = [];
    let fullImages = created.FullImages;
    for (const partId of partIds) {
      const dry = await client.change(created.ConfigurationId, 'add-part', { PartId: partId, DryRun: true });
      if (dry.RulesResult !== null) continue;
      const answer = await client.change(created.ConfigurationId, 'add-part', { PartId: partId });
      applied.push(partId);
      fullImages = answer.FullImages;
    }
    return { applied, fullImages };
  }

  /** Two parts of one layer group and one part of another, all applied without a question. */
  async function pairAndSingle() {
    for (const entry of snapshot.vehicles.values()) {
      if (entry.vehicle.brand !== 'KTM') continue;
      const groups = layerGroups(
        renderableParts(entry).map((p) => ({ ...p, name: p.name.en })),
        familyOf(entry),
      );
      const shared = groups.find((g) => g.length >= 2);
      const other = groups.find((g) => g !== shared);
      if (!shared || !other) continue;
      const created = await client.create(entry.vehicle.modelId);
      const pair = await applyWithoutQuestions(
        created,
        shared.map((p) => p.partId),
      );
      if (pair.applied.length < 2) continue;
      // Back to two of the group: the first two that went on together.
      const kept = pair.applied.slice(0, 2);
      for (const extra of pair.applied.slice(2)) {
        await client.change(created.ConfigurationId, 'remove-part', { PartId: extra });
      }
      const single = await applyWithoutQuestions(
        created,
        other.map((p) => p.partId),
      );
      if (single.applied.length === 0) continue;
      for (const extra of single.applied.slice(1)) {
        await client.change(created.ConfigurationId, 'remove-part', { PartId: extra });
      }
      const loaded = await client.load(created.ConfigurationId);
      return { entry, pair: kept, single: single.applied[0] as number, loaded };
    }
    throw new Error('the seed needs a KTM model with two parts of one layer group that go on together');
  }

  it('gives parts of one kind one layer, after the background and the base', async () => {
    const { entry, pair, single, loaded } = await pairAndSingle();
    const applied = new Set(loaded.Configuration.SelectedPartIds);
    expect([...pair, single].every((id) => applied.has(id))).toBe(true);
    const partRows = [...applied].map((id) => snapshot.parts.get(id)).filter(renderable);
    const expected = expectedPartLayers(partRows, entry);
    expect(expected).toContain(`parts-${[...pair].sort((a, b) => a - b).join('-')}`);
    expect(expected).toContain(`parts-${single}`);

    const answer = await get(layoutUrl(loaded.FullImages[0]?.Url as string));
    expect(answer.statusCode, answer.body).toBe(200);
    const layout = answer.json() as Layout;
    expect(layout).toMatchObject({ Perspective: 0, Width: 1280, Height: 720 });
    const names = layout.Layers.map((l) => l.Name);
    expect(names.slice(0, 2)).toEqual(['background', 'base']);
    // Part layers are stacked by depth: their order is the scene's, their set the groups'.
    expect(names.slice(2).sort()).toEqual([...expected].sort());
    expect(layout.Layers.map((l) => l.ZIndex)).toEqual(layout.Layers.map((_, i) => i));
    for (const layer of layout.Layers) {
      const image = await get(layer.Url);
      expect(image.statusCode, `${layer.Name}: ${image.body}`).toBe(200);
      expect(imageSize(image.rawPayload), layer.Name).toEqual({ format: 'webp', width: 1280, height: 720 });
    }
  });

  it('renders the studio once for every colour of a model: another variation renders only its vehicle', async () => {
    const entry = [...snapshot.vehicles.values()].find(
      (e) => e.vehicle.brand === 'KTM' && new Set(e.variations.map((v) => v.colorCode)).size >= 2,
    );
    if (!entry) throw new Error('the seed needs a KTM model in two colours');
    const [first, second] = entry.variations.filter(
      (v, i, all) => all.findIndex((o) => o.colorCode === v.colorCode) === i,
    );
    const layoutOf = async (variationCode: string) => {
      const created = await client.create(entry.vehicle.modelId, { variationCode });
      const answer = await get(layoutUrl(created.FullImages[0]?.Url ?? ''));
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as Layout).Layers;
    };
    const etagOf = async (url: string) => (await get(url)).headers.etag;
    const before = await layoutOf(first?.code as string);
    const rendered = t.app.renderQueue.counters().rendered;
    const after = await layoutOf(second?.code as string);
    expect(t.app.renderQueue.counters().rendered - rendered).toBe(1);
    expect(after.map((l) => l.Name)).toEqual(['background', 'base']);
    expect(after[0]?.Url).not.toBe(before[0]?.Url);
    expect(await etagOf(after[0]?.Url ?? '')).toBe(await etagOf(before[0]?.Url ?? ''));
    expect(await etagOf(after[1]?.Url ?? '')).not.toBe(await etagOf(before[1]?.Url ?? ''));
  });

  it('keeps FullImages short for a configuration of the largest model with every part the rules allow', async () => {
    const largest = [...snapshot.vehicles.values()].sort(
      (a, b) => renderableParts(b).length - renderableParts(a).length,
    )[0] as VehicleEntry;
    const overview = await client.overview(largest.vehicle.modelId, `?brand=${largest.vehicle.brand}`);
    const created = await client.create(largest.vehicle.modelId, {
      query: `?brand=${largest.vehicle.brand}`,
    });
    const { applied, fullImages } = await applyWithoutQuestions(
      created,
      overview.Parts.filter((p) => p.CanBeRendered && !p.IsColorPart).map((p) => p.PartId),
    );
    expect(applied.length).toBeGreaterThanOrEqual(20);
    for (const image of fullImages) expect(image.Url.length, image.Url).toBeLessThan(120);

    const appliedRows = applied.map((id) => snapshot.parts.get(id)).filter(renderable);
    const answer = await get(layoutUrl(fullImages[0]?.Url as string));
    expect(answer.statusCode, answer.body).toBe(200);
    const layout = answer.json() as Layout;
    const expected = expectedPartLayers(appliedRows, largest);
    expect(expected.length).toBeLessThan(applied.length);
    expect(layout.Layers.map((l) => l.Name).slice(0, 2)).toEqual(['background', 'base']);
    expect(
      layout.Layers.slice(2)
        .map((l) => l.Name)
        .sort(),
    ).toEqual([...expected].sort());
    for (const layer of layout.Layers) expect(layer.Url.length, layer.Url).toBeLessThan(160);
  });

  describe('the blob-image endpoint', () => {
    let layers: Layout['Layers'];
    let allParts: string;

    beforeAll(async () => {
      const { loaded } = await pairAndSingle();
      allParts = (loaded.FullImages[0]?.Url ?? '').split('/')[4] as string;
      layers = ((await get(layoutUrl(loaded.FullImages[0]?.Url as string))).json() as Layout).Layers;
    });

    const withParts = (url: string, parts: string) => {
      const segments = url.split('/');
      // {API}/blob-image/{company}/{model}/{variation}/{parts}/{colours}/{layer}/{file}
      segments[segments.length - 4] = parts;
      return segments.join('/');
    };
    const layerNamed = (prefix: string) => layers.find((l) => l.Name.startsWith(prefix))?.Url as string;

    it('refuses a parts layer whose parts are more than one group, naming parts', async () => {
      const answer = await get(withParts(layerNamed('parts-'), allParts));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().Message).toMatch(/^parts: a parts layer shows one group/);
    });

    it('refuses a parts layer without parts', async () => {
      const answer = await get(withParts(layerNamed('parts-'), 'none'));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().Message).toMatch(/^parts:/);
    });

    it.each(['background', 'base'])('refuses the %s layer with parts, naming parts', async (name) => {
      const answer = await get(withParts(layerNamed(name), allParts));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().Message).toMatch(/^parts: the \w+ layer shows no parts/);
    });

    it('refuses a parts segment of another catalog, naming parts', async () => {
      const url = layerNamed('parts-');
      const segment = url.split('/').at(-4) as string;
      const tag = segment.slice(0, 8);
      const otherTag = tag === '00000000' ? 'ffffffff' : '00000000';
      const answer = await get(withParts(url, `${otherTag}${segment.slice(8)}`));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().Message).toMatch(/^parts: made for another catalog/);
    });

    it('serves the layers the layout names', async () => {
      for (const layer of layers) expect((await get(layer.Url)).statusCode, layer.Url).toBe(200);
      expect(layers[0]?.Url.startsWith(`${API}/blob-image/KTM/`)).toBe(true);
    });
  });
});
