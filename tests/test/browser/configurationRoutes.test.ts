/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { type ApiOverview, type ApiPart, CULTURE } from '../../src/browser/configurationApi.js';
import { changePart, showPartInList } from '../../src/browser/configurationPages.js';
import { waitForPath } from '../../src/browser/shellPages.js';

const SLOW = 90_000;

/**
 * The configuration across the routes around the 2D screen, in real Chromium against the whole app:
 * Configure on a model configured before starts a new configuration, on the screen and on the
 * server alike; the finish screen and /preview carry the configuration's id, so that a reload shows
 * the same configuration.
 */
describe('the configuration across routes in Chromium', () => {
  const suite = new BrowserSuite();
  let model: ApiOverview;
  let segment: string;
  let other: ApiOverview;
  let plainPart: ApiPart;

  /** Two 2D models of the brand, and a part of the first that adds without a question. */
  beforeAll(async () => {
    const found: { overview: ApiOverview; segment: string }[] = [];
    for (const entry of await suite.api.models('KTM')) {
      if (entry.engine !== 'Engine2D') continue;
      found.push({ overview: await suite.api.overview(entry.modelId), segment: entry.segment });
      if (found.length === 2) break;
    }
    const [first, second] = found;
    if (!first || !second) throw new Error('the brand has fewer than two 2D models');
    [model, segment, other] = [first.overview, first.segment, second.overview];
    [plainPart] = (await suite.api.plainParts(model, 1)) as [ApiPart];
  }, 60_000);

  const categories = (modelId: string) => `/main/configuration/${modelId}/categories`;
  const finish = (modelId: string) => `/main/configuration/${modelId}/finish`;

  /** A browser of its own (cookies, storage) that counts the creates it sends. */
  async function freshPage(path: string): Promise<{ page: Page; creates: string[] }> {
    const creates: string[] = [];
    const page = await suite.page(path, {
      before: (opened) => {
        opened.on('request', (request) => {
          if (request.url().includes('/api/trpc/configuration.create')) creates.push(request.url());
        });
      },
    });
    return { page, creates };
  }

  /** The configuration id in the address once it is there (and, when given, no longer this one). */
  async function addressedId(page: Page, not: string | null = null): Promise<string> {
    const handle = await page.waitForFunction(
      (old) => {
        const id = new URLSearchParams(window.location.search).get('configurationId');
        return id && id !== old ? id : false;
      },
      { timeout: 20_000, polling: 50 },
      not,
    );
    return (await handle.jsonValue()) as string;
  }

  function waitForCount(page: Page, count: string): Promise<unknown> {
    return page.waitForFunction(
      (expected) => document.querySelector('.applied-counter')?.textContent?.trim() === expected,
      { timeout: 20_000, polling: 50 },
      count,
    );
  }

  /** The configuration with the plain part, opened on the 2D screen of a fresh browser. */
  async function configuredPage(): Promise<{ page: Page; creates: string[]; id: string }> {
    const { page, creates } = await freshPage(`${categories(model.Vehicle.ModelId)}?culture=${CULTURE}`);
    const id = await addressedId(page);
    await showPartInList(page, plainPart);
    await changePart(page, plainPart);
    await waitForCount(page, '1');
    return { page, creates, id };
  }

  /** The path of the layout of a configuration's picture in one perspective, as the browser asks for it. */
  async function layoutPath(configurationId: string, perspective: number): Promise<string> {
    const image = (await suite.api.load(configurationId)).FullImages.find(
      (entry) => entry.Perspective === perspective,
    );
    if (!image) throw new Error(`no image in perspective ${perspective}`);
    return new URL(image.Url, suite.server.url).pathname.replace('/images/', '/images-fe/');
  }

  /** Records the paths of the picture layouts the page asks for. */
  function watchLayouts(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/images-fe/')) seen.push(path);
    });
    return seen;
  }

  it(
    'starts a fresh configuration when Configure is pressed on a model configured before, screen and server agreeing',
    async () => {
      const modelId = model.Vehicle.ModelId;
      const name = model.Vehicle.Name;
      const { page, creates } = await freshPage(
        `/main/motorcycles?culture=${CULTURE}&segment=${encodeURIComponent(segment)}`,
      );
      const configure = async () => {
        await page.waitForSelector('.model-entry', { timeout: 20_000 });
        await page.$$eval(
          '.model-entry',
          (entries, wanted) => {
            const entry = entries.find((candidate) => candidate.textContent?.trim() === wanted);
            if (!entry) throw new Error(`no model ${wanted} in the list`);
            (entry as HTMLElement).click();
          },
          name,
        );
        const button = `.model-preview[aria-label="${name}"] .model-actions .button.primary`;
        await page.waitForSelector(button);
        await page.$eval(button, (element) => (element as HTMLElement).click());
        await waitForPath(page, categories(modelId));
      };

      await configure();
      const first = await addressedId(page);
      await showPartInList(page, plainPart);
      await changePart(page, plainPart);
      await waitForCount(page, '1');

      // Back to the model selection with the browser, and Configure on the same model again.
      await page.goBack();
      await waitForPath(page, '/main/motorcycles');
      await configure();
      const second = await addressedId(page, first);
      await waitForCount(page, '0');
      expect(creates).toHaveLength(2);
      expect((await suite.api.load(second)).Configuration.SelectedPartIds).toEqual([]);
      // The first configuration is left as it was.
      expect((await suite.api.load(first)).Configuration.SelectedPartIds).toEqual([plainPart.PartId]);

      // A reload shows what the server holds: the new configuration, without parts.
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await addressedId(page)).toBe(second);
      await waitForCount(page, '0');
      // Back and forward: the model selection, then the new configuration again, not a third one.
      await page.goBack();
      await waitForPath(page, '/main/motorcycles');
      await page.goForward();
      await waitForPath(page, categories(modelId), { configurationId: second });
      await waitForCount(page, '0');
      expect(creates).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'carries the configuration to the finish screen: a reload shows it again, its back link the summary',
    async () => {
      const modelId = model.Vehicle.ModelId;
      const { page, creates, id } = await configuredPage();
      await page.$eval('.view-configuration', (button) => (button as HTMLElement).click());
      await page.waitForSelector('.summary-screen .summary-finish', { timeout: 20_000 });
      await page.$eval('.summary-finish', (link) => (link as HTMLElement).click());
      await page.waitForSelector('.finish-screen', { timeout: 20_000 });
      await waitForPath(page, finish(modelId), { configurationId: id, culture: CULTURE });

      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.finish-screen .finish-new', { timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe(finish(modelId));
      expect(await addressedId(page)).toBe(id);
      expect(await page.$eval('.finish-facts h2', (heading) => heading.textContent)).toBe(model.Vehicle.Name);
      expect(creates).toHaveLength(1);

      // Back to the summary of the same configuration, with its part.
      await page.$eval('.finish-back', (link) => (link as HTMLElement).click());
      await page.waitForSelector('.summary-screen', { timeout: 20_000 });
      await waitForPath(page, categories(modelId), { configurationId: id, view: 'summary' });
      expect(
        await page.$$eval(
          '.summary-screen',
          (screens, partName) => screens[0]?.textContent?.includes(partName),
          plainPart.Name,
        ),
      ).toBe(true);
      expect(creates).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "opens a finish address in a fresh browser at the configuration's own model, and a gone one anew",
    async () => {
      const modelId = model.Vehicle.ModelId;
      const id = await suite.api.create(modelId);
      // The address names the other model: the configuration's own model's finish screen shows.
      const named = await freshPage(
        `${finish(other.Vehicle.ModelId)}?culture=${CULTURE}&configurationId=${id}`,
      );
      await waitForPath(named.page, finish(modelId), { configurationId: id });
      await named.page.waitForSelector('.finish-screen .finish-new', { timeout: 20_000 });
      expect(named.creates).toHaveLength(0);

      // Nothing to finish: the configuration screen of the model starts a new one.
      const gone = '00000000-0000-4000-8000-000000000000';
      const { page, creates } = await freshPage(
        `${finish(modelId)}?culture=${CULTURE}&configurationId=${gone}`,
      );
      await waitForPath(page, categories(modelId));
      const fresh = await addressedId(page, gone);
      expect(fresh).not.toBe(gone);
      expect(creates).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'carries the configuration and its perspective to /preview: a reload shows the configured vehicle, Escape goes back',
    async () => {
      const modelId = model.Vehicle.ModelId;
      const { page, creates, id } = await configuredPage();
      // The configured vehicle's picture is not the bare model's.
      const bare = await suite.api.create(modelId);
      expect(await layoutPath(id, 1)).not.toBe(await layoutPath(bare, 1));

      await page.waitForSelector('.image-layers.is-loaded', { timeout: 30_000 });
      await page.$eval('.image-arrow-next', (button) => (button as HTMLElement).click());
      await page.$eval('.full-image-link', (link) => (link as HTMLElement).click());
      await waitForPath(page, '/preview', { configurationId: id, perspective: '1', culture: CULTURE });

      const layouts = watchLayouts(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.preview-screen .image-layers.is-loaded', { timeout: 30_000 });
      expect(layouts).toContain(await layoutPath(id, 1));
      expect(await page.$eval('.preview-close', (button) => button.textContent)).toBe('Back (Esc)');

      // Escape returns to the page before: the configuration screen of the same configuration.
      await page.keyboard.press('Escape');
      await waitForPath(page, categories(modelId), { configurationId: id });
      await waitForCount(page, '1');
      expect(creates).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'shows a /preview address opened on its own, and Escape leads to the configuration screen',
    async () => {
      const modelId = model.Vehicle.ModelId;
      const { id } = await configuredPage();
      const { page, creates } = await freshPage(
        `/preview?culture=${CULTURE}&configurationId=${id}&perspective=2`,
      );
      const layouts = watchLayouts(page);
      await page.waitForSelector('.preview-screen .image-layers.is-loaded', { timeout: 30_000 });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.preview-screen .image-layers.is-loaded', { timeout: 30_000 });
      expect(layouts).toContain(await layoutPath(id, 2));
      await page.keyboard.press('Escape');
      await waitForPath(page, categories(modelId), { configurationId: id, culture: CULTURE });
      await waitForCount(page, '1');
      expect(creates).toHaveLength(0);
    },
    SLOW,
  );
});
