/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { randomUUID } from 'node:crypto';
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import { type ShellServer, startShellServer } from '@configurator/client/tooling/shellServer';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { texts } from '../../src/browser/shellPages.js';

interface ListedVehicle {
  ModelId: string;
  Name: string;
  EngineType: string;
}
interface VehicleList {
  Segments: { Name: string; Vehicles: ListedVehicle[] }[];
}
interface CatalogPart {
  PartId: number;
  Name: string;
  CategoryName: string;
  Racing: boolean;
  ApprovalInfo: string | null;
  IsColorPart: boolean;
}
interface Overview {
  Vehicle: { ModelId: string; Name: string };
  Parts: CatalogPart[];
}

/** A company of the seeded catalog that sells KTM only. */
const KTM_ONLY_COMPANY = '0b7e4c52-1f3a-4d6e-8a9b-3c5d7e9f1a02';
const NOT_AVAILABLE =
  'Sorry. The Configurator is not available for your country. Please contact your dealer.';
const NOT_HOMOLOGATED = 'Not homologated for road use. For closed circuits and competition only.';
const WRITE = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** The catalog's engine types and segment names as German and French visitors read them. */
const ENGINE_TYPES: Record<string, { de: string; fr: string }> = {
  '4-Stroke': { de: '4-Takt', fr: '4 temps' },
  '2-Stroke': { de: '2-Takt', fr: '2 temps' },
  Electric: { de: 'Elektro', fr: 'Électrique' },
  Combustion: { de: 'Verbrenner', fr: 'Thermique' },
};
const SEGMENTS: Record<string, { de: string; fr: string }> = {
  'NAKED BIKE': { de: 'NAKED BIKE', fr: 'ROADSTER' },
  TRAVEL: { de: 'REISE', fr: 'VOYAGE' },
  SUPERSPORT: { de: 'SUPERSPORT', fr: 'SPORTIVE' },
  ENDURO: { de: 'ENDURO', fr: 'ENDURO' },
  MOTOCROSS: { de: 'MOTOCROSS', fr: 'MOTOCROSS' },
  SUPERMOTO: { de: 'SUPERMOTO', fr: 'SUPERMOTARD' },
  'X-BOW': { de: 'X-BOW', fr: 'X-BOW' },
};

/**
 * Catalog texts and failures in real Chromium against the whole app on PGlite: a model list that
 * fails says why and retries, a list without models says the configurator is not available, colour
 * slots are not offered as parts, the ECE marker is kept from parts that are not homologated, engine
 * types and segments speak the visitor's language, /page-not-found the browser's, and the language
 * dialog asks for markets with a real culture.
 */
describe('catalog texts in Chromium', () => {
  let build: ClientBuild | undefined;
  let server: ShellServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let ktmList: VehicleList;

  beforeAll(async () => {
    build = await buildClient();
    // Without accounts the 3D models (the X-Bow among them) open in the 2D screen, whose parts list
    // these tests read; the 3D screen is for logged-in visitors and has tests of its own.
    server = await startShellServer(build.dir, { env: { CDC_ENABLED: 'false' } });
    browser = await launchChromium();
    ktmList = await api<VehicleList>('/vehicles?brand=KTM&c=en-GB');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
    await build?.dispose();
  });

  const url = (path: string) => `${server!.url}${path}`;

  async function api<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${server!.url}/api/posconfigurator${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A page in a context of its own (no storage), its browser speaking the given languages. */
  async function freshPage(languages: string[] = ['en-US', 'en']): Promise<Page> {
    const context = await browser!.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.evaluateOnNewDocument((tags: string[]) => {
      Object.defineProperty(navigator, 'languages', { get: () => tags });
      Object.defineProperty(navigator, 'language', { get: () => tags[0] });
    }, languages);
    return page;
  }

  /** The model list requests the page makes, counted; while `fail()` says so they never get an answer. */
  async function interceptModelLists(page: Page, fail: () => boolean): Promise<{ count: number }> {
    const seen = { count: 0 };
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!request.url().includes('vehicles.list')) return void request.continue();
      seen.count++;
      if (fail()) return void request.abort('internetdisconnected');
      return void request.continue();
    });
    return seen;
  }

  const alertText = (page: Page) =>
    page.$eval('.model-list-error [role="alert"]', (alert) => (alert.textContent ?? '').trim());
  const pressRetry = (page: Page) =>
    page.$eval('.model-list-error button', (button) => (button as HTMLButtonElement).click());

  describe('model list', () => {
    it('says the connection failed, not that the country is unserved, and shows the models after a retry', async () => {
      const page = await freshPage();
      let offline = true;
      const requests = await interceptModelLists(page, () => offline);
      await page.goto(url('/main/motorcycles?brand=KTM&culture=en-GB'));
      await page.waitForSelector('.model-list-error [role="alert"]', { timeout: 20_000 });
      expect(await alertText(page)).toBe(
        'The models could not be loaded: the internet connection failed. Please check it and try again.',
      );
      expect(await page.$('.not-available')).toBeNull();
      expect(await texts(page, '.model-list-error button')).toEqual(['Retry']);

      offline = false;
      const before = requests.count;
      await pressRetry(page);
      await page.waitForSelector('.model-preview', { timeout: 20_000 });
      expect(requests.count).toBe(before + 1);
      expect(await page.$('.model-list-error')).toBeNull();
      expect(await texts(page, '.segment-link span')).toEqual(ktmList.Segments.map((s) => s.Name));
    });

    it('names an unknown company from the link and asks again on retry', async () => {
      const page = await freshPage();
      const requests = await interceptModelLists(page, () => false);
      const company = randomUUID();
      await page.goto(url(`/main/motorcycles?brand=KTM&culture=en-GB&id_company=${company}`));
      await page.waitForSelector('.model-list-error [role="alert"]', { timeout: 20_000 });
      expect(await alertText(page)).toBe(
        `The models could not be loaded: the link names a company (${company}) that this configurator does not know. Please check the link or contact your dealer.`,
      );
      expect(await page.$('.not-available')).toBeNull();
      const before = requests.count;
      await pressRetry(page);
      await vi.waitFor(() => expect(requests.count).toBe(before + 1), { timeout: 10_000 });
      await page.waitForSelector('.model-list-error button:not([disabled])', { timeout: 20_000 });
      expect(await alertText(page)).toContain(company);
    });

    it('keeps the not-available text for a list without models and for a country no market serves', async () => {
      const page = await freshPage();
      await page.goto(url(`/main/motorcycles?brand=HQV&culture=en-GB&id_company=${KTM_ONLY_COMPANY}`));
      await page.waitForSelector('.not-available', { timeout: 20_000 });
      expect(await texts(page, '.not-available')).toEqual([NOT_AVAILABLE]);
      expect(await page.$('.model-list-error [role="alert"]')).toBeNull();

      await page.goto(url('/main/motorcycles?brand=HQV&culture=en-ZZ&country=ZZ'));
      await page.waitForSelector('.not-available', { timeout: 20_000 });
      expect(await texts(page, '.not-available')).toEqual([NOT_AVAILABLE]);
    });

    it.each(['de', 'fr'] as const)('shows engine types and segment names in %s', async (language) => {
      const segment = ktmList.Segments.find(
        (candidate) => new Set(candidate.Vehicles.map((vehicle) => vehicle.EngineType)).size > 1,
      );
      if (!segment) throw new Error('no KTM segment with two engine types');
      const page = await freshPage();
      const culture = language === 'de' ? 'de-AT' : 'fr-FR';
      await page.goto(
        url(`/main/motorcycles?brand=KTM&culture=${culture}&segment=${encodeURIComponent(segment.Name)}`),
      );
      await page.waitForSelector('.model-group h3', { timeout: 20_000 });
      const engineTypes = [...new Set(segment.Vehicles.map((vehicle) => vehicle.EngineType))];
      expect(new Set(await texts(page, '.model-group h3'))).toEqual(
        new Set(engineTypes.map((type) => ENGINE_TYPES[type]?.[language] ?? `untranslated ${type}`)),
      );
      expect(await texts(page, '.segment-link span')).toEqual(
        ktmList.Segments.map((s) => SEGMENTS[s.Name]?.[language] ?? `untranslated ${s.Name}`),
      );
      // The address keeps the catalog's segment name, whatever the language shows.
      expect(
        await page.$eval('.segment-link[aria-current="page"]', (link) => link.getAttribute('href')),
      ).toContain(`segment=${encodeURIComponent(segment.Name)}`);
    });
  });

  describe('parts of the 2D screen', () => {
    const categoryToggles = (page: Page) => texts(page, '.category-panel .category-toggle');

    /** Every part row of every category, with whether it has an add/remove button. */
    async function allPartRows(page: Page): Promise<{ name: string; toggle: boolean; markers: string }[]> {
      const rows: { name: string; toggle: boolean; markers: string }[] = [];
      for (const category of await categoryToggles(page)) {
        await page.$$eval(
          '.category-panel .category-toggle',
          (buttons, name) => {
            const button = buttons.find((candidate) => candidate.textContent?.trim() === name);
            if (button?.getAttribute('aria-expanded') !== 'true') (button as HTMLElement).click();
          },
          category,
        );
        await page.waitForSelector(`.part-list[aria-label="${category}"] .part-row`);
        rows.push(
          ...(await page.$$eval(`.part-list[aria-label="${category}"] .part-row`, (items) =>
            items.map((item) => ({
              name: (item.querySelector('.part-name')?.textContent ?? '').trim(),
              toggle: item.querySelector('.part-toggle') !== null,
              markers: (item.querySelector('.part-markers')?.textContent ?? '').trim(),
            })),
          )),
        );
      }
      return rows;
    }

    async function openCategories(page: Page, modelId: string, query = 'brand=KTM&culture=en-GB') {
      await page.goto(url(`/main/configuration/${encodeURIComponent(modelId)}/categories?${query}`));
      await page.waitForSelector('.menu-categories', { timeout: 20_000 });
      await page.$eval('.menu-categories', (button) => (button as HTMLElement).click());
      await page.waitForSelector('.category-panel .category-toggle');
    }

    it("offers none of the X-Bow's colour slots as a part to add", async () => {
      const xbow = ktmList.Segments.find((segment) => segment.Name === 'X-BOW')?.Vehicles[0];
      if (!xbow) throw new Error('no X-Bow');
      const overview = await api<Overview>(`/vehicles/${xbow.ModelId}?c=en-GB`);
      const colourParts = overview.Parts.filter((part) => part.IsColorPart);
      expect(colourParts.length).toBeGreaterThan(0);
      const page = await freshPage();
      await openCategories(page, xbow.ModelId);
      const rows = await allPartRows(page);
      const offered = overview.Parts.filter((part) => !part.IsColorPart);
      expect(rows.filter((row) => row.toggle).length).toBeGreaterThanOrEqual(offered.length);
      const colourNames = new Set(colourParts.map((part) => part.Name));
      expect(rows.filter((row) => colourNames.has(row.name))).toEqual([]);
      // A category of colour parts only is not listed at all.
      const colourOnly = new Set(colourParts.map((part) => part.CategoryName));
      for (const part of offered) colourOnly.delete(part.CategoryName);
      for (const category of colourOnly) expect(await categoryToggles(page)).not.toContain(category);
    });

    it('marks ECE only on road-approved parts: a part not homologated for the road has none, in the list and the summary', async () => {
      const model = ktmList.Segments.flatMap((segment) => segment.Vehicles).find(
        (vehicle) => vehicle.EngineType !== 'Combustion',
      )!;
      const overview = await api<Overview>(`/vehicles/${model.ModelId}?c=en-GB`);
      const configurationId = (
        await api<{ ConfigurationId: string }>('/configuration/create?c=en-GB', {
          method: 'POST',
          headers: WRITE,
          body: JSON.stringify({ ModelId: model.ModelId }),
        })
      ).ConfigurationId;
      const addIfPlain = async (part: CatalogPart) => {
        const path = `/configuration/${configurationId}/add-part?c=en-GB`;
        const dry = await api<{ RulesResult: unknown }>(path, {
          method: 'POST',
          headers: WRITE,
          body: JSON.stringify({ PartId: part.PartId, DryRun: true }),
        });
        if (dry.RulesResult) return false;
        await api(path, { method: 'POST', headers: WRITE, body: JSON.stringify({ PartId: part.PartId }) });
        return true;
      };
      const notHomologated = overview.Parts.filter((part) => part.ApprovalInfo === NOT_HOMOLOGATED);
      const road = overview.Parts.filter((part) => !part.Racing && part.ApprovalInfo?.includes('ECE R'));
      let racingPart: CatalogPart | undefined;
      for (const part of notHomologated) if (await addIfPlain(part)) racingPart = racingPart ?? part;
      let roadPart: CatalogPart | undefined;
      for (const part of road) {
        if (roadPart) break;
        if (await addIfPlain(part)) roadPart = part;
      }
      if (!racingPart || !roadPart) throw new Error(`${model.Name}: no plain racing and road parts to add`);

      const page = await freshPage();
      await openCategories(page, model.ModelId);
      const rows = await allPartRows(page);
      for (const part of notHomologated) {
        expect(rows.find((row) => row.name === part.Name)?.markers, part.Name).not.toContain('ECE');
      }
      expect(rows.find((row) => row.name === roadPart.Name)?.markers).toContain('ECE');

      await page.goto(url(`/main?brand=KTM&culture=en-GB&configurationId=${configurationId}`));
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === 'View configuration',
          ),
        { timeout: 20_000 },
      );
      await page.$$eval('button', (buttons) =>
        (buttons.find((b) => b.textContent?.trim() === 'View configuration') as HTMLElement).click(),
      );
      await page.waitForSelector('.summary-applied .summary-part', { timeout: 20_000 });
      const summary = await page.$$eval('.summary-applied .summary-part', (items) =>
        items.map((item) => ({
          name: (item.querySelector('.summary-part-name')?.textContent ?? '').trim(),
          ece: item.querySelector('.marker-ece') !== null,
          racing: item.querySelector('.marker-racing') !== null,
        })),
      );
      expect(summary).toContainEqual({ name: racingPart.Name, ece: false, racing: true });
      expect(summary).toContainEqual({ name: roadPart.Name, ece: true, racing: false });
    });
  });

  describe('languages without a culture', () => {
    it.each([
      [['en-US', 'en'], 'en', 'Page not found'],
      [['fr-CH', 'fr'], 'fr', 'Page introuvable'],
      [['pt-BR', 'pt'], 'en', 'Page not found'],
    ])('/page-not-found for a browser speaking %j is in %s', async (languages, lang, heading) => {
      const page = await freshPage(languages);
      await page.goto(url('/page-not-found'));
      await page.waitForSelector('.not-found h1', { timeout: 20_000 });
      await page.waitForFunction(
        (wanted) => document.documentElement.lang === wanted,
        { timeout: 10_000 },
        lang,
      );
      expect(await texts(page, '.not-found h1')).toEqual([heading]);
    });

    it('/page-not-found with a culture speaks the culture, not the browser', async () => {
      const page = await freshPage(['en-US', 'en']);
      await page.goto(url('/page-not-found?culture=de-AT'));
      await page.waitForSelector('.not-found h1', { timeout: 20_000 });
      expect(await texts(page, '.not-found h1')).toEqual(['Seite nicht gefunden']);
    });

    it.each([
      [['en-US', 'en'], 'en-US'],
      [['fr'], 'fr-FR'],
    ])(
      'the language dialog of a browser speaking %j asks for the markets in %s',
      async (languages, culture) => {
        const page = await freshPage(languages);
        const cultures: string[] = [];
        page.on('request', (request) => {
          if (!request.url().includes('markets.list')) return;
          const input = new URL(request.url()).searchParams.get('input') ?? '{}';
          for (const call of Object.values(JSON.parse(input) as Record<string, { c?: string }>)) {
            if (call.c) cultures.push(call.c);
          }
        });
        await page.goto(url('/?brand=KTM'));
        await page.waitForSelector('[role="dialog"] select', { timeout: 20_000 });
        expect(cultures.length).toBeGreaterThan(0);
        expect(new Set(cultures)).toEqual(new Set([culture]));
      },
    );
  });
});
