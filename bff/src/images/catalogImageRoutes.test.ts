import { type BrandCode, startPerspective } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSnapshot, PartRow } from '../catalog/catalogSnapshot.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { imageSize } from '../testing/imageSize.js';
import { rawGet } from '../testing/rawGet.js';
import { startTestAppWithRenderCache, type TestApp } from '../testing/testApp.js';

// Rendering and printing, not storage, are the subject here: PGlite alone (the render tables run
// on both databases in bff/src/render).
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('catalog pictures on $name', (db) => {
  let t: TestApp;
  let snapshot: CatalogSnapshot;
  let rendered: PartRow;

  beforeAll(async () => {
    t = await startTestAppWithRenderCache(db, 'catalog-images-');
    snapshot = await t.app.services.catalog.current();
    const parts = [...snapshot.parts.values()];
    rendered = parts.find((p) => p.canBeRendered && !p.isColorPart && p.images.other.length >= 2) as PartRow;
    if (!rendered) throw new Error('the seed needs a renderable part with two detail images');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("serves a part's main picture as the catalog names it, rendered once and then from the cache", async () => {
    const url = rendered.images.main;
    expect(url).toBe(`/catalog/parts/${rendered.code}/main.png`);
    const started = performance.now();
    const first = await get(url);
    const elapsed = performance.now() - started;
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{40}"$/);
    expect(imageSize(first.rawPayload)).toEqual({ format: 'png', width: 800, height: 600 });
    const second = await get(url);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    console.info(`part picture 800x600 through the server: ${Math.round(elapsed)} ms`);
  });

  it('serves every detail picture the part lists, each from its own angle, and no more', async () => {
    const main = (await get(rendered.images.main)).rawPayload;
    const details = [];
    for (const url of rendered.images.other) {
      const detail = await get(url);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(imageSize(detail.rawPayload)).toEqual({ format: 'png', width: 800, height: 600 });
      details.push(detail.rawPayload);
    }
    expect(details.some((d) => d.equals(main))).toBe(false);
    expect(details[0]?.equals(details[1] as Buffer)).toBe(false);
    const base = `/catalog/parts/${rendered.code}`;
    for (const file of [
      `detail-${rendered.images.other.length + 1}.png`,
      'detail-0.png',
      'main.webp',
      'other.png',
    ]) {
      expect((await get(`${base}/${file}`)).statusCode, file).toBe(404);
    }
  });

  it('pictures a part that cannot be rendered on the vehicle all the same', async () => {
    const hidden = [...snapshot.parts.values()].find((p) => !p.canBeRendered) as PartRow;
    expect(hidden).toBeTruthy();
    const picture = await get(hidden.images.main);
    expect(picture.statusCode, picture.body).toBe(200);
    expect(imageSize(picture.rawPayload)).toEqual({ format: 'png', width: 800, height: 600 });
    const other = await get(rendered.images.main);
    expect(picture.rawPayload.equals(other.rawPayload)).toBe(false);
  });

  it("serves the hero picture of every brand's first model", async () => {
    for (const brand of ['KTM', 'HQV', 'GG']) {
      const entry = [...snapshot.vehicles.values()].find((e) => e.vehicle.brand === brand);
      const url = entry?.vehicle.hero.imageUrl as string;
      expect(url).toBe(`/catalog/models/${entry?.vehicle.modelId}/hero.png`);
      const hero = await get(url);
      expect(hero.statusCode, `${brand}: ${hero.body}`).toBe(200);
      expect(hero.headers['content-type']).toBe('image/png');
      expect(imageSize(hero.rawPayload)).toEqual({ format: 'png', width: 1280, height: 720 });
    }
  });

  it("stacks a hero from the layers of the 2D viewer's start perspective, rendering nothing more", async () => {
    const client = new ConfigurationClient(t.app);
    for (const brand of ['KTM', 'HQV'] as const) {
      // The second model: the first one's hero, and so its layers, were rendered by the test before.
      const entry = [...snapshot.vehicles.values()].filter((e) => e.vehicle.brand === brand)[1];
      if (!entry) throw new Error(`the seed needs two ${brand} models`);
      const query = `?brand=${brand}`;
      const overview = await client.overview(entry.vehicle.modelId, query);
      const created = await client.create(entry.vehicle.modelId, {
        query,
        variationCode: overview.Variations[0]?.Code as string,
      });
      const start = created.FullImages.find((i) => i.Perspective === startPerspective(brand as BrandCode));
      const layout = await get((start?.Url ?? '').replace('/images/', '/images-fe/'));
      expect(layout.statusCode, layout.body).toBe(200);
      const rendered = t.app.renderQueue.counters().rendered;
      const hero = await get(entry.vehicle.hero.imageUrl);
      expect(hero.statusCode, hero.body).toBe(200);
      expect(hero.headers['x-render-cache']).toBe('miss');
      expect(imageSize(hero.rawPayload)).toEqual({ format: 'png', width: 1280, height: 720 });
      expect(t.app.renderQueue.counters().rendered, brand).toBe(rendered);
      const status = (await get('/api/render/status')).json() as { Queue: { Rendered: number } };
      expect(status.Queue.Rendered).toBe(rendered);
    }
  });

  it('sends the hero as WebP, a fraction of the PNG, to a browser that takes WebP', async () => {
    const entry = [...snapshot.vehicles.values()][0];
    if (!entry) throw new Error('the seed has no model');
    const url = entry.vehicle.hero.imageUrl;
    const png = await get(url, { accept: 'image/png,image/*;q=0.8' });
    const webp = await get(url, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' });
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/Accept/);
    expect(imageSize(webp.rawPayload)).toEqual({ format: 'webp', width: 1280, height: 720 });
    expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length / 3);
    expect(webp.headers.etag).not.toBe(png.headers.etag);
    const again = await get(url, { accept: 'image/webp', 'if-none-match': webp.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("serves a setup's picture: the model with the setup's parts", async () => {
    const entry = [...snapshot.vehicles.values()].find((e) =>
      e.setups.some((s) => s.parts.some((id) => snapshot.parts.get(id)?.canBeRendered)),
    );
    const setup = entry?.setups.find((s) => s.parts.some((id) => snapshot.parts.get(id)?.canBeRendered));
    if (!entry || !setup) throw new Error('the seed needs a setup with a renderable part');
    expect(setup.imageUrl).toBe(
      `/catalog/models/${entry.vehicle.modelId}/setups/${setup.setupId.toLowerCase()}.png`,
    );
    const picture = await get(setup.imageUrl);
    expect(picture.statusCode, picture.body).toBe(200);
    expect(imageSize(picture.rawPayload)).toEqual({ format: 'png', width: 1280, height: 720 });
    const hero = await get(entry.vehicle.hero.imageUrl);
    expect(picture.rawPayload.equals(hero.rawPayload)).toBe(false);
    expect((await get(`/catalog/models/${entry.vehicle.modelId}/setups/no-such-setup.png`)).statusCode).toBe(
      404,
    );
  });

  it('answers unknown parts and models with 404, without rendering', async () => {
    for (const url of [
      '/catalog/parts/NO-SUCH-CODE/main.png',
      '/catalog/models/NO-SUCH-MODEL/hero.png',
      '/catalog/models/NO-SUCH-MODEL/setups/sport.png',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().Message).toMatch(/code|modelId/);
    }
  });

  it.each([
    '/catalog/parts/../../etc/passwd',
    '/catalog/parts/%2e%2e/%2e%2e/etc/main.png',
    '/catalog/models/..%2F..%2Fetc/hero.png',
    '/catalog/models/X\\..\\..\\etc/hero.png',
    '/catalog/models/X/setups/..%2f..%2fpasswd',
    '/videos/../package.json',
    '/videos/xbow/..%2F..%2Fpackage.json',
    '/videos/%2E%2E/xbow_rotate.mp4',
  ])('refuses the traversal %s with 400', async (url) => {
    const { status, body } = await rawGet(t, url);
    expect(status).toBe(400);
    expect(JSON.parse(body).Message).toMatch(/path/);
  });
});
