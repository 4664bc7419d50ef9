/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { HTTPRequest, Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, CUSTOMER, signIn } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { type ApiOverview, type ApiPart, CULTURE } from '../../src/browser/configurationApi.js';
import { changePart, showPartInList } from '../../src/browser/configurationPages.js';
import { waitForPath } from '../../src/browser/shellPages.js';

const SLOW = 90_000;

/** A configuration create the page sent: its anonymous id header and its input. */
interface SeenCreate {
  anonymousId: string | undefined;
  input: { modelId?: string; variationCode?: string | null; m?: string };
}

interface Market {
  MarketCode: string;
  Countries: { CountryCode: string; Languages: string[] }[];
}

/**
 * The life of a configuration in real Chromium against the whole app: its id in the address, so a
 * reload, back/forward and the guarded route find it again; the summary in the address; the save
 * from the summary across a login; the variation of the address; the anonymous id of the visit on
 * create; the country as `m`; the route fade both ways; the loader of /preview.
 */
describe('configuration lifecycle in Chromium', () => {
  const suite = new BrowserSuite({ login: true });
  const api = () => suite.api;
  let model: ApiOverview;
  let other: ApiOverview;
  let plainPart: ApiPart;

  /** The brand's 2D models with more than one colour, and a part of the first that asks nothing. */
  beforeAll(async () => {
    const found: ApiOverview[] = [];
    for (const entry of await api().models('KTM')) {
      if (entry.engine !== 'Engine2D') continue;
      const overview = await api().overview(entry.modelId);
      if (overview.Variations.length > 1) found.push(overview);
      if (found.length === 2) break;
    }
    [model, other] = found as [ApiOverview, ApiOverview];
    [plainPart] = (await api().plainParts(model, 1)) as [ApiPart];
  }, 60_000);

  const categories = (modelId: string) => `/main/configuration/${modelId}/categories`;

  /** A browser of its own (cookies, storage) that records the creates it sends. */
  async function freshPage(path: string): Promise<{ page: Page; creates: SeenCreate[] }> {
    const creates: SeenCreate[] = [];
    const page = await suite.page(path, {
      before: (opened) => {
        opened.on('request', (request) => {
          if (!request.url().includes('/api/trpc/configuration.create')) return;
          const body = JSON.parse(request.postData() ?? '{}') as Record<string, SeenCreate['input']>;
          creates.push({ anonymousId: request.headers()['x-anonymous-id'], input: body['0'] ?? {} });
        });
      },
    });
    return { page, creates };
  }

  /** The configuration id in the address, once it is there. */
  async function addressedId(page: Page): Promise<string> {
    const handle = await page.waitForFunction(
      () => new URLSearchParams(window.location.search).get('configurationId'),
      { timeout: 20_000, polling: 50 },
    );
    return (await handle.jsonValue()) as string;
  }

  async function appliedCount(page: Page): Promise<string> {
    await page.waitForSelector('.applied-counter', { timeout: 20_000 });
    return page.$eval('.applied-counter', (counter) => (counter.textContent ?? '').trim());
  }

  it(
    'keeps the configuration in the address: a reload, back/forward and the guarded route reopen it with its parts',
    async () => {
      const modelId = model.Vehicle.ModelId;
      const { page, creates } = await freshPage(`${categories(modelId)}?culture=${CULTURE}`);
      const id = await addressedId(page);
      await showPartInList(page, plainPart);
      await changePart(page, plainPart);
      expect(await appliedCount(page)).toBe('1');

      // A reload opens the same configuration with its part; nothing new is created.
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await addressedId(page)).toBe(id);
      await page.waitForFunction(
        () => document.querySelector('.applied-counter')?.textContent?.trim() === '1',
        {
          timeout: 20_000,
          polling: 50,
        },
      );
      expect(creates).toHaveLength(1);

      // Another model, then back: the first configuration again, not a new one; forward: the second.
      await page.goto(`${suite.server.url}${categories(other.Vehicle.ModelId)}?culture=${CULTURE}`, {
        waitUntil: 'networkidle0',
      });
      const otherId = await addressedId(page);
      expect(otherId).not.toBe(id);
      await page.goBack({ waitUntil: 'networkidle0' });
      await waitForPath(page, categories(modelId), { configurationId: id });
      await page.waitForFunction(
        () => document.querySelector('.applied-counter')?.textContent?.trim() === '1',
        {
          timeout: 20_000,
          polling: 50,
        },
      );
      await page.goForward({ waitUntil: 'networkidle0' });
      await waitForPath(page, categories(other.Vehicle.ModelId), { configurationId: otherId });
      expect(creates).toHaveLength(2);
      expect((await api().load(id)).Configuration.SelectedPartIds).toEqual([plainPart.PartId]);

      // The guarded route, loaded afresh with the id, leads to the same configuration.
      await page.goto(
        `${suite.server.url}/configuration/${modelId}?culture=${CULTURE}&configurationId=${id}`,
        {
          waitUntil: 'networkidle0',
        },
      );
      await waitForPath(page, categories(modelId), { configurationId: id, culture: CULTURE });
      expect(await appliedCount(page)).toBe('1');
      expect(creates).toHaveLength(2);

      // Every create of the visit carried the same random anonymous id.
      expect(creates[0]?.anonymousId).toMatch(/^[0-9a-f]{32}$/);
      expect(creates[1]?.anonymousId).toBe(creates[0]?.anonymousId);
    },
    SLOW,
  );

  it(
    'puts the summary in the address: Back closes it, a reload opens it again',
    async () => {
      const { page } = await freshPage(`${categories(model.Vehicle.ModelId)}?culture=${CULTURE}`);
      const id = await addressedId(page);
      await page.waitForSelector('.view-configuration', { timeout: 20_000 });
      await page.$eval('.view-configuration', (button) => (button as HTMLElement).click());
      await page.waitForSelector('.summary-screen');
      await waitForPath(page, categories(model.Vehicle.ModelId), { configurationId: id, view: 'summary' });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.summary-screen', { timeout: 20_000 });
      expect(await addressedId(page)).toBe(id);
      await page.goBack();
      await page.waitForSelector('.summary-screen', { hidden: true, timeout: 10_000 });
      await page.waitForSelector('.view-configuration');
      expect(await addressedId(page)).toBe(id);
      expect(new URL(page.url()).searchParams.get('view')).toBeNull();
    },
    SLOW,
  );

  it(
    'saves from the summary across the login: back on the summary, saved, with "Configuration saved!"',
    async () => {
      const modelId = model.Vehicle.ModelId;
      const { page, creates } = await freshPage(`${categories(modelId)}?culture=${CULTURE}`);
      const id = await addressedId(page);
      await page.waitForSelector('.view-configuration', { timeout: 20_000 });
      await page.$eval('.view-configuration', (button) => (button as HTMLElement).click());
      await page.waitForFunction(
        () => document.querySelector('.summary-save')?.textContent === 'Save configuration',
        { timeout: 20_000, polling: 50 },
      );
      await Promise.all([page.waitForNavigation(), page.click('.summary-save')]);
      await signIn(page, CUSTOMER, 'load');
      await page.waitForFunction(
        () => document.querySelector('.toast')?.textContent === 'Configuration saved!',
        {
          timeout: 20_000,
          polling: 20,
        },
      );
      await waitForPath(page, categories(modelId), {
        culture: CULTURE,
        configurationId: id,
        view: 'summary',
      });
      await page.waitForFunction(() => document.querySelector('.summary-save')?.textContent === 'Saved', {
        timeout: 20_000,
        polling: 50,
      });
      expect(await page.$('.summary-screen')).not.toBeNull();
      expect(creates).toHaveLength(1);
      const listed = await fetch(`${suite.server.url}/api/posconfigurator/user/configurations`, {
        headers: await bearerOf(page),
      });
      const { Configurations } = (await listed.json()) as { Configurations: { ConfigurationId: string }[] };
      expect(Configurations.map((c) => c.ConfigurationId)).toEqual([id]);
    },
    SLOW,
  );

  it(
    "starts in the address's variation when the model has it, otherwise in the model's default colour",
    async () => {
      const modelId = model.Vehicle.ModelId;
      const known = model.Variations[1]!.Code;
      const { page, creates } = await freshPage(
        `${categories(modelId)}?culture=${CULTURE}&variation=NO-SUCH-COLOUR`,
      );
      const id = await addressedId(page);
      await waitForPath(page, categories(modelId));
      await page.waitForSelector('.view-configuration', { timeout: 20_000 });
      expect(creates.map((create) => create.input.variationCode ?? null)).toEqual([null]);
      expect((await api().load(id)).Configuration.VariationCode).toBe(model.Variations[0]!.Code);

      await page.goto(
        `${suite.server.url}${categories(other.Vehicle.ModelId)}?culture=${CULTURE}&variation=${known}`,
        {
          waitUntil: 'networkidle0',
        },
      );
      const second = await addressedId(page);
      const hasIt = other.Variations.some((variation) => variation.Code === known);
      expect((await api().load(second)).Configuration.VariationCode).toBe(
        hasIt ? known : other.Variations[0]!.Code,
      );
      const third = await freshPage(`${categories(modelId)}?culture=${CULTURE}&variation=${known}`);
      expect((await api().load(await addressedId(third.page))).Configuration.VariationCode).toBe(known);
    },
    SLOW,
  );

  it(
    'sends the country as m, not its market code',
    async () => {
      const markets = (await (
        await fetch(`${suite.server.url}/api/posconfigurator/market?c=${CULTURE}`)
      ).json()) as {
        MarketsData: Market[];
      };
      const choice = markets.MarketsData.flatMap((market) =>
        market.Countries.map((country) => ({ market: market.MarketCode, country })),
      ).find((entry) => entry.market !== entry.country.CountryCode);
      if (!choice) throw new Error('every market is named like its country');
      const value = `${choice.country.Languages[0]}-${choice.country.CountryCode}`;
      // Without a culture and with a loopback address nothing is detected: the visitor chooses.
      const { page } = await freshPage('/main/motorcycles');
      const sent: string[] = [];
      page.on('request', (request: HTTPRequest) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/trpc/vehicles.list'))
          sent.push(url.searchParams.get('input') ?? '');
      });
      await page.waitForSelector('[role="dialog"] select', { timeout: 20_000 });
      await page.select('[role="dialog"] select', value);
      await page.$eval('[role="dialog"] .dialog-actions .button.primary', (button) =>
        (button as HTMLElement).click(),
      );
      await page.waitForSelector('.model-preview', { timeout: 20_000 });
      expect(sent.length).toBeGreaterThan(0);
      for (const input of sent) {
        expect(input).toContain(`"m":"${choice.country.CountryCode}"`);
        expect(input).not.toContain(`"m":"${choice.market}"`);
      }
      // Prices resolve in that country's market.
      expect(await page.$$eval('.model-preview', (previews) => previews.length)).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'fades the leaving page out over 300 ms while the next fades in',
    async () => {
      const { page } = await freshPage(`/main/motorcycles?culture=${CULTURE}`);
      await page.waitForSelector('.model-preview a.text-link');
      const leavingText = await page.$eval('.route-view', (view) => (view.textContent ?? '').slice(0, 40));
      await page.$eval('.model-preview a.text-link', (link) => (link as HTMLElement).click());
      const fading = await page.waitForFunction(
        () => {
          const leaving = document.querySelector('.route-ghost')?.shadowRoot?.querySelector('.route-leaving');
          if (!leaving) return false;
          const [animation] = leaving.getAnimations();
          const timing = animation?.effect?.getComputedTiming();
          return { text: (leaving.textContent ?? '').slice(0, 40), duration: timing?.duration ?? null };
        },
        { timeout: 2000, polling: 'raf' },
      );
      expect(await fading.jsonValue()).toEqual({ text: leavingText, duration: 300 });
      expect(await page.$eval('.route-view', (view) => getComputedStyle(view).animationDuration)).toBe(
        '0.3s',
      );
      await page.waitForFunction(() => document.querySelector<HTMLElement>('.route-ghost')?.hidden === true, {
        timeout: 2000,
        polling: 20,
      });
    },
    SLOW,
  );

  it(
    'shows the Rendering... loader on /preview while the picture renders',
    async () => {
      const { page } = await freshPage(`${categories(model.Vehicle.ModelId)}?culture=${CULTURE}`);
      await page.waitForSelector('.image-layers.is-loaded', { timeout: 30_000 });
      // From here on every layout takes 1.5 s, as a picture still rendering does.
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (new URL(request.url()).pathname.startsWith('/images-fe/')) {
          setTimeout(() => void request.continue(), 1500);
        } else void request.continue();
      });
      await page.$eval('.full-image-link', (link) => (link as HTMLElement).click());
      await waitForPath(page, '/preview');
      // The layers the viewer had are cached: the preview shows them at once.
      await page.waitForSelector('.preview-screen .image-layers.is-loaded', { timeout: 10_000 });
      await page.keyboard.press('Escape');
      await page.waitForSelector('.view-configuration');
      // Another perspective: the viewer starts its layout, the preview waits for the same one.
      await page.$eval('.image-arrow-next', (button) => (button as HTMLElement).click());
      await page.$eval('.full-image-link', (link) => (link as HTMLElement).click());
      await waitForPath(page, '/preview');
      const loader = await page.waitForSelector('.preview-screen .image-loader[role="status"]', {
        timeout: 1000,
      });
      expect(await loader?.evaluate((element) => element.textContent)).toBe('Rendering...');
      await page.waitForSelector('.preview-screen .image-layers.is-loaded', { timeout: 20_000 });
      expect(await page.$('.preview-screen .image-loader')).toBeNull();
    },
    SLOW,
  );
});
