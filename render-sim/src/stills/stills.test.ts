import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererHost } from '../host/rendererHost.js';
import type { StillSpec } from '../scene/stillSpec.js';
import { imageSize } from '../testing/imageSize.js';
import { StillCache } from './stillCache.js';

const base: StillSpec = {
  modelId: 'TEST-NAKED',
  brand: 'KTM',
  family: 'naked',
  engineType: '4-Stroke',
  colorCode: 'FF6600',
  parts: [],
  xbowColors: null,
  perspective: 0,
  width: 640,
  height: 360,
  format: 'png',
  background: 'studio',
};
const exhaust = { partId: 11, categories: ['EXHAUST'], name: 'Akrapovič "Slip-on Line"' };

describe('stills', () => {
  let host: RendererHost;
  let directory: string;
  let cache: StillCache;

  beforeAll(async () => {
    host = new RendererHost({ maxConcurrent: 1 });
    directory = await mkdtemp(join(tmpdir(), 'stills-test-'));
    cache = new StillCache(directory, host);
  });
  afterAll(async () => {
    await host.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('renders PNG and WebP images of the requested size', async () => {
    expect(imageSize(await host.render(base))).toEqual({ format: 'png', width: 640, height: 360 });
    const webp = await host.render({ ...base, format: 'webp', width: 320, height: 240 });
    expect(imageSize(webp)).toEqual({ format: 'webp', width: 320, height: 240 });
  });

  it('is deterministic: the same spec gives the same bytes', async () => {
    const a = await host.render(base);
    const b = await host.render({ ...base, perspective: 1 });
    const c = await host.render(base);
    expect(c.equals(a)).toBe(true);
    expect(b.equals(a)).toBe(false);
  });

  it('shows the configuration: perspectives, parts and colours change the picture', async () => {
    const plain = await host.render(base);
    expect((await host.render({ ...base, perspective: 2 })).equals(plain)).toBe(false);
    expect((await host.render({ ...base, parts: [exhaust] })).equals(plain)).toBe(false);
    expect((await host.render({ ...base, colorCode: '1E90FF' })).equals(plain)).toBe(false);
    const car = { ...base, modelId: 'TEST-CAR', family: 'car' as const, engineType: 'Car' };
    const carPlain = await host.render(car);
    const colored = await host.render({
      ...car,
      xbowColors: {
        body: '00AA00',
        calipers: null,
        rims: null,
        stitching: null,
        suspensionAndLogo: null,
        finish: 'Matte',
      },
    });
    expect(colored.equals(carPlain)).toBe(false);
  });

  it('shows a part on its own, whatever the vehicle, from each of its views', async () => {
    const bars = { partId: 12, categories: ['PROTECTION'], name: 'Crash bars' };
    const part = (focusPartId: number, focusView: number): StillSpec => ({
      ...base,
      width: 800,
      height: 600,
      parts: [exhaust, bars],
      layer: 'part',
      focusPartId,
      focusView,
    });
    const started = performance.now();
    const main = await host.render(part(11, 0));
    const elapsed = performance.now() - started;
    expect(imageSize(main)).toEqual({ format: 'png', width: 800, height: 600 });
    const vehicle = await host.render({ ...base, width: 800, height: 600, parts: [exhaust, bars] });
    expect(main.equals(vehicle)).toBe(false);
    expect(main.equals(await host.render(part(12, 0)))).toBe(false);
    const detail = await host.render(part(11, 1));
    expect(imageSize(detail)).toEqual({ format: 'png', width: 800, height: 600 });
    expect(detail.equals(main)).toBe(false);
    // Deterministic, and the vehicle is whole again afterwards.
    expect((await host.render(part(11, 0))).equals(main)).toBe(true);
    expect(
      (await host.render({ ...base, width: 800, height: 600, parts: [exhaust, bars] })).equals(vehicle),
    ).toBe(true);
    console.info(`part still 800x600: ${Math.round(elapsed)} ms`);
  });

  it('refuses a part layer whose part is not in the spec', async () => {
    await expect(host.render({ ...base, layer: 'part', focusPartId: 99, focusView: 0 })).rejects.toThrow(
      /99/,
    );
  });

  it('answers a cached key with the same bytes without rendering', async () => {
    const spec = { ...base, parts: [exhaust], perspective: 1 };
    const first = await cache.get(spec);
    expect(first.cached).toBe(false);
    const renders = host.stats().renders;
    const second = await cache.get(spec);
    expect(second.cached).toBe(true);
    expect(second.key).toBe(first.key);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(host.stats().renders).toBe(renders);
  });

  it('renders a key once when it is asked for concurrently', async () => {
    const spec = { ...base, colorCode: '00FF00' };
    const renders = host.stats().renders;
    const stills = await Promise.all([cache.get(spec), cache.get(spec), cache.get(spec)]);
    expect(host.stats().renders).toBe(renders + 1);
    expect(stills.every((s) => s.bytes.equals(stills[0]?.bytes as Buffer))).toBe(true);
  });
});

describe('renderer lifecycle', () => {
  it('recovers when the browser crashes in the middle of a render', async () => {
    const host = new RendererHost({ maxConcurrent: 1 });
    try {
      await host.render(base);
      const pid = await host.browserPid();
      expect(pid).toBeTypeOf('number');
      const rendering = host.render({ ...base, perspective: 2, width: 1280, height: 720 });
      setTimeout(() => process.kill(pid as number, 'SIGKILL'), 20);
      const still = await rendering;
      expect(imageSize(still)).toEqual({ format: 'png', width: 1280, height: 720 });
      expect(host.stats().browserLaunches).toBe(2);
      expect(imageSize(await host.render(base))?.width).toBe(640);
    } finally {
      await host.close();
    }
  });

  it('recycles pages and never has more renders in flight than allowed', async () => {
    const host = new RendererHost({ maxConcurrent: 1, recycleAfter: 2 });
    try {
      let peak = 0;
      const watch = setInterval(() => {
        peak = Math.max(peak, host.stats().inFlight);
      }, 1);
      const stills = await Promise.all(
        [0, 1, 2, 0, 1].map((perspective) => host.render({ ...base, perspective })),
      );
      clearInterval(watch);
      expect(stills).toHaveLength(5);
      expect(peak).toBe(1);
      expect(host.stats().pageRecycles).toBeGreaterThanOrEqual(2);
      expect(host.stats().queued).toBe(0);
    } finally {
      await host.close();
    }
  });
});
