/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { describe, expect, it } from 'vitest';
import { texts, VIEWPORTS } from '../../src/browser/shellPages.js';
import {
  boxes,
  expectInView,
  expectPhoneBar,
  freshPage,
  openSummary,
  pageWidth,
  summarySuite,
  viewportHeight,
} from '../../src/browser/summaryPages.js';

const SLOW = 180_000;

/**
 * The summary and finish screens in real Chromium against the whole app: the setup's parts as they
 * are applied, and every main action in view on arrival at 1440x900 and 375x812, with the phone's
 * bar showing its icons. The dealer's phone and the dialogs are in summaryDialogs.test.ts.
 */
describe('summary and finish screens in Chromium', () => {
  const { suite, scenario } = summarySuite();

  it(
    'lists under the setup only its parts still applied: the replaced part is gone, its replacement applied',
    async () => {
      const { overview, setup, configurationId, replaced, replacing } = scenario();
      const page = await freshPage(suite, '/main/motorcycles?culture=en-GB', 'desktop');
      await openSummary(suite, page, scenario().configurationId);
      const { Configuration } = await suite.api.get<{ Configuration: { SelectedPartIds: number[] } }>(
        `/configuration/${configurationId}?c=en-GB`,
      );
      const nameOf = new Map(overview.Parts.map((part) => [part.PartId, part.Name]));
      const stillInSetup = Configuration.SelectedPartIds.filter((id) => setup.Parts.includes(id));
      expect(stillInSetup.length).toBeGreaterThan(0);
      expect(await texts(page, '.summary-setup p')).toEqual([setup.Name]);
      expect(await texts(page, '.summary-setup-parts .summary-part-name')).toEqual(
        stillInSetup.map((id) => nameOf.get(id)),
      );
      expect(await texts(page, '.summary-setup-parts .summary-part-name')).not.toContain(replaced.Name);
      expect(await texts(page, '.summary-applied .summary-part-name')).toEqual([replacing.Name]);
      // The key figures in SI units.
      for (const figure of await texts(page, '.key-figure dd'))
        expect(figure).toMatch(/^\S+ (cm³|kg|kW|Nm)$/);
      await page.browserContext().close();
    },
    SLOW,
  );

  it(
    'shows every main action of the summary and the finish screen without scrolling at 1440x900',
    async () => {
      const page = await freshPage(suite, '/main/motorcycles?culture=en-GB', 'desktop');
      await openSummary(suite, page, scenario().configurationId);
      const height = await viewportHeight(page);
      for (const action of [
        '.summary-pdf',
        '.summary-share',
        '.summary-save',
        '.summary-send',
        '.summary-finish',
      ]) {
        await expectInView(page, `.summary-screen ${action}`, height);
      }
      // The first picture is beside the facts, not above them.
      const [picture] = await boxes(page, '.summary-images li:first-child img');
      const [facts] = await boxes(page, '.summary-model');
      expect(picture!.right).toBeLessThanOrEqual(facts!.left);

      await page.$eval('.summary-finish', (link) => (link as HTMLElement).click());
      await page.waitForSelector('.finish-screen .finish-new', { timeout: 20_000 });
      await expectInView(page, '.finish-buttons .button', height);
      await page.browserContext().close();
    },
    SLOW,
  );

  it(
    'keeps the actions in view on a 375x812 phone, with a bar whose icons are drawn',
    async () => {
      const page = await freshPage(suite, '/main/motorcycles?culture=en-GB', 'mobile');
      await openSummary(suite, page, scenario().configurationId);
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      const bar = await expectPhoneBar(page);
      // Save, send to the dealer and finish show above the bar on arrival.
      for (const action of ['.summary-save', '.summary-send', '.summary-finish']) {
        await expectInView(page, `.summary-actions ${action}`, bar.top);
      }

      await page.$eval('.summary-finish', (link) => (link as HTMLElement).click());
      await page.waitForSelector('.finish-screen .finish-new', { timeout: 20_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await expectInView(page, '.finish-buttons .button', await viewportHeight(page));
      await page.browserContext().close();
    },
    SLOW,
  );
});
