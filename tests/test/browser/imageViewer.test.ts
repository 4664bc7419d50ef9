/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { perspectiveRange } from '@configurator/domain/presentation/perspectives';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { type BrandCode, VIEWPORTS, waitForPath } from '../../src/browser/shellPages.js';

interface VehicleList {
  Segments: { Name: string; Vehicles: { ModelId: string; Name: string }[] }[];
}
interface Overview {
  Vehicle: { Name: string };
  Finance: {
    FinanceData: { Variation: string; Key: string; Available: boolean }[];
    FinanceConfiguration: { FinanceServiceUrl: string };
  };
}

const API = '/api/posconfigurator';
/** The stack of the perspective being shown (the one before may still lie under it). */
const CURRENT = '.image-layers:not(.is-previous)';
/** The stock vehicle's layer, over the background; a layer's URL ends in /{layer name}/{perspective}.webp. */
const BASE_LAYER = 'img.image-layer-base';
/** Marketing consent given (C0004), so the banner stays away and the simulator gets cookie 1. */
const CONSENT = `groups=${encodeURIComponent('C0001:1,C0002:0,C0003:0,C0004:1')}&version=1`;

/**
 * The image viewer and the finance section of the 2D screen in real Chromium against the whole app
 * (stills from the shell server's stand-in renderer): each brand's configuration shows its layers,
 * the arrows wrap around the brand's perspectives, the preview opens and Escape returns; a model with
 * finance data shows the simulator's monthly payment.
 */
describe('image viewer and finance in Chromium', () => {
  // Without accounts every model opens in the 2D screen, whose pictures these tests look at.
  const suite = new BrowserSuite({ env: { CDC_ENABLED: 'false' } });
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    page = await suite.browser.newPage();
    await page.setViewport(VIEWPORTS.desktop);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.setCookie({ name: 'OptanonConsent', value: CONSENT, url: suite.server.url });
  });

  const url = (path: string) => suite.url(path);
  const getJson = async <T>(path: string): Promise<T> => (await fetch(url(path))).json() as Promise<T>;

  /** The perspective the viewer shows once its layers have loaded, read from the layer URLs. */
  async function shownPerspective(): Promise<number> {
    await page.waitForSelector(`${CURRENT}.is-loaded`, { timeout: 20_000 });
    const src = await page.$eval(`${CURRENT} ${BASE_LAYER}`, (image) => (image as HTMLImageElement).src);
    return Number(/\/base\/(\d+)\.webp$/.exec(src)?.[1]);
  }

  async function click(selector: string) {
    await page.$eval(selector, (element) => (element as HTMLElement).click());
  }

  describe.each(['KTM', 'HQV', 'GG'] as const)('%s', (brand: BrandCode) => {
    it('shows the rendered layers; the arrows wrap around; the preview opens and Escape returns', async () => {
      const list = await getJson<VehicleList>(`${API}/vehicles?brand=${brand}&c=en-GB`);
      const model = list.Segments.filter((segment) => segment.Name !== 'X-BOW')[0]!.Vehicles[0]!;
      const path = `/main/configuration/${model.ModelId}/categories`;
      await page.bringToFront();
      await page.goto(url(`${path}?brand=${brand}&culture=en-GB`));
      const range = perspectiveRange(brand);

      expect(await shownPerspective()).toBe(range.at(brand === 'HQV' ? -1 : 0));
      const layers = await page.$$eval(`${CURRENT} img.image-layer`, (images) =>
        (images as HTMLImageElement[]).map((image) => ({
          className: image.className,
          src: new URL(image.src).pathname,
          width: image.naturalWidth,
        })),
      );
      // No parts applied: the studio and the stock vehicle.
      expect(layers.map((layer) => layer.className)).toEqual([
        'image-layer image-layer-background',
        'image-layer image-layer-base',
      ]);
      for (const layer of layers) {
        expect(layer.src.startsWith(`${API}/blob-image/${brand}/${model.ModelId}/`)).toBe(true);
        expect(layer.width).toBeGreaterThan(0);
      }
      const title = await page.$eval('.background-title', (element) => element.textContent);
      const words = model.Name.split(' ');
      expect(title).toBe(brand === 'HQV' ? model.Name : words.slice(0, -1).join(' '));

      // The start is at one end of the range: the arrow away from the range wraps to the other end,
      // the opposite arrow wraps back (KTM and GG start first, HQV last).
      const start = await shownPerspective();
      const startsFirst = start === range[0];
      const wrapped = startsFirst ? range.at(-1)! : range[0]!;
      const [away, back] = startsFirst
        ? ['.image-arrow-previous', '.image-arrow-next']
        : ['.image-arrow-next', '.image-arrow-previous'];
      const showsPerspective = (p: number) =>
        page.waitForFunction(
          (q, stack, layer) =>
            document.querySelector<HTMLImageElement>(`${stack} ${layer}`)?.src.endsWith(`/base/${q}.webp`),
          { timeout: 20_000 },
          p,
          CURRENT,
          BASE_LAYER,
        );
      await click(away);
      await showsPerspective(wrapped);
      expect(await shownPerspective()).toBe(wrapped);
      await click(back);
      await showsPerspective(start);
      expect(await shownPerspective()).toBe(start);
      await click(away);
      await showsPerspective(wrapped);
      expect(await page.$eval('.image-dot.is-active', (dot) => dot.getAttribute('aria-label'))).toBe(
        `Show view ${range.indexOf(wrapped) + 1} of ${range.length}`,
      );

      await click('.full-image-link');
      await waitForPath(page, '/preview');
      // The preview stacks the same layers, of the perspective the viewer showed.
      await page.waitForSelector('.preview-screen .image-layers.is-loaded', { timeout: 20_000 });
      const preview = await page.$eval(
        `.preview-screen ${BASE_LAYER}`,
        (image) => new URL((image as HTMLImageElement).src).pathname,
      );
      expect(preview).toMatch(new RegExp(`/base/${wrapped}\\.webp$`));
      await page.keyboard.press('Escape');
      await waitForPath(page, path);
      expect(await shownPerspective()).toBe(wrapped);
    });
  });

  it('shows the finance section with the monthly payment of the configured price for a model with finance data', async () => {
    const list = await getJson<VehicleList>(`${API}/vehicles?brand=KTM&c=en-GB`);
    let found: { modelId: string; variation: string; key: string } | undefined;
    for (const vehicle of list.Segments.flatMap((segment) => segment.Vehicles)) {
      const overview = await getJson<Overview>(`${API}/vehicles/${vehicle.ModelId}?brand=KTM&c=en-GB`);
      const entry = overview.Finance.FinanceData.find((candidate) => candidate.Available);
      if (entry) {
        found = { modelId: vehicle.ModelId, variation: entry.Variation, key: entry.Key };
        break;
      }
    }
    if (!found) throw new Error('the seed needs a KTM model with available finance data');
    await page.bringToFront();
    await page.goto(
      url(
        `/main/configuration/${found.modelId}/categories?brand=KTM&culture=en-GB&variation=${found.variation}`,
      ),
    );
    await page.waitForFunction(
      () =>
        /^from [\d,]+\.\d\d\u00a0\S+ per month$/.test(
          document.querySelector('.finance-monthly')?.textContent ?? '',
        ),
      { timeout: 20_000 },
    );
    // The section's picture loads on its own time: on a busy machine after the payment shows.
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('.finance-section .hero-image')?.naturalWidth ?? 0) > 0,
      { timeout: 20_000 },
    );
    const shown = await page.evaluate(() => ({
      monthly: document.querySelector('.finance-monthly')?.textContent ?? '',
      total: document.querySelector('.total-price strong')?.textContent ?? '',
      assetId: document.querySelector<HTMLElement>('#finance-simulator')?.dataset.assetId,
      deposit: document.querySelector<HTMLInputElement>('#finance-simulator input[name="deposit"]')?.value,
      hero: (document.querySelector<HTMLImageElement>('.finance-section .hero-image')?.naturalWidth ?? 0) > 0,
      remembered: localStorage.getItem('configurator_finance'),
      description: document.querySelector('.vehicle-description')?.classList.contains('with-finance'),
    }));
    // The annuity of the shown total less the 4 000 deposit at the default 4.9 % over 48 months.
    const total = Number(shown.total.replace(/[^\d.]/g, ''));
    const r = 4.9 / 12 / 100;
    const expected = ((total - 4000) * r) / (1 - (1 + r) ** -48);
    const monthly = Number(shown.monthly.replace(/[^\d.]/g, ''));
    expect(monthly).toBe(Math.round(expected * 100) / 100);
    expect(shown).toMatchObject({ assetId: found.key, deposit: '4000', hero: true, description: true });
    // Marketing consent was given: the simulator got cookie 1 and remembers the visitor's choice.
    expect(JSON.parse(shown.remembered ?? 'null')).toEqual({ deposit: 4000, termMonths: 48 });

    // A change made in the simulator reaches the section through the polling.
    await page.$eval('#finance-simulator select[name="term"]', (select) => {
      (select as HTMLSelectElement).value = '24';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const expected24 = ((total - 4000) * r) / (1 - (1 + r) ** -24);
    await page.waitForFunction(
      (text) => document.querySelector('.finance-monthly')?.textContent === text,
      { timeout: 5000 },
      shown.monthly.replace(
        /[\d,]+\.\d\d/,
        (Math.round(expected24 * 100) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 }),
      ),
    );
    expect(cspViolations).toEqual([]);
  });
});
