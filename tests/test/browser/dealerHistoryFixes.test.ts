/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, DEALER, logInFromHeader } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import type { ApiOverview, ApiPart } from '../../src/browser/configurationApi.js';
import {
  answerConsent,
  clickLogIn,
  clickText,
  texts,
  VIEWPORTS,
  waitForPath,
} from '../../src/browser/shellPages.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SLOW = 120_000;
const SHOTS = process.env.SCREENSHOT_DIR;

interface ListedVehicle {
  ModelId: string;
  RenderingEngine: string;
}
interface Part extends ApiPart {
  Code: string;
}
interface HistoryRow {
  ConfigurationId: string;
  Customer: string;
  Date: string;
  Price: { Value: number };
}

/**
 * The dealer history's fixes in real Chromium against the whole app: one row per configuration at
 * its latest save, ISO dates, a replay that names what each step did, filters that line up like the
 * product's other fields, and a logout in one click back to the same page.
 */
describe('dealer history and logout in Chromium', () => {
  const suite = new BrowserSuite({ login: true });
  let page: Page;
  let dealer: Record<string, string>;
  let modelId: string;
  let plainParts: Part[] = [];

  const url = (path: string) => suite.url(path);
  const rest = <T>(path: string, headers: Record<string, string> = {}) => suite.api.get<T>(path, headers);
  const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    suite.api.post<T>(path, body, headers);
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const waitForRows = (count: number) =>
    page.waitForFunction(
      (wanted) => document.querySelectorAll('.history-table tbody tr').length === wanted,
      { timeout: 20_000, polling: 100 },
      count,
    );

  beforeAll(async () => {
    const list = await rest<{ Segments: { Vehicles: ListedVehicle[] }[] }>('/vehicles?brand=KTM&c=en-GB');
    modelId = list.Segments.flatMap((s) => s.Vehicles).find((v) => v.RenderingEngine === 'Engine2D')!.ModelId;
    const overview = await rest<{ Vehicle: ApiOverview['Vehicle']; Parts: Part[] }>(
      `/vehicles/${modelId}?c=en-GB`,
    );
    plainParts = await suite.api.plainParts(overview, 2);

    // The dealer logs in at the built-in provider.
    page = await suite.page('/main/motorcycles?culture=en-GB', {
      viewport: VIEWPORTS.desktop,
      consent: false,
    });
    await page.waitForSelector('.consent-banner', { timeout: 20_000 });
    await answerConsent(page);
    await logInFromHeader(page, DEALER);
    await page.waitForSelector('.app-header-history', { timeout: 20_000 });
    dealer = await bearerOf(page);
  }, SLOW);

  it(
    'shows a configuration saved twice once, at its new price and customer, with ISO dates in the API',
    async () => {
      const [first, second] = plainParts as [Part, Part];
      const { ConfigurationId: id } = await post<{ ConfigurationId: string }>(
        '/configuration/create?c=en-GB',
        {
          ModelId: modelId,
        },
      );
      await post(`/configuration/${id}/add-part`, { PartId: first.PartId, DryRun: false });
      await post(
        `/configuration/${id}/save-configuration`,
        { Firstname: 'Anna', Lastname: 'Berger' },
        dealer,
      );
      await post(`/configuration/${id}/add-part`, { PartId: second.PartId, DryRun: false });
      await post(
        `/configuration/${id}/save-configuration`,
        { Firstname: 'Bert', Lastname: 'Cole', Vin: 'VBK42' },
        dealer,
      );
      const latest = await rest<{ Configuration: { TotalPrice: { Value: number }; CreatedAt: string } }>(
        `/configuration/${id}?c=en-GB`,
      );
      expect(latest.Configuration.CreatedAt).toMatch(ISO);

      const { History } = await rest<{ History: HistoryRow[] }>('/dealer/history?c=en-GB', dealer);
      expect(History.map((row) => row.ConfigurationId)).toEqual([id]);
      expect(History[0]).toMatchObject({ Customer: 'Bert Cole', Price: latest.Configuration.TotalPrice });
      expect(History[0]!.Date).toMatch(ISO);

      await page.click('.app-header-history');
      await waitForPath(page, '/main/history', { culture: 'en-GB' });
      await waitForRows(1);
      expect(await texts(page, '.history-customer')).toEqual(['Bert Cole']);
      const price = new Intl.NumberFormat('en-GB', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(latest.Configuration.TotalPrice.Value);
      expect((await texts(page, '.history-table tbody td'))[1]).toContain(price);
      expect(await page.$eval('.history-table time', (time) => time.getAttribute('datetime'))).toBe(
        History[0]!.Date,
      );
    },
    SLOW,
  );

  it(
    'replays the steps naming the parts with references, the customer of a save and a fork’s origin',
    async () => {
      const [first, second] = plainParts as [Part, Part];
      await page.$$eval('.history-table tbody tr a', (links) => {
        links.find((a) => a.textContent === 'Replay')?.click();
      });
      await page.waitForSelector('.replay-timeline', { timeout: 20_000 });
      const id = new URL(page.url()).pathname.split('/').pop()!;
      const changes = () =>
        page.$$eval('.replay-change > div', (rows) =>
          rows.map((row) =>
            [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent].join(': '),
          ),
        );
      // The last step: the second save, for its customer.
      expect(await changes()).toEqual(['Saved for: Bert ColeVIN VBK42']);
      const step = async (n: number) => {
        await page.$$eval(
          '.timeline-event',
          (buttons, at) => (buttons[at] as HTMLButtonElement).click(),
          n - 1,
        );
        await page.waitForFunction(
          (wanted) => document.querySelector('.replay-position')?.textContent?.startsWith(`Step ${wanted} `),
          { timeout: 10_000, polling: 50 },
          n,
        );
      };
      expect(await texts(page, '.timeline-type')).toEqual([
        'Created',
        'Part added',
        'Saved',
        'Part added',
        'Saved',
      ]);
      await step(2);
      expect(await changes()).toEqual([`Added: ${first.Name}Ref. ${first.Code}`]);
      await step(3);
      expect(await changes()).toEqual(['Saved for: Anna Berger']);
      await step(4);
      expect(await changes()).toEqual([`Added: ${second.Name}Ref. ${second.Code}`]);
      await shot('replay-desktop');

      // A fork of step 2: its own replay says where it came from, with the way back there.
      await step(2);
      const forked = page.waitForResponse((response) => response.url().includes('configuration.fork'));
      await clickText(page, 'button', 'New configuration from this point');
      const answer = (await (await forked).json()) as [{ result: { data: { configurationId: string } } }];
      const copy = answer[0].result.data.configurationId;
      await waitForPath(page, `/main/configuration/${modelId}/categories`, { culture: 'en-GB' });
      await page.goto(url(`/main/history/${copy}?culture=en-GB`), { waitUntil: 'networkidle0' });
      await page.waitForSelector('.replay-timeline', { timeout: 20_000 });
      await step(1);
      expect(await changes()).toEqual([`Created from: Configuration ${id.slice(0, 8)}, step 2`]);
      expect(await page.$eval('.replay-origin', (a) => a.getAttribute('href'))).toBe(
        `/main/history/${id}?culture=en-GB`,
      );
    },
    SLOW,
  );

  it.each(['desktop', 'mobile'] as const)(
    'lines up the filters’ labels and fields on %s, styled like the other form fields',
    async (viewport) => {
      await page.setViewport(VIEWPORTS[viewport]);
      await page.goto(url('/main/history?culture=en-GB'), { waitUntil: 'networkidle0' });
      await page.waitForSelector('.history-filters', { timeout: 20_000 });
      await shot(`history-${viewport}`);
      const boxes = await page.$$eval('.history-filter', (filters) =>
        filters.map((filter) => {
          const label = filter.querySelector('label')!.getBoundingClientRect();
          const field = filter.querySelector('input, select')!;
          const box = field.getBoundingClientRect();
          const style = getComputedStyle(field);
          return {
            labelLeft: Math.round(label.left),
            fieldLeft: Math.round(box.left),
            fieldTop: Math.round(box.top),
            fieldBottom: Math.round(box.bottom),
            height: Math.round(box.height),
            width: Math.round(box.width),
            border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
            font: style.fontFamily,
            labelWeight: getComputedStyle(filter.querySelector('label')!).fontWeight,
          };
        }),
      );
      const page_ = await page.$eval('body', (body) => ({
        font: getComputedStyle(body).fontFamily,
        line: getComputedStyle(body).getPropertyValue('--line').trim(),
      }));
      expect(boxes).toHaveLength(4);
      for (const box of boxes) {
        expect(box.fieldLeft).toBe(box.labelLeft);
        expect(box.height).toBe(44);
        expect(box.border).toBe('2px solid rgb(226, 226, 226)');
        expect(page_.line).toBe('#e2e2e2');
        expect(box.font).toBe(page_.font);
        expect(box.labelWeight).toBe('600');
      }
      if (viewport === 'desktop') {
        // One row: every field at the same height.
        expect(new Set(boxes.map((box) => box.fieldBottom)).size).toBe(1);
        // The footer's country list: within each market, by name.
        await page.click('.country-selector');
        await page.waitForSelector('[role="dialog"] select optgroup', { timeout: 20_000 });
        const groups = await page.$$eval('[role="dialog"] optgroup', (all) =>
          all.map((group) => [...group.querySelectorAll('option')].map((option) => option.textContent ?? '')),
        );
        expect(groups.length).toBeGreaterThan(1);
        for (const names of groups) {
          expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
        }
        expect(groups.flat()).toContain('Belgium – English');
        await page.keyboard.press('Escape');
      } else {
        // One column: one left edge, one width, fields one below the other.
        expect(new Set(boxes.map((box) => box.fieldLeft)).size).toBe(1);
        expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
        for (let i = 1; i < boxes.length; i++)
          expect(boxes[i]!.fieldTop).toBeGreaterThan(boxes[i - 1]!.fieldBottom);
      }
    },
    SLOW,
  );

  it(
    'logs out in one click and stays on the page, logged out',
    async () => {
      await page.setViewport(VIEWPORTS.desktop);
      await page.goto(url('/main/history?culture=en-GB'), { waitUntil: 'networkidle0' });
      await page.waitForSelector('.account-name', { timeout: 20_000 });
      const seen: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) seen.push(frame.url());
      });
      await page.click('.account-name');
      await page.waitForSelector('.account-panel');
      await clickText(page, '.account-panel button', 'Log out');
      await page.waitForFunction(() => document.querySelector('.account-login')?.textContent === 'Log in', {
        timeout: 20_000,
        polling: 100,
      });
      await waitForPath(page, '/main/history', { culture: 'en-GB' });
      expect(await page.$('button[name="logout"]')).toBeNull();
      expect(seen.some((address) => address.includes('/oidc/session/end'))).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('configurator.identity.tokens'))).toBeNull();
      // The provider's session ended too: logging in again asks for the password.
      await clickLogIn(page);
      await page.waitForSelector('input[name="password"]', { timeout: 60_000 });
    },
    SLOW,
  );
});
