/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import { perspectiveRange } from '@configurator/domain/presentation/perspectives';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiOverview, ConfigurationApi, CULTURE } from '../../src/browser/configurationApi.js';
import { type BrandCode, VIEWPORTS, type ViewportName, waitForPath } from '../../src/browser/shellPages.js';
import { type RunningServer, startServer } from '../../src/serverProcess.js';

const API = '/api/posconfigurator';
const WRITE = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
/** The stack of the perspective being shown (the one before may still lie under it). */
const CURRENT = '.image-layers:not(.is-previous)';
const LOAD_FAILED = 'Oops! Something went wrong while loading the image...';
/** Marketing consent given, so that no banner covers the pictures. */
const CONSENT = `groups=${encodeURIComponent('C0001:1,C0002:0,C0003:0,C0004:1')}&version=1`;
/** Where the screenshots are left for people to look at (git-ignored). */
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url));
/** Part lists in picture URLs used to break at this many parts (414 URI Too Long). */
const OLD_LIMIT = 17;
/** Cold layers of a fully equipped bike render one after another on a small, busy machine. */
const PERSPECTIVE_TIMEOUT = 120_000;

interface FullImage {
  Perspective: number;
  Url: string;
}
interface Loaded {
  Configuration: { SelectedPartIds: number[]; FullImages: FullImage[] };
  FullImages: FullImage[];
}
interface Layout {
  Perspective: number;
  Width: number;
  Layers: { Name: string; ZIndex: number; Url: string }[];
}
/** What the shown stack holds once it has loaded, or why it has not yet. */
interface ShownStack {
  failed: boolean;
  loaded: boolean;
  layers: { src: string; complete: boolean; width: number }[];
}

/**
 * The 2D screen in real Chromium against the built server with a real render node: the model with
 * the most renderable parts, fitted with every part that fits, shows every perspective stacked from
 * its layers, each layer loaded at full size, as many as the layout names and none answered with an
 * error. Screenshots of the fully equipped bike land in tests/artifacts/.
 */
describe('a fully equipped bike in Chromium with real rendering', () => {
  let build: ClientBuild | undefined;
  let dataDir: string | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let api: ConfigurationApi;
  let brand: BrandCode;
  let overview: ApiOverview;
  let configurationId: string;
  const added: number[] = [];
  const failedImageResponses: string[] = [];

  const url = (path: string) => `${server!.url}${path}`;
  const renderable = (partIds: readonly number[]) =>
    overview.Parts.filter((p) => partIds.includes(p.PartId) && p.CanBeRendered && !p.IsColorPart);

  async function addPart(partId: number): Promise<{ RulesResult: unknown }> {
    const response = await fetch(url(`${API}/configuration/${configurationId}/add-part?c=${CULTURE}`), {
      method: 'POST',
      headers: WRITE,
      body: JSON.stringify({ PartId: partId, DryRun: false }),
    });
    expect(response.status, `add-part ${partId}`).toBe(200);
    return response.json() as Promise<{ RulesResult: unknown }>;
  }

  async function loaded(): Promise<Loaded> {
    const response = await fetch(url(`${API}/configuration/${configurationId}?c=${CULTURE}`));
    expect(response.status).toBe(200);
    return (await response.json()) as Loaded;
  }

  beforeAll(async () => {
    build = await buildClient();
    dataDir = await mkdtemp(join(tmpdir(), 'configurator-many-parts-'));
    server = await startServer({
      PGLITE_DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      CLIENT_DIST_DIR: build.dir,
      // Cold: every layer is rendered by the node for this test.
      RENDER_CACHE_DIR: join(dataDir, 'render-cache'),
      // Those layers are asked for at once, and the last waits for all before it.
      RENDER_WAIT_MS: String(PERSPECTIVE_TIMEOUT),
    });
    browser = await launchChromium();
    await mkdir(ARTIFACTS, { recursive: true });
    api = new ConfigurationApi(server.url);

    // The 2D model with the most renderable parts over the three brands.
    let best: { brand: BrandCode; overview: ApiOverview; count: number } | undefined;
    for (const candidate of ['KTM', 'HQV', 'GG'] as const) {
      for (const model of await api.models(candidate)) {
        if (model.engine !== 'Engine2D') continue;
        const o = await api.overview(model.modelId);
        const count = o.Parts.filter((p) => p.CanBeRendered && !p.IsColorPart).length;
        if (!best || count > best.count) best = { brand: candidate, overview: o, count };
      }
    }
    if (!best) throw new Error('the seed has no 2D model');
    ({ brand, overview } = best);

    // Every part that fits next to the ones applied before it: a dry run first, no question asked.
    configurationId = await api.create(overview.Vehicle.ModelId);
    for (const part of overview.Parts.filter((p) => !p.IsColorPart)) {
      if (await api.dryRun(configurationId, 'add', part.PartId)) continue;
      const answer = await addPart(part.PartId);
      expect(answer.RulesResult, `part ${part.PartId} asked after a silent dry run`).toBeNull();
      added.push(part.PartId);
    }
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await build?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('applies every part that fits, far past the old limit, with short picture URLs', async () => {
    const { Configuration, FullImages } = await loaded();
    expect(Configuration.SelectedPartIds).toEqual(expect.arrayContaining(added));
    expect(renderable(Configuration.SelectedPartIds).length).toBeGreaterThanOrEqual(OLD_LIMIT);
    expect(FullImages.map((image) => image.Perspective)).toEqual(perspectiveRange(brand));
    for (const image of [...FullImages, ...Configuration.FullImages]) {
      expect(image.Url.length, image.Url).toBeLessThan(150);
    }
    console.info(
      `${overview.Vehicle.ModelId}: ${added.length} parts applied, ` +
        `${renderable(Configuration.SelectedPartIds).length} of them rendered; ${FullImages[0]?.Url}`,
    );
  });

  /** The shown stack's images and state, read in the page. */
  function shownStack(page: Page): Promise<ShownStack> {
    return page.evaluate(
      (stack, message) => {
        const current = document.querySelector(stack);
        return {
          failed:
            document.querySelector('.image-error') !== null ||
            (document.body.textContent ?? '').includes(message),
          loaded: current?.classList.contains('is-loaded') ?? false,
          layers: [...(current?.querySelectorAll<HTMLImageElement>('img.image-layer') ?? [])].map(
            (image) => ({
              src: new URL(image.src).pathname,
              complete: image.complete,
              width: image.naturalWidth,
            }),
          ),
        };
      },
      CURRENT,
      LOAD_FAILED,
    );
  }

  /** Waits until the perspective's stack has loaded, or the viewer says it failed. */
  async function waitForPerspective(page: Page, perspective: number): Promise<void> {
    await page.waitForFunction(
      (stack, message, suffix) => {
        if (document.querySelector('.image-error') || (document.body.textContent ?? '').includes(message))
          return true;
        const current = document.querySelector(stack);
        const images = [...(current?.querySelectorAll<HTMLImageElement>('img.image-layer') ?? [])];
        return (
          current?.classList.contains('is-loaded') === true &&
          images.length > 0 &&
          images.every((image) => image.src.endsWith(suffix) && image.complete && image.naturalWidth > 0)
        );
      },
      { polling: 100, timeout: PERSPECTIVE_TIMEOUT },
      CURRENT,
      LOAD_FAILED,
      `/${perspective}.webp`,
    );
  }

  /** The new stack has faded in over the old one, which has gone. */
  async function settle(page: Page): Promise<void> {
    await page.waitForFunction(() => !document.querySelector('.image-layers.is-previous'), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  /** The shown perspective holds exactly the layers of its layout, in order, each loaded at full width. */
  async function expectLayersOf(page: Page, image: FullImage): Promise<number> {
    const shown = await shownStack(page);
    expect(shown.failed, `perspective ${image.Perspective} says '${LOAD_FAILED}'`).toBe(false);
    expect(shown.loaded).toBe(true);
    const response = await fetch(url(image.Url.replace(/^\/images\//, '/images-fe/')));
    expect(response.status).toBe(200);
    const layout = (await response.json()) as Layout;
    const layers = [...layout.Layers].sort((a, b) => a.ZIndex - b.ZIndex);
    const groups = layers.filter((layer) => layer.Name.startsWith('parts-'));
    expect(layers.map((layer) => layer.Name)).toEqual([
      'background',
      'base',
      ...groups.map((layer) => layer.Name),
    ]);
    // One group per layer, and every rendered part of the configuration in exactly one group.
    const grouped = groups.flatMap((layer) => layer.Name.slice('parts-'.length).split('-').map(Number));
    const applied = renderable((await loaded()).Configuration.SelectedPartIds).map((p) => p.PartId);
    expect([...grouped].sort((a, b) => a - b)).toEqual([...applied].sort((a, b) => a - b));
    expect(shown.layers.map((layer) => layer.src)).toEqual(
      layers.map((layer) => new URL(url(layer.Url)).pathname),
    );
    for (const layer of shown.layers) {
      expect(layer, layer.src).toMatchObject({ complete: true, width: layout.Width || 1280 });
    }
    return layers.length;
  }

  describe.each(['desktop', 'mobile'] as const)('on %s', (viewport: ViewportName) => {
    it('shows every perspective stacked from all its layers, none failing', async () => {
      const page = await browser!.newPage();
      await page.setViewport(VIEWPORTS[viewport]);
      await page.setCookie({ name: 'OptanonConsent', value: CONSENT, url: server!.url });
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        const image = /^\/images(-fe)?\//.test(path) || path.startsWith(`${API}/blob-image/`);
        if (image && response.status() >= 400) failedImageResponses.push(`${response.status()} ${path}`);
      });
      const { FullImages } = await loaded();
      const range = perspectiveRange(brand);
      const modelId = overview.Vehicle.ModelId;

      // The first perspective counts from the navigation: the layout is asked for on the way.
      let since = Date.now();
      await page.goto(url(`/main?configurationId=${configurationId}&culture=${CULTURE}&brand=${brand}`));
      await waitForPath(page, `/main/configuration/${modelId}/categories`);
      const start = brand === 'HQV' ? range.at(-1)! : range[0]!;
      const timings: string[] = [];
      let shown = start;
      for (let step = 0; step < range.length; step++) {
        if (step > 0) {
          since = Date.now();
          await page.$eval('.image-arrow-next', (arrow) => (arrow as HTMLElement).click());
          shown = range[(range.indexOf(shown) + 1) % range.length]!;
        }
        await waitForPerspective(page, shown);
        const took = Date.now() - since;
        const image = FullImages.find((entry) => entry.Perspective === shown)!;
        const count = await expectLayersOf(page, image);
        if (viewport === 'desktop') {
          await settle(page);
          const stage = await page.$('.image-stage');
          await stage!.screenshot({ path: join(ARTIFACTS, `many-parts-perspective-${shown}.png`) });
        }
        timings.push(`perspective ${shown}: ${count} layers in ${took} ms`);
      }
      expect(failedImageResponses).toEqual([]);

      // Round again to the start, settled (the previous stack faded out), for the screenshot; the
      // viewer scrolled into view (on a phone it lies below the model's description).
      await page.$eval('.image-arrow-next', (arrow) => (arrow as HTMLElement).click());
      await waitForPerspective(page, start);
      await settle(page);
      await page.$eval('.image-viewer', (viewer) => viewer.scrollIntoView({ block: 'center' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { width, height } = VIEWPORTS[viewport];
      await page.screenshot({ path: join(ARTIFACTS, `many-parts-${viewport}-${width}x${height}.png`) });
      console.info(`${viewport}: ${timings.join('; ')}`);
      await page.close();
    }, 600_000);
  });
});
