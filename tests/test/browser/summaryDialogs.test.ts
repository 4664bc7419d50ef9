/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { describe, expect, it } from 'vitest';
import { DEALER, logInFromHeader } from '../../src/browser/accounts.js';
import { showPartInList } from '../../src/browser/configurationPages.js';
import { VIEWPORTS } from '../../src/browser/shellPages.js';
import {
  boxes,
  expectPhoneBar,
  freshPage,
  openSummary,
  pageWidth,
  summarySuite,
} from '../../src/browser/summaryPages.js';

const SLOW = 180_000;

/**
 * From the summary in real Chromium against the whole app: a dealer's phone (the header, the bar,
 * the history in the account menu), the export dialog refusing output while its address is invalid,
 * and the conflict dialog showing part numbers whole.
 */
describe('the summary on a dealer’s phone, its export and conflict dialogs in Chromium', () => {
  const { suite, scenario } = summarySuite();

  it(
    'fits a dealer’s phone: no wider than the screen, the bar in view, the history in the account menu; the export refuses an invalid address',
    async () => {
      const page = await freshPage(suite, '/main/motorcycles?culture=en-GB', 'mobile');
      await logInFromHeader(page, DEALER);
      await page.waitForSelector('.account-name', { timeout: 20_000 });
      await openSummary(suite, page, scenario().configurationId);
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      for (const box of await boxes(page, '.app-header > *')) {
        expect(box.right).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      }
      await expectPhoneBar(page);
      // The dealer's history: in the account menu, as the header has no room for it.
      await page.click('.account-name');
      await page.waitForSelector('.account-panel .account-history', { visible: true });
      const [history] = await boxes(page, '.account-panel .account-history');
      expect(history!.left).toBeGreaterThanOrEqual(0);
      expect(history!.right).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await page.click('.account-name');

      // The export from the bar: with 'Invalid E-Mail' showing, neither Send nor Download works.
      await page.click('.summary-mobile-bar .summary-export');
      await page.waitForSelector('[role="dialog"] .export-download');
      const field = (label: string) =>
        page.evaluateHandle((text) => {
          const found = [...document.querySelectorAll('[role="dialog"] label')].find(
            (candidate) => candidate.textContent?.replace('*', '').trim() === text,
          );
          return document.getElementById(found?.getAttribute('for') ?? '') as HTMLInputElement;
        }, label);
      await (await field('First name')).type('Anna');
      await (await field('Last name')).type('Berger');
      await (await field('Send to')).type('anna.example.com');
      await page.click('[role="dialog"] h2');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="dialog"] .form-field-error')].some(
            (e) => e.textContent === 'Invalid E-Mail',
          ),
        { timeout: 5_000, polling: 50 },
      );
      const disabled = (selector: string) =>
        page.$eval(selector, (button) => (button as HTMLButtonElement).disabled);
      expect(await disabled('[role="dialog"] .export-send')).toBe(true);
      expect(await disabled('[role="dialog"] .export-download')).toBe(true);
      // Mended, both are offered again.
      const email = await field('Send to');
      await email.click({ clickCount: 3 });
      await email.type('anna@example.com');
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[role="dialog"] .export-download')?.disabled,
        { timeout: 5_000, polling: 50 },
      );
      expect(await disabled('[role="dialog"] .export-send')).toBe(false);
      await page.browserContext().close();
    },
    SLOW,
  );

  it.each(['desktop', 'mobile'] as const)(
    "shows the part numbers in the conflict dialog's 'Replaced by' whole on %s",
    async (viewport) => {
      const { replaced, replacing } = scenario();
      const page = await freshPage(suite, '/main/motorcycles?culture=en-GB', viewport);
      await page.goto(suite.url(`/main?configurationId=${scenario().configurationId}&culture=en-GB`), {
        waitUntil: 'networkidle0',
      });
      await page.waitForSelector('.menu-categories', { timeout: 30_000 });
      await showPartInList(page, replaced);
      await page.$eval(`#part-${replaced.PartId} .part-toggle`, (button) => (button as HTMLElement).click());
      await page.waitForSelector('[role="dialog"] section[aria-label="Replaced by"] .conflict-part-code', {
        timeout: 20_000,
      });
      const seen = await page.evaluate(() => {
        // The conflict's own dialog: a phone may show other dialog-like panels too.
        const dialog = document
          .querySelector('section[aria-label="Replaced by"]')
          ?.closest('[role="dialog"]') as HTMLElement;
        const frame = dialog.getBoundingClientRect();
        const codes = (section: string) =>
          [
            ...dialog.querySelectorAll<HTMLElement>(`section[aria-label="${section}"] .conflict-part-code`),
          ].map((code) => {
            const box = code.getBoundingClientRect();
            return {
              text: code.textContent,
              whole: code.scrollWidth <= code.clientWidth,
              inside: box.left >= frame.left && box.right <= frame.left + dialog.clientWidth,
            };
          });
        return {
          dialogFits: dialog.scrollWidth <= dialog.clientWidth,
          replacedBy: codes('Replaced by'),
          replaced: codes('Replaced'),
        };
      });
      expect(seen.dialogFits).toBe(true);
      expect(seen.replacedBy).toEqual([{ text: replaced.Code, whole: true, inside: true }]);
      expect(seen.replaced).toEqual([{ text: replacing.Code, whole: true, inside: true }]);
      await page.browserContext().close();
    },
    SLOW,
  );
});
