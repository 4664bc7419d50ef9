import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererHost } from '../host/rendererHost.js';
import type { LayerSpec, NodeHealth, RenderMeta } from '../protocol.js';
import type { StreamHost } from '../stream/streamHost.js';
import { imageSize } from '../testing/imageSize.js';
import { decodePng } from '../testing/png.js';
import { layerOfStill, testStill } from '../testing/stillSpecs.js';
import { RenderNode } from './nodeServer.js';

const still = testStill({
  modelId: 'NODE-TEST',
  brand: 'GG',
  family: 'supermoto',
  colorCode: 'C8102E',
  width: 480,
  height: 270,
});

const layer = (role: LayerSpec['role'], parts: LayerSpec['parts'] = []) => layerOfStill(still, role, parts);

const exhaust = { partId: 3, categories: ['EXHAUST'], name: 'Akrapovič "Slip-on Line"' };

function alphaShare(bytes: Buffer): number {
  const { data } = decodePng(bytes);
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] === 255) opaque++;
  return opaque / (data.length / 4);
}

describe('render node', () => {
  let host: RendererHost;
  let node: RenderNode;
  let url: string;

  const post = (body: unknown) =>
    fetch(`${url}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const metaOf = (response: Response) =>
    JSON.parse(response.headers.get('x-render-meta') ?? 'null') as RenderMeta;

  beforeAll(async () => {
    host = new RendererHost({ maxConcurrent: 2 });
    node = new RenderNode({ renderer: host, capacity: 2 });
    url = await node.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await node.close();
  });

  it('says who it is, what it can do and what it is doing', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    const health = (await response.json()) as NodeHealth;
    expect(health).toEqual({
      nodeId: node.nodeId,
      sceneVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
      capacity: 2,
      inFlight: 0,
      renders: expect.any(Number),
      ffmpeg: true,
      streamCapacity: 0,
      streams: 0,
      pid: process.pid,
    });
  });

  it('answers a layer of each role as an image of the asked size, with its meta', async () => {
    const version = ((await (await fetch(`${url}/healthz`)).json()) as NodeHealth).sceneVersion;
    const answers = new Map<string, { bytes: Buffer; meta: RenderMeta }>();
    for (const spec of [layer('background'), layer('base'), layer('parts', [exhaust])]) {
      const response = await post({ kind: 'layer', spec });
      expect(response.status, spec.role).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-scene-version')).toBe(version);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(imageSize(bytes)).toEqual({ format: 'png', width: 480, height: 270 });
      answers.set(spec.role, { bytes, meta: metaOf(response) });
    }
    const background = answers.get('background');
    const base = answers.get('base');
    const parts = answers.get('parts');
    expect(alphaShare(background?.bytes as Buffer)).toBe(1);
    expect(background?.meta).toMatchObject({ depth: null, coverage: 1 });
    for (const transparent of [base, parts]) {
      const share = alphaShare(transparent?.bytes as Buffer);
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(1);
      expect(transparent?.meta.coverage).toBeCloseTo(share, 6);
      expect(transparent?.meta.renderMs).toBeGreaterThanOrEqual(0);
    }
    expect(base?.meta.depth).toBeNull();
    expect(parts?.meta.depth).toBeGreaterThan(0);

    const webp = await post({ kind: 'layer', spec: { ...layer('base'), format: 'webp' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(imageSize(Buffer.from(await webp.arrayBuffer()))).toEqual({
      format: 'webp',
      width: 480,
      height: 270,
    });
  });

  it('answers a still', async () => {
    const response = await post({ kind: 'still', spec: { ...still, format: 'webp', parts: [exhaust] } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(metaOf(response)).toMatchObject({ depth: null, coverage: null });
    expect(imageSize(Buffer.from(await response.arrayBuffer()))).toEqual({
      format: 'webp',
      width: 480,
      height: 270,
    });
  });

  it('answers a clip as an MP4', async () => {
    const response = await post({
      kind: 'clip',
      base: still,
      clip: 'rotate',
      format: { frames: 6, fps: 12, width: 320, height: 180 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('ascii', 4, 8)).toBe('ftyp');
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(metaOf(response).renderMs).toBeGreaterThan(0);
  });

  it('refuses a job it cannot read with 400, naming the field, and keeps working', async () => {
    const cases: [unknown, string][] = [
      ['{"kind": "still", ', 'the body must be a render job in JSON'],
      [{ kind: 'layer', spec: { ...layer('base'), width: 'wide' } }, 'spec.width must be a whole number'],
      [{ kind: 'layer', spec: { ...layer('base'), colorCode: undefined } }, 'spec.colorCode is missing'],
      [{ kind: 'still', spec: { ...still, layer: 'part', focusPartId: 42 } }, 'spec.focusPartId'],
      [{ kind: 'clip', base: still, clip: 'spin' }, 'clip must be one of'],
      [{ spec: still }, 'kind is missing'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as { Message: string }).Message).toContain(message);
    }
    const tooLarge = await post({ kind: 'still', spec: { ...still, modelId: 'x'.repeat(1_100_000) } });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { Message: string }).Message).toMatch(/at most/);
    expect((await fetch(`${url}/render`)).status).toBe(405);
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
    expect((await post({ kind: 'layer', spec: layer('background') })).status).toBe(200);
  });

  it('says 503 ffmpeg-missing for a clip when ffmpeg is not there, and no ffmpeg in its health', async () => {
    const bare = new RenderNode({ renderer: host, capacity: 1, ffmpegPath: '/nonexistent/ffmpeg' });
    const bareUrl = await bare.listen(0, '127.0.0.1');
    try {
      const health = (await (await fetch(`${bareUrl}/healthz`)).json()) as NodeHealth;
      expect(health.ffmpeg).toBe(false);
      const response = await fetch(`${bareUrl}/render`, {
        method: 'POST',
        body: JSON.stringify({ kind: 'clip', base: still, clip: 'zoom' }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('x-render-error')).toBe('ffmpeg-missing');
      expect(((await response.json()) as { Message: string }).Message).toMatch(/ffmpeg/);
    } finally {
      await new Promise((resolve) => bare.server.close(resolve));
    }
  });

  it('counts the renders it did', async () => {
    const before = ((await (await fetch(`${url}/healthz`)).json()) as NodeHealth).renders;
    await post({ kind: 'layer', spec: layer('base') });
    const after = ((await (await fetch(`${url}/healthz`)).json()) as NodeHealth).renders;
    expect(after).toBe(before + 1);
  });
});

describe('render node streams', () => {
  it('starts the live sessions browser when told sessions are expected (POST /streams/warm)', async () => {
    let warmUps = 0;
    const streamHost = {
      onGone: () => () => undefined,
      warmUp: async () => {
        warmUps++;
      },
      close: async () => undefined,
    } as unknown as StreamHost;
    const renderer = new RendererHost({ maxConcurrent: 1 });
    const withStreams = new RenderNode({ renderer, capacity: 1, streams: { host: streamHost, capacity: 2 } });
    const without = new RenderNode({ renderer, capacity: 1 });
    try {
      const url = await withStreams.listen(0, '127.0.0.1');
      expect((await fetch(`${url}/streams/warm`, { method: 'POST' })).status).toBe(202);
      expect((await fetch(`${url}/streams/warm`)).status).toBe(405);
      expect(warmUps).toBe(1);
      const plain = await without.listen(0, '127.0.0.1');
      expect((await fetch(`${plain}/streams/warm`, { method: 'POST' })).status).toBe(404);
    } finally {
      await withStreams.close();
      await without.close();
    }
  });
});
