/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { formatPrice } from '@configurator/domain/presentation/priceFormat';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearerOf, CUSTOMER, DEALER, logInFromHeader } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import type { ApiPart } from '../../src/browser/configurationApi.js';
import { clickText, texts, VIEWPORTS, waitForPath } from '../../src/browser/shellPages.js';

const SLOW = 180_000;
const CULTURE = 'en-GB';

interface Loaded {
  Configuration: { TotalPrice: { Value: number; CurrencySymbol: string } };
  FullImages: { Perspective: number; Url: string }[];
}

/**
 * Compare in real Chromium against the whole app: two saved configurations picked in the dealer
 * history or the account list open side by side with the parts each adds and removes against the
 * first and the price difference; the compare link, also made of share codes, opens for anybody.
 */
describe('comparing configurations in Chromium', () => {
  const suite = new BrowserSuite({ login: true });
  let modelId: string;
  let modelName: string;
  let parts: ApiPart[] = [];

  beforeAll(async () => {
    const models = await suite.api.models('KTM');
    const model = models.find((m) => m.engine === 'Engine2D')!;
    modelId = model.modelId;
    modelName = model.name;
    parts = await suite.api.plainParts(await suite.api.overview(modelId), 3);
  }, SLOW);

  /** The reference with the first two parts, the other with the last two: one added, one removed. */
  async function pair(): Promise<{ reference: string; other: string; difference: string }> {
    const [a, b, c] = parts.map((part) => part.PartId) as [number, number, number];
    const reference = await suite.api.configured(modelId, [a, b]);
    const other = await suite.api.configured(modelId, [b, c]);
    const [first, second] = await Promise.all(
      [reference, other].map((id) => suite.api.get<Loaded>(`/configuration/${id}?c=${CULTURE}`)),
    );
    const value = second!.Configuration.TotalPrice.Value - first!.Configuration.TotalPrice.Value;
    const amount = formatPrice(
      { value: Math.abs(value), currencySymbol: first!.Configuration.TotalPrice.CurrencySymbol },
      CULTURE,
    );
    return { reference, other, difference: `${value > 0 ? '+' : '\u2212'}${amount}` };
  }

  async function loggedIn(account: Account, viewport = VIEWPORTS.desktop): Promise<Page> {
    const page = await suite.page(`/main/motorcycles?culture=${CULTURE}`, { viewport });
    await logInFromHeader(page, account);
    await waitForPath(page, '/main/motorcycles', { culture: CULTURE });
    return page;
  }

  /** Ticks the compare checkbox of the list row whose text contains `rowText`. */
  async function pick(page: Page, rows: string, rowText: string): Promise<void> {
    const ticked = await page.$$eval(
      rows,
      (elements, wanted) => {
        const row = elements.find((element) => element.textContent?.includes(wanted));
        const box = row?.querySelector<HTMLInputElement>('.compare-pick input');
        box?.click();
        return box?.checked ?? false;
      },
      rowText,
    );
    expect(ticked, `a compare checkbox in the row of ${rowText}`).toBe(true);
  }

  /** What the compare screen shows: per column, the model, the differences and the price difference. */
  async function shownComparison(page: Page, columns: number) {
    await page.waitForFunction(
      (n) => document.querySelectorAll('.compare-column').length === n,
      {
        timeout: 30_000,
        polling: 100,
      },
      columns,
    );
    return page.$$eval('.compare-column', (elements) =>
      elements.map((column) => {
        const list = (selector: string) =>
          [...column.querySelectorAll(`${selector} .compare-part-name`)].map((e) => e.textContent?.trim());
        return {
          role: column.querySelector('.compare-role')?.textContent?.trim(),
          model: column.querySelector('.compare-model')?.textContent?.trim(),
          picture: column.querySelector('.compare-picture img')?.getAttribute('src') ?? null,
          parts: list('.compare-all-parts'),
          added: list('.compare-added'),
          removed: list('.compare-removed'),
          difference: column.querySelector('.compare-difference strong')?.textContent?.trim() ?? null,
        };
      }),
    );
  }

  async function expectPair(page: Page, reference: string, difference: string): Promise<void> {
    const [a, b, c] = parts.map((part) => part.Name);
    const shown = await shownComparison(page, 2);
    const loaded = await suite.api.get<Loaded>(`/configuration/${reference}?c=${CULTURE}`);
    expect(shown).toEqual([
      {
        role: 'Reference',
        model: modelName,
        picture: loaded.FullImages[0]!.Url,
        parts: [a, b],
        added: [],
        removed: [],
        difference: null,
      },
      {
        role: 'Configuration 2',
        model: modelName,
        picture: expect.stringMatching(/^\/images\//),
        parts: [b, c],
        added: [c],
        removed: [a],
        difference,
      },
    ]);
  }

  it(
    'picks two configurations in the dealer history, compares them, and the copied link opens for anybody',
    async () => {
      const page = await loggedIn(DEALER);
      const dealer = await bearerOf(page);
      const { reference, other, difference } = await pair();
      for (const [id, lastname] of [
        [reference, 'Reference'],
        [other, 'Other'],
      ] as const) {
        await suite.api.post(
          `/configuration/${id}/save-configuration`,
          { Firstname: 'Cora', Lastname: lastname },
          dealer,
        );
      }
      await page.click('.app-header-history');
      await waitForPath(page, '/main/history', { culture: CULTURE });
      await page.waitForSelector('.history-table tbody tr', { timeout: 20_000 });
      // The reference is the one picked first, whatever the order of the rows.
      await pick(page, '.history-table tbody tr', 'Cora Reference');
      await pick(page, '.history-table tbody tr', 'Cora Other');
      expect(await texts(page, '.compare-bar-status')).toEqual(['2 of 3 selected']);
      await clickText(page, '.compare-bar a', 'Compare');
      await waitForPath(page, '/main/compare', { culture: CULTURE, ids: `${reference},${other}` });
      await expectPair(page, reference, difference);

      // The link to copy is the screen's own address; a visitor without a login opens the same.
      const link = await page.$eval('.compare-link input', (input) => (input as HTMLInputElement).value);
      expect(new URL(link).searchParams.get('ids')).toBe(`${reference},${other}`);
      const visitor = await suite.page(new URL(link).pathname + new URL(link).search);
      await expectPair(visitor, reference, difference);
      await visitor.browserContext().close();
      await page.browserContext().close();
    },
    SLOW,
  );

  it(
    'picks two configurations in the account list, and a compare of their share links works on a phone',
    async () => {
      const page = await loggedIn(CUSTOMER);
      const customer = await bearerOf(page);
      const { reference, other, difference } = await pair();
      for (const id of [other, reference]) {
        await suite.api.post(`/configuration/${id}/save-user-configuration-cdc`, undefined, customer);
      }
      await page.click('.account-name');
      await page.waitForSelector('.account-panel a');
      await clickText(page, '.account-panel a', 'My configurations');
      await waitForPath(page, '/main/account', { culture: CULTURE });
      await page.waitForSelector('.account-configurations li .compare-pick', { timeout: 20_000 });
      expect(await page.$$('.account-configurations li .compare-pick input')).toHaveLength(2);
      // The newest save (the reference) is listed first: pick it first.
      await page.$$eval('.account-configurations li .compare-pick input', (boxes) => {
        for (const box of boxes) (box as HTMLInputElement).click();
      });
      await clickText(page, '.compare-bar a', 'Compare');
      await waitForPath(page, '/main/compare', { culture: CULTURE, ids: `${reference},${other}` });
      await expectPair(page, reference, difference);
      await page.browserContext().close();

      // Share links: the codes stand for the configurations, for a visitor on a phone.
      const codes = await Promise.all(
        [reference, other].map(async (id) => {
          const { Url } = await suite.api.get<{ Url: string }>(`/configuration/${id}/share`);
          return new URL(Url).pathname.split('/').at(-1)!;
        }),
      );
      const phone = await suite.page(`/main/compare?ids=${codes.join(',')}&culture=${CULTURE}`, {
        viewport: VIEWPORTS.mobile,
      });
      await expectPair(phone, reference, difference);
      const widths = await phone.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      await phone.browserContext().close();
    },
    SLOW,
  );
});
