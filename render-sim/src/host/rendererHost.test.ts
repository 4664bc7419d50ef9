import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayerSpec } from '../protocol.js';
import type { StillSpec } from '../scene/stillSpec.js';
import { imageSize } from '../testing/imageSize.js';
import { decodePng } from '../testing/png.js';
import { layerOfStill, testStill } from '../testing/stillSpecs.js';
import { RendererHost } from './rendererHost.js';

const base = testStill();
const exhaust = { partId: 11, categories: ['EXHAUST'], name: 'Akrapovič "Slip-on Line"' };
const bars = { partId: 12, categories: ['PROTECTION'], name: 'Crash bars' };
const topCase = { partId: 13, categories: ['LUGGAGE'], name: 'Aluminium top case' };

describe('stills', () => {
  let host: RendererHost;

  beforeAll(() => {
    host = new RendererHost({ maxConcurrent: 1 });
  });
  afterAll(async () => {
    await host.close();
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
});

describe('picture layers', () => {
  let host: RendererHost;
  const scene = testStill({ modelId: 'TEST-LAYERS', family: 'travel', width: 320, height: 180 });
  const layer = (role: LayerSpec['role'], parts: LayerSpec['parts'] = []) => layerOfStill(scene, role, parts);
  const opaqueShare = (bytes: Buffer) => {
    const { data } = decodePng(bytes);
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] === 255) opaque++;
    return opaque / (data.length / 4);
  };

  beforeAll(() => {
    host = new RendererHost({ maxConcurrent: 1 });
  });
  afterAll(async () => {
    await host.close();
  });

  it('renders the studio, the stock vehicle and a group of parts as layers of the same size', async () => {
    const background = await host.renderLayer(layer('background'));
    const stock = await host.renderLayer(layer('base'));
    const parts = await host.renderLayer(layer('parts', [exhaust]));
    for (const { bytes } of [background, stock, parts]) {
      expect(imageSize(bytes)).toEqual({ format: 'png', width: 320, height: 180 });
    }
    expect(background.meta).toMatchObject({ depth: null, coverage: 1 });
    expect(opaqueShare(background.bytes)).toBe(1);
    expect(stock.meta.depth).toBeNull();
    expect(stock.meta.coverage).toBeGreaterThan(0.05);
    expect(stock.meta.coverage).toBeLessThan(0.8);
    expect(opaqueShare(stock.bytes)).toBeCloseTo(stock.meta.coverage as number, 6);
    expect(parts.meta.depth).toBeGreaterThan(0);
    expect(parts.meta.coverage).toBeGreaterThan(0);
    expect(parts.meta.coverage).toBeLessThan(stock.meta.coverage as number);
    expect(opaqueShare(parts.bytes)).toBeCloseTo(parts.meta.coverage as number, 6);
    for (const { meta } of [background, stock, parts]) expect(meta.renderMs).toBeGreaterThanOrEqual(0);
  });

  it('paints the studio and the stock vehicle of a scene once for a run of its layers', async () => {
    const scene = { ...layer('base'), modelId: 'TEST-LAYERS-RUN' };
    const painted = () => host.stats().layerPaints;
    let before = painted();
    await host.renderLayer({ ...scene, role: 'parts', parts: [exhaust] });
    expect(painted() - before).toBe(2);
    for (const parts of [[bars], [exhaust, bars]]) {
      before = painted();
      await host.renderLayer({ ...scene, role: 'parts', parts });
      expect(painted() - before).toBe(1);
    }
    before = painted();
    await host.renderLayer(scene);
    expect(painted() - before).toBe(1);
    before = painted();
    await host.renderLayer({ ...scene, role: 'background' });
    expect(painted() - before).toBe(0);
    // Another colour is another scene.
    before = painted();
    await host.renderLayer({ ...scene, colorCode: '0000FF' });
    expect(painted() - before).toBe(2);
  });

  it('places a nearer group of parts at a smaller depth and answers WebP when asked', async () => {
    // From the right front, the right-hand exhaust is nearer than the top case behind the seat.
    const near = await host.renderLayer(layer('parts', [exhaust]));
    const far = await host.renderLayer(layer('parts', [topCase]));
    expect(near.meta.depth).toBeLessThan(far.meta.depth as number);
    const webp = await host.renderLayer({ ...layer('parts', [exhaust]), format: 'webp' });
    expect(imageSize(webp.bytes)).toEqual({ format: 'webp', width: 320, height: 180 });
    expect(webp.meta.coverage).toBeCloseTo(near.meta.coverage as number, 6);
  });

  it('refuses a parts layer without parts', async () => {
    await expect(host.renderLayer(layer('parts', []))).rejects.toThrow(/at least one part/);
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

  it('closes its browser after a while without renders and starts it again on the next one', async () => {
    const host = new RendererHost({ maxConcurrent: 1, idleCloseMs: 300 });
    try {
      await host.render(base);
      const pid = (await host.browserPid()) as number;
      const alive = () => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      const deadline = Date.now() + 10_000;
      while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(alive()).toBe(false);
      expect(host.stats()).toMatchObject({ idleCloses: 1, browserLaunches: 1, inFlight: 0 });
      expect(imageSize(await host.render(base))?.width).toBe(640);
      expect(host.stats().browserLaunches).toBe(2);
    } finally {
      await host.close();
    }
  });
});
