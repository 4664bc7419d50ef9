import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { imageSize } from '@configurator/render-sim/testing/imageSize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ConfigurationClient, partsWithoutQuestions } from '../testing/configurationClient.js';
import { rawGet } from '../testing/rawGet.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';

describe.each(testDatabases())('image pipeline on $name', (db) => {
  let t: TestApp;
  let client: ConfigurationClient;
  let cacheDir: string;
  let modelId: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'image-cache-'));
    t = await startTestApp(db, { RENDER_CACHE_DIR: cacheDir });
    client = new ConfigurationClient(t.app);
    modelId = (await client.vehicles()).find((v) => v.Name.includes('DUKE'))?.ModelId as string;
  });
  afterAll(async () => {
    await t.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves the FullImages of a configuration from the cache after the first render', async () => {
    const created = await client.create(modelId);
    expect(created.FullImages.map((i) => i.Perspective)).toEqual([0, 1, 2]);
    const url = created.FullImages[0]?.Url as string;
    expect(url).toMatch(/^\/images\//);
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(imageSize(first.rawPayload)).toEqual({ format: 'webp', width: 1280, height: 720 });
    const second = await get(url);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
  });

  it('describes the layers at images-fe and serves each through the blob-image endpoint', async () => {
    const created = await client.create(modelId);
    const url = created.FullImages[1]?.Url as string;
    const layout = await get(url.replace('/images/', '/images-fe/'));
    expect(layout.statusCode, layout.body).toBe(200);
    const body = layout.json() as {
      Perspective: number;
      Width: number;
      Height: number;
      Layers: { Name: string; Url: string }[];
    };
    expect(body).toMatchObject({ Perspective: 1, Width: 1280, Height: 720 });
    expect(body.Layers.map((l) => l.Name)).toEqual(['background', 'vehicle']);
    for (const layer of body.Layers) {
      expect(layer.Url.startsWith(`${API}/blob-image/KTM/${modelId}/`)).toBe(true);
      const image = await get(layer.Url);
      expect(image.statusCode, image.body).toBe(200);
      expect(imageSize(image.rawPayload)?.width).toBe(1280);
    }
  });

  it('changes the pictures for a renderable part and keeps them for a part that is not rendered', async () => {
    const created = await client.create(modelId);
    const overview = await client.overview(modelId);
    const free = new Set(
      partsWithoutQuestions(await client.dryRuns(created.ConfigurationId, overview.Parts)),
    );
    const rendered = overview.Parts.find((p) => free.has(p.PartId) && p.CanBeRendered);
    const hidden = overview.Parts.find((p) => free.has(p.PartId) && !p.CanBeRendered);
    if (!rendered || !hidden) throw new Error('the model needs a rendered and a hidden part without rules');
    const before = created.FullImages[0]?.Url as string;
    const withHidden = await client.change(created.ConfigurationId, 'add-part', { PartId: hidden.PartId });
    expect(withHidden.FullImages[0]?.Url).toBe(before);
    const withRendered = await client.change(created.ConfigurationId, 'add-part', {
      PartId: rendered.PartId,
    });
    const after = withRendered.FullImages[0]?.Url as string;
    expect(after).not.toBe(before);
    const [a, b] = await Promise.all([get(before), get(after)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  it.each([
    '/images/../../etc/passwd',
    '/images/%2e%2e/%2e%2e/etc/passwd',
    '/images/KTM-390-DUKE-2024/..%2F..%2Fetc/none/std/0.webp',
    '/images/KTM-390-DUKE-2024\\..\\..\\etc/none/std/0.webp',
    '/images-fe/../package.json',
    `${API}/blob-image/KTM/KTM-390-DUKE-2024/../../../etc/passwd`,
    `${API}/blob-image/KTM/KTM-390-DUKE-2024/%2E%2E/x/none/std/full/0.webp`,
  ])('refuses the traversal %s with 400', async (url) => {
    // A real socket: HTTP clients can send paths as they are, without resolving dot segments.
    const { status, body } = await rawGet(t, url);
    expect(status).toBe(400);
    expect(JSON.parse(body).Message).toMatch(/path|imagePath/);
  });

  it('answers unknown models, variations, parts and perspectives without rendering', async () => {
    const created = await client.create(modelId);
    const [, , variation] = (created.FullImages[0]?.Url ?? '').split('/').slice(1);
    expect(variation).toBeTruthy();
    expect((await get(`/images/NO-SUCH-MODEL/${variation}/none/std/0.webp`)).statusCode).toBe(404);
    expect((await get(`/images/${modelId}/NOPE/none/std/0.webp`)).statusCode).toBe(404);
    expect((await get(`/images/${modelId}/${variation}/none/std/5.webp`)).statusCode).toBe(400);
    expect((await get(`/images/${modelId}/${variation}/999999/std/0.webp`)).statusCode).toBe(404);
    expect((await get(`${API}/blob-image/HQV/${modelId}/${variation}/none/std/full/0.webp`)).statusCode).toBe(
      404,
    );
  });
});
