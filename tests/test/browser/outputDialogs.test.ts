/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, DEALER, logInFromHeader } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { type ApiPart, type ConfigurationApi, CULTURE } from '../../src/browser/configurationApi.js';
import {
  changePart,
  showPartInList,
  watchCreatedConfigurations,
} from '../../src/browser/configurationPages.js';
import { answerConsent, clickText, texts, waitForPath, waitForText } from '../../src/browser/shellPages.js';

const API = '/api/posconfigurator';
const SLOW = 240_000;

interface SaveDetails {
  Vin: string | null;
  OrderNumber: string | null;
  Firstname: string;
  Lastname: string;
  Comment: string | null;
}

/**
 * The output dialogs in real Chromium against the whole app: a share link made in one browser opens
 * the same configuration in another, fresh one; and a dealer logged in at the built-in provider saves
 * with customer details by the save dialog's rules, then saves a copy and goes on with it.
 */
describe('output dialogs in Chromium', () => {
  const suite = new BrowserSuite({ login: true });
  let api: ConfigurationApi;
  let modelId: string;
  /** Parts that need no answer to a rules question. */
  let plainParts: ApiPart[] = [];

  const url = (path: string) => suite.url(path);

  beforeAll(async () => {
    api = suite.api;
    const model = (await api.models('KTM')).find((candidate) => candidate.engine === 'Engine2D')!;
    modelId = model.modelId;
    plainParts = await api.plainParts(await api.overview(modelId), 2);
  }, SLOW);

  /**
   * A browser context of its own (an incognito one: no cookies, no storage) on the page, answering
   * the cookie banner.
   */
  async function freshPage(path: string): Promise<Page> {
    const page = await suite.page(path, {
      consent: false,
      permissions: ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write'],
    });
    await page.waitForSelector('.consent-banner', { timeout: 20_000 });
    await answerConsent(page);
    return page;
  }

  /** From the configuration screen to its summary: applied parts and total as shown. */
  async function summaryOf(page: Page): Promise<{ parts: string[]; total: string }> {
    await waitForText(page, 'button', 'View configuration');
    await clickText(page, 'button', 'View configuration');
    await page.waitForSelector('.summary-screen .summary-total strong', { timeout: 20_000 });
    return {
      parts: await texts(page, '.summary-applied .summary-part-name'),
      total: (await texts(page, '.summary-total strong'))[0] ?? '',
    };
  }

  /** Presses a button wherever the page is scrolled (the summary is long). */
  const press = (page: Page, selector: string) =>
    page.$eval(selector, (element) => {
      (element as HTMLElement).click();
    });

  const dialogTitle = (page: Page) =>
    page.$eval('[role="dialog"] h2', (heading) => (heading.textContent ?? '').trim());

  /** The short link from the share dialog; the dialog closes again. */
  async function shareLink(page: Page): Promise<string> {
    await press(page, '.summary-top-actions .summary-share');
    await page.waitForSelector('[role="dialog"] .shared-link input', { timeout: 20_000 });
    const link = await page.$eval('.shared-link input', (input) => (input as HTMLInputElement).value);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    return link;
  }

  it(
    'shares a configuration from one browser and opens the link in a fresh one with the same parts and price',
    async () => {
      const sharer = await freshPage(`/main/configuration/${modelId}/categories?culture=${CULTURE}`);
      await sharer.waitForSelector('.menu-categories', { timeout: 30_000 });
      for (const part of plainParts) {
        await showPartInList(sharer, part);
        await changePart(sharer, part);
      }
      const shown = await summaryOf(sharer);
      expect(shown.parts).toEqual(plainParts.map((part) => part.Name));

      await press(sharer, '.summary-top-actions .summary-share');
      await sharer.waitForSelector('[role="dialog"] .shared-link input', { timeout: 20_000 });
      expect(await dialogTitle(sharer)).toBe('Share configuration');
      const link = await sharer.$eval('.shared-link input', (input) => (input as HTMLInputElement).value);
      expect(link).toMatch(new RegExp(`^${suite.server.url}/s/[A-Za-z0-9]+$`));
      // Copied to the clipboard as it arrived.
      await waitForText(sharer, '[role="dialog"] button', 'Copied');
      expect(await sharer.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await sharer.keyboard.press('Escape');
      await sharer.waitForSelector('[role="dialog"]', { hidden: true });
      expect(await texts(sharer, '.summary-top-actions .summary-share')).toEqual(['Shared']);

      // Another browser, with nothing of the first and a country the server cannot tell, opens the
      // link, which restores the same configuration in the culture it was shared in.
      const receiver = await freshPage(new URL(link).pathname);
      await waitForPath(receiver, `/main/configuration/${modelId}/categories`);
      const restored = await summaryOf(receiver);
      expect(restored).toEqual(shown);
      // The sharer's configuration, as the server holds it.
      const redirect = await fetch(link, { redirect: 'manual' });
      const id = new URL(redirect.headers.get('location') ?? '', suite.server.url).searchParams.get(
        'configurationId',
      )!;
      const stored = await api.load(id);
      expect([...stored.Configuration.SelectedPartIds].sort()).toEqual(
        plainParts.map((part) => part.PartId).sort(),
      );
      expect(restored.total).toBe(await api.shownPrice(id));
    },
    SLOW,
  );

  it(
    'saves as a dealer with customer details by the save dialog’s rules, then a copy it goes on with',
    async () => {
      const page = await freshPage('/main/motorcycles?culture=en-GB');
      await logInFromHeader(page, DEALER);
      await page.waitForSelector('.app-header-history', { timeout: 20_000 });
      const asDealer = await bearerOf(page);
      const detailsOf = async (id: string) => {
        const response = await fetch(url(`${API}/configuration/${id}?c=en-GB`), { headers: asDealer });
        expect(response.status).toBe(200);
        return ((await response.json()) as { SaveDetails: SaveDetails | null }).SaveDetails;
      };
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('configuration.save')) saves.push(request.postData() ?? '');
      });

      // A configuration just created: no stored details, no save-as-new.
      const created = watchCreatedConfigurations(page);
      await page.goto(url(`/main/configuration/${modelId}/categories?culture=en-GB`), {
        waitUntil: 'networkidle0',
      });
      await showPartInList(page, plainParts[0]!);
      await changePart(page, plainParts[0]!);
      await summaryOf(page);
      const id = created.at(-1)!;
      await press(page, '.summary-save');
      await page.waitForSelector('[role="dialog"] .output-form', { timeout: 20_000 });
      expect(await dialogTitle(page)).toBe('Save configuration');
      const labels = await texts(page, '[role="dialog"] .form-field label');
      expect(labels).toEqual(['VIN', 'Order number', 'First name', 'Last name', 'Comment']);
      const values = () =>
        page.$$eval('[role="dialog"] .form-field :is(input, textarea)', (fields) =>
          fields.map((field) => (field as HTMLInputElement).value),
        );
      expect(await values()).toEqual(['', '', '', '', '']);
      expect(await texts(page, '[role="dialog"] .dialog-actions button')).toEqual(['Save']);

      // Names are required, and spaces are no name.
      const fieldSelector = (label: string) =>
        page.evaluate((wanted) => {
          const labelElement = [...document.querySelectorAll('[role="dialog"] .form-field label')].find(
            (element) => element.textContent === wanted,
          );
          return `#${CSS.escape(labelElement?.getAttribute('for') ?? '')}`;
        }, label);
      const typeInto = async (label: string, text: string) => {
        const selector = await fieldSelector(label);
        await page.focus(selector);
        await page.keyboard.down('Control');
        await page.keyboard.press('KeyA');
        await page.keyboard.up('Control');
        await page.keyboard.press('Backspace');
        await page.type(selector, text);
      };
      await clickText(page, '[role="dialog"] .dialog-actions button', 'Save');
      expect(await texts(page, '[role="dialog"] .form-field-error')).toEqual(['Required', 'Required']);
      expect(await texts(page, '[role="dialog"] .form-error')).toEqual([
        'Please, fill in the required fields.',
      ]);
      await typeInto('First name', '   ');
      await typeInto('Last name', 'Berger');
      await clickText(page, '[role="dialog"] .dialog-actions button', 'Save');
      expect(await texts(page, '[role="dialog"] .form-field-error')).toEqual(['Required']);
      expect(saves).toEqual([]);

      await typeInto('First name', 'Anna');
      await typeInto('VIN', 'VBKV1234567890');
      await typeInto('Comment', 'Blue');
      expect(await texts(page, '[role="dialog"] .form-error')).toEqual([]);
      await clickText(page, '[role="dialog"] .dialog-actions button', 'Save');
      // The save dialog gives way to its confirmation: for whom, under which id, and the way to the history.
      await waitForText(page, '[role="dialog"] .saved-configuration dd', 'Anna Berger');
      await waitForText(page, '.toast', 'Configuration saved!');
      expect(await dialogTitle(page)).toBe('Configuration saved');
      expect(await texts(page, '[role="dialog"] .saved-configuration dd')).toEqual(['Anna Berger', id]);
      expect(await texts(page, '[role="dialog"] .dialog-actions button')).toEqual(['Close', 'Go to history']);
      expect(saves).toHaveLength(1);
      expect(await detailsOf(id)).toEqual({
        Vin: 'VBKV1234567890',
        OrderNumber: null,
        Firstname: 'Anna',
        Lastname: 'Berger',
        Comment: 'Blue',
      });

      // Opened again by its id: prefilled, save-as-new only for changed details.
      await page.goto(url(`/main?configurationId=${id}&culture=en-GB`), { waitUntil: 'networkidle0' });
      await waitForPath(page, `/main/configuration/${modelId}/categories`);
      await summaryOf(page);
      await press(page, '.summary-save');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] .form-field input')].some(
            (input) => input.value === 'Anna',
          ),
        { timeout: 20_000, polling: 100 },
      );
      expect(await values()).toEqual(['VBKV1234567890', '', 'Anna', 'Berger', 'Blue']);
      expect(await texts(page, '[role="dialog"] .dialog-actions button')).toEqual(['Save as new', 'Save']);
      const saveAsNewDisabled = () =>
        page.$eval('[role="dialog"] .save-as-new', (button) => (button as HTMLButtonElement).disabled);
      expect(await saveAsNewDisabled()).toBe(true);
      await typeInto('Comment', 'Red');
      expect(await saveAsNewDisabled()).toBe(false);
      await typeInto('Comment', 'Blue');
      expect(await saveAsNewDisabled()).toBe(true);
      await typeInto('Comment', 'Red');

      const answered = page.waitForResponse((response) => response.url().includes('configuration.save'));
      await clickText(page, '[role="dialog"] .dialog-actions button', 'Save as new');
      const answer = (await (await answered).json()) as [{ result: { data: { configurationId: string } } }];
      const copy = answer[0].result.data.configurationId;
      expect(copy).not.toBe(id);
      await waitForText(page, '[role="dialog"] .saved-configuration dd', copy);
      expect(await detailsOf(copy)).toMatchObject({ Firstname: 'Anna', Comment: 'Red' });
      expect(await detailsOf(id)).toMatchObject({ Comment: 'Blue' });
      await page.keyboard.press('Escape');
      await page.waitForSelector('[role="dialog"]', { hidden: true });

      // The visit goes on with the copy: its share link opens the copy.
      const link = await shareLink(page);
      const redirect = await fetch(link, { redirect: 'manual' });
      const opened = new URL(redirect.headers.get('location') ?? '', suite.server.url);
      expect(opened.pathname).toBe('/main');
      expect(opened.searchParams.get('configurationId')).toBe(copy);
    },
    SLOW,
  );
});
