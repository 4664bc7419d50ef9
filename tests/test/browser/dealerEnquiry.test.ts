/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, signIn } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { CULTURE } from '../../src/browser/configurationApi.js';
import {
  answerConsent,
  clickLogIn,
  clickText,
  texts,
  waitForPath,
  waitForText as waitForTextIn,
} from '../../src/browser/shellPages.js';

const SLOW = 240_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface MailboxEntry {
  id: string;
  to: string[];
  subject: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

interface FoundDealer {
  DealerNo: string;
  Name: string;
  Email: string;
  Town: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The dealer enquiry in real Chromium against the whole app: a customer logged in at the built-in
 * provider finds a dealer by text on the summary, chooses it, and sends the enquiry with a
 * screenshot; the dealer's mail arrives in the built-in SMTP mailbox with that screenshot.
 */
describe('dealer enquiry in Chromium', () => {
  const mailboxDir = mkdtempSync(join(tmpdir(), 'dealer-enquiry-mailbox-'));
  const suite = new BrowserSuite({
    login: true,
    env: (origin) => ({
      MAIL_WORKER: 'true',
      MAILBOX_DIR: mailboxDir,
      MAIL_POLL_MS: '100',
      // A tile map from this server's own address: the tiles are missing, the map and its markers are not.
      MAP_TILE_URL: `${origin}/map-tiles/{z}/{x}/{y}.png`,
    }),
  });
  let modelId: string;

  beforeAll(async () => {
    const api = suite.api;
    for (const model of (await api.models('KTM')).filter((candidate) => candidate.engine === 'Engine2D')) {
      const overview = (await api.overview(model.modelId)) as { Vehicle: { ShowOfferButton?: boolean } };
      if (overview.Vehicle.ShowOfferButton) {
        modelId = model.modelId;
        break;
      }
    }
    expect(modelId).toBeDefined();
  }, SLOW);
  afterAll(() => rmSync(mailboxDir, { recursive: true, force: true }));

  const waitForText = (page: Page, selector: string, text: string) =>
    waitForTextIn(page, selector, text, 30_000);

  /** Presses a button wherever the page is scrolled (the summary is long). */
  const press = (page: Page, selector: string) =>
    page.$eval(selector, (element) => {
      (element as HTMLElement).click();
    });

  async function mailTo(address: string): Promise<MailboxEntry> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await fetch(`${suite.server.url}/dev/mailbox/messages`);
      const { Messages } = (await response.json()) as { Messages: MailboxEntry[] };
      const found = Messages.find((mail) => mail.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it(
    'lets a logged-in customer find a dealer by text, send the enquiry with a screenshot, and the dealer gets it',
    async () => {
      const policyViolations: string[] = [];
      const sent: HTTPRequest[] = [];
      const categories = `/main/configuration/${modelId}/categories`;
      const page = await suite.page(`${categories}?culture=${CULTURE}`, {
        consent: false,
        before: (opened) => {
          opened.on('console', (message) => {
            if (/Content.Security.Policy/i.test(message.text())) policyViolations.push(message.text());
          });
          opened.on('request', (request) => {
            if (request.method() === 'POST' && /\/send-dealer|\/pdfwithscreenshot/.test(request.url())) {
              sent.push(request);
            }
          });
        },
      });
      await page.waitForSelector('.consent-banner', { timeout: 20_000 });
      await answerConsent(page);

      // Log in first, as the offer needs it; the provider brings the customer back here.
      await waitForText(page, '.account-login', 'Log in');
      await Promise.all([page.waitForNavigation(), clickLogIn(page)]);
      await signIn(page, CUSTOMER);
      await waitForPath(page, categories, { culture: CULTURE });
      await waitForText(page, '.account-name', CUSTOMER.name);

      // The summary, then the enquiry and its dealer search.
      await waitForText(page, 'button', 'View configuration');
      await clickText(page, 'button', 'View configuration');
      await page.waitForSelector('.summary-screen .summary-send', { timeout: 20_000 });
      await press(page, '.summary-send');
      await waitForText(page, '.dealer-enquiry .no-dealer', 'No dealer selected');
      expect(await page.$eval('.dealer-send', (button) => (button as HTMLButtonElement).disabled)).toBe(true);
      await clickText(page, '.dealer-enquiry button', 'Find a dealer');
      await page.waitForSelector('.dealer-search [role="search"] input', { timeout: 20_000 });

      // A text search: the visitor types a town and presses Enter. Where the visitor's country has
      // no dealer in Wien, the search falls back to every country: Wien's dealers show either way.
      await page.type('.dealer-search input[type="search"]', 'Wien');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => {
          const addresses = [...document.querySelectorAll('.dealer-list .dealer-address')];
          return addresses.length > 0 && addresses.every((element) => element.textContent?.includes('Wien'));
        },
        { timeout: 20_000, polling: 100 },
      );
      const listed = await texts(page, '.dealer-list .dealer-name');
      const inWien = (await (
        await fetch(`${suite.server.url}/api/dealers?brand=ktm&q=Wien&limit=200`)
      ).json()) as { Dealers: FoundDealer[] };
      expect([...listed].sort()).toEqual(inWien.Dealers.map((candidate) => candidate.Name).sort());
      const dealer = inWien.Dealers[0];
      expect(dealer).toBeDefined();
      const found = inWien.Dealers;
      // The tile map shows a marker for every dealer found.
      await page.waitForFunction(
        (count) => document.querySelectorAll('.dealer-map .dealer-marker').length === count,
        { timeout: 20_000, polling: 100 },
        found.length,
      );
      expect(
        await page.$$eval('.dealer-marker', (markers) =>
          markers.map((marker) => (marker as HTMLElement).title),
        ),
      ).toContain(dealer!.Name);

      // Choosing the dealer stores it and closes the search.
      await page.$$eval(
        '.dealer-list .dealer-option',
        (buttons, name) => {
          const button = buttons.find(
            (candidate) => candidate.querySelector('.dealer-name')?.textContent === name,
          );
          (button as HTMLElement).click();
        },
        dealer!.Name,
      );
      await page.waitForSelector('.dealer-search', { hidden: true });
      expect(await texts(page, '.chosen-dealer-address strong')).toEqual([dealer!.Name]);

      // Send: the toast, then the enquiry summary.
      await page.waitForFunction(
        () => !(document.querySelector('.dealer-send') as HTMLButtonElement | null)?.disabled,
        { timeout: 20_000, polling: 100 },
      );
      await press(page, '.dealer-send');
      await waitForText(page, '.toast, [role="status"]', 'Offer saved and sent to your dealer!');
      await waitForText(page, 'h1', 'Thank you for your enquiry');

      const enquiry = sent.find((request) => request.url().includes('/send-dealer'));
      const body = JSON.parse(enquiry?.postData() ?? '{}') as {
        dealer: { DealerNo: string };
        userProfile: { email: string };
        screenshotData: string;
      };
      expect(body.dealer.DealerNo).toBe(dealer!.DealerNo);
      expect(body.userProfile.email).toBe(CUSTOMER.email);
      expect(body.screenshotData).toMatch(/^data:image\/png;base64,/);
      const screenshot = Buffer.from(body.screenshotData.replace(/^data:image\/png;base64,/, ''), 'base64');
      expect(pngSize(screenshot)).toEqual({ width: 1080, height: 1080 });

      // Kept for the PDF under the brand's name; the PDF of the enquiry summary prints it.
      const stored = await page.evaluate(() => sessionStorage.getItem('configurator.ktmScreenshot'));
      expect(JSON.parse(stored ?? '{}').data).toBe(body.screenshotData);
      await clickText(page, '.inquiry-summary button', 'Download PDF');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('.inquiry-summary button')].some((b) =>
            b.textContent?.includes('PDF downloaded'),
          ),
        { timeout: 60_000, polling: 200 },
      );
      const pdf = sent.find((request) => request.url().includes('/pdfwithscreenshot'));
      expect(JSON.parse(pdf?.postData() ?? '{}')).toEqual({ ScreenshotData: body.screenshotData });

      // The dealer's mail, with the screenshot attached.
      const mail = await mailTo(dealer!.Email);
      expect(mail.subject).toContain('Chris Customer');
      const index = mail.attachments.findIndex((attachment) => attachment.filename.endsWith('.png'));
      expect(index, JSON.stringify(mail.attachments)).toBeGreaterThanOrEqual(0);
      const attached = Buffer.from(
        await (await fetch(`${suite.server.url}/dev/mailbox/${mail.id}/attachments/${index}`)).arrayBuffer(),
      );
      expect(attached.equals(screenshot)).toBe(true);
      expect(policyViolations).toEqual([]);
    },
    SLOW,
  );
});
