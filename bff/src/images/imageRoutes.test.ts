import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ConfigurationClient, partsWithoutQuestions } from '../testing/configurationClient.js';
import { imageSize } from '../testing/imageSize.js';
import { rawGet } from '../testing/rawGet.js';
import { startTestAppWithRenderCache, type TestApp } from '../testing/testApp.js';

interface Layout {
  Perspective: number;
  Width: number;
  Height: number;
  Layers: { Name: string; ZIndex: number; Url: string }[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Rendering and printing, not storage, are the subject here: PGlite alone (the render tables run
// on both databases in bff/src/render).
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('image pipeline on $name', (db) => {
  let t: TestApp;
  let client: ConfigurationClient;
  let modelId: string;

  beforeAll(async () => {
    // The real pipeline: a render node started beside the app on the first render.
    t = await startTestAppWithRenderCache(db, 'image-cache-');
    client = new ConfigurationClient(t.app);
    modelId = (await client.vehicles()).find((v) => v.Name.includes('DUKE'))?.ModelId as string;
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const rendered = () => t.app.renderQueue.counters().rendered;

  it('stacks the whole picture of a configuration once and serves it from the cache then', async () => {
    const created = await client.create(modelId);
    expect(created.FullImages.map((i) => i.Perspective)).toEqual([0, 1, 2]);
    const url = created.FullImages[0]?.Url as string;
    expect(url).toMatch(/^\/images\/.+\/none\/std\/0\.webp$/);
    const before = rendered();
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(imageSize(first.rawPayload)).toEqual({ format: 'webp', width: 1280, height: 720 });
    // The stock look: the studio and the vehicle.
    expect(rendered() - before).toBe(2);
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(rendered() - before).toBe(2);
  });

  it('answers a PNG whole picture for a .png path', async () => {
    const created = await client.create(modelId);
    const url = (created.FullImages[2]?.Url ?? '').replace(/\.webp$/, '.png');
    const picture = await get(url);
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(imageSize(picture.rawPayload)).toEqual({ format: 'png', width: 1280, height: 720 });
  });

  it('describes the layers at images-fe and serves each through the blob-image endpoint', async () => {
    const created = await client.create(modelId);
    const url = created.FullImages[1]?.Url as string;
    const layout = await get(url.replace('/images/', '/images-fe/'));
    expect(layout.statusCode, layout.body).toBe(200);
    expect(layout.headers['cache-control']).toBe(IMMUTABLE);
    const body = layout.json() as Layout;
    expect(body).toMatchObject({ Perspective: 1, Width: 1280, Height: 720 });
    expect(body.Layers.map((l) => [l.Name, l.ZIndex])).toEqual([
      ['background', 0],
      ['base', 1],
    ]);
    for (const layer of body.Layers) {
      expect(layer.Url).toBe(
        `${API}/blob-image/KTM/${modelId}/${url.split('/')[3]}/none/std/${layer.Name}/1.webp`,
      );
      const image = await get(layer.Url);
      expect(image.statusCode, image.body).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe(IMMUTABLE);
      // The layout waited for its layers: each is rendered when the layout answers.
      expect(image.headers['x-render-cache']).toBe('hit');
      expect(imageSize(image.rawPayload)).toEqual({ format: 'webp', width: 1280, height: 720 });
      const again = await get(layer.Url, { 'if-none-match': image.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    const background = await get(body.Layers[0]?.Url as string);
    const base = await get(body.Layers[1]?.Url as string);
    expect(background.rawPayload.equals(base.rawPayload)).toBe(false);
  });

  it('changes the pictures for a renderable part and keeps them for a part that is not rendered', async () => {
    const created = await client.create(modelId);
    const overview = await client.overview(modelId);
    const free = new Set(
      partsWithoutQuestions(await client.dryRuns(created.ConfigurationId, overview.Parts)),
    );
    const shown = overview.Parts.find((p) => free.has(p.PartId) && p.CanBeRendered && !p.IsColorPart);
    const hidden = overview.Parts.find((p) => free.has(p.PartId) && !p.CanBeRendered && !p.IsColorPart);
    if (!shown || !hidden) throw new Error('the model needs a rendered and a hidden part without rules');
    const before = created.FullImages[0]?.Url as string;
    const withHidden = await client.change(created.ConfigurationId, 'add-part', { PartId: hidden.PartId });
    expect(withHidden.FullImages[0]?.Url).toBe(before);
    const withShown = await client.change(created.ConfigurationId, 'add-part', { PartId: shown.PartId });
    const after = withShown.FullImages[0]?.Url as string;
    expect(after).not.toBe(before);
    expect(after.split('/')[4]).not.toBe('none');
    const [a, b] = await Promise.all([get(before), get(after)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(imageSize(b.rawPayload)).toEqual({ format: 'webp', width: 1280, height: 720 });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    const layout = (await get(after.replace('/images/', '/images-fe/'))).json() as Layout;
    expect(layout.Layers.map((l) => l.Name)).toEqual(['background', 'base', `parts-${shown.PartId}`]);
  });

  it.each([
    '/images/../../etc/passwd',
    '/images/%2e%2e/%2e%2e/etc/passwd',
    '/images/KTM-390-DUKE-2024/..%2F..%2Fetc/none/std/0.webp',
    '/images/KTM-390-DUKE-2024\\..\\..\\etc/none/std/0.webp',
    '/images-fe/../package.json',
    '/images-fe/KTM-390-DUKE-2024/%2e%2e/none/std/0.webp',
    `${API}/blob-image/KTM/KTM-390-DUKE-2024/../../../etc/passwd`,
    `${API}/blob-image/KTM/KTM-390-DUKE-2024/%2E%2E/x/none/std/full/0.webp`,
  ])('refuses the traversal %s with 400', async (url) => {
    // A real socket: HTTP clients can send paths as they are, without resolving dot segments.
    const { status, body } = await rawGet(t, url);
    expect(status).toBe(400);
    expect(JSON.parse(body).Message).toMatch(/path|imagePath/);
  });

  it('answers unknown models, variations, parts and perspectives naming the field, without rendering', async () => {
    const created = await client.create(modelId);
    const variation = (created.FullImages[0]?.Url ?? '').split('/')[3];
    expect(variation).toBeTruthy();
    const tag = (await t.app.services.catalog.current()).sha256.slice(0, 8);
    const before = rendered();
    const answers: [string, number, RegExp][] = [
      [`/images/NO-SUCH-MODEL/${variation}/none/std/0.webp`, 404, /^modelId:/],
      [`/images/${modelId}/NOPE/none/std/0.webp`, 404, /^variationCode:/],
      [`/images/${modelId}/${variation}/none/std/5.webp`, 400, /^perspective:/],
      [`/images/${modelId}/${variation}/none/std/0.jpg`, 400, /^file:/],
      [`/images/${modelId}/${variation}/999999/std/0.webp`, 400, /^parts:/],
      // More bits than the model has renderable parts.
      [
        `/images/${modelId}/${variation}/${tag}.${Buffer.alloc(40, 0xff).toString('base64url')}/std/0.webp`,
        400,
        /^parts:/,
      ],
      [`/images/${modelId}/${variation}/none/FF0000-x-x-x-x-M/0.webp`, 400, /^colours:/],
      [`/images-fe/NO-SUCH-MODEL/${variation}/none/std/0.webp`, 404, /^modelId:/],
      [`${API}/blob-image/HQV/${modelId}/${variation}/none/std/full/0.webp`, 404, /^companyCode:/],
      [`${API}/blob-image/KTM/${modelId}/${variation}/none/std/middle/0.webp`, 400, /layer/],
      [`${API}/blob-image/KTM/${modelId}/${variation}/none/std/base/0.gif`, 400, /file/],
      // The blob route names its own fields.
      [`${API}/blob-image/KTM/~x/${variation}/none/std/full/0.webp`, 400, /^bikeSetupId:/],
      [`${API}/blob-image/KTM/${modelId}/${variation}/none/a%2Fb/full/0.webp`, 400, /^colors:/],
      [`${API}/blob-image/KTM/${modelId}/${variation}/none/FF0000-x-x-x-x-M/full/0.webp`, 400, /^colors:/],
    ];
    for (const [url, status, message] of answers) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(status);
      expect(answer.json().Message, url).toMatch(message);
    }
    expect(rendered()).toBe(before);
  });
});
