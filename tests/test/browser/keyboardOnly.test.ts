/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type BrandPlan, planFor } from '../../harness/accessibility/brandPlan.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { CULTURE } from '../../src/browser/configurationApi.js';
import { watchCreatedConfigurations } from '../../src/browser/configurationPages.js';
import { waitForPath } from '../../src/browser/shellPages.js';

const SLOW = 240_000;

/** What the focused element is: its tag, classes, text and label, for the test's messages. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const label = element.getAttribute('aria-label');
    return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} '${(element.textContent ?? '').trim().slice(0, 40)}'${label ? ` [${label}]` : ''}`;
  });
}

/**
 * Presses Tab until the focused element matches the selector (and, when given, has this text or
 * label); fails after `limit` presses. Keys only: no click, no focus() from the test.
 */
async function tabTo(page: Page, selector: string, text?: string, limit = 250): Promise<void> {
  for (let press = 0; press < limit; press++) {
    const found = await page.evaluate(
      (sel, wanted) => {
        const element = document.activeElement;
        if (!element?.matches(sel)) return false;
        if (wanted === null) return true;
        return (
          element.textContent?.trim() === wanted ||
          element.getAttribute('aria-label')?.includes(wanted) === true
        );
      },
      selector,
      text ?? null,
    );
    if (found) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(
    `Tab never reached ${selector}${text ? ` '${text}'` : ''}; focus is on ${await focused(page)}`,
  );
}

/** Tab to the element, then Enter. */
async function activate(page: Page, selector: string, text?: string): Promise<void> {
  await tabTo(page, selector, text);
  await page.keyboard.press('Enter');
}

/**
 * The configurator by keyboard alone, in real Chromium: a visitor answers the cookie banner,
 * chooses a model, adds a part that asks to choose one of several parts, takes the second option
 * with the arrow keys, and goes through the summary to the finish screen. Only keyboard events
 * reach the page.
 */
describe('the configurator by keyboard alone', () => {
  const suite = new BrowserSuite({ login: true });
  let plan: BrandPlan;
  let options: number[];

  beforeAll(async () => {
    plan = await planFor(suite.api, 'KTM');
    const scratch = await suite.api.create(plan.overview.Vehicle.ModelId);
    options = (await suite.api.dryRun(scratch, 'add', plan.choosing.PartId))?.Parts ?? [];
    expect(options.length).toBeGreaterThanOrEqual(2);
  }, SLOW);

  it(
    'chooses a model, adds a part with a ChoosePart question, answers it and finishes',
    async () => {
      const modelId = plan.overview.Vehicle.ModelId;
      const name = plan.overview.Vehicle.Name;
      const segment = encodeURIComponent(plan.segment);
      const page = await suite.page(`/main/motorcycles?brand=KTM&culture=${CULTURE}&segment=${segment}`, {
        consent: false,
      });
      const created = watchCreatedConfigurations(page);

      await page.waitForSelector('.consent-banner');
      await activate(page, '.consent-banner button', 'Necessary only');
      await page.waitForSelector('.consent-banner', { hidden: true });
      // The first visit's guidance closes with Escape.
      if (await page.$('[role="dialog"][aria-modal="true"]')) {
        await page.keyboard.press('Escape');
        await page.waitForSelector('[role="dialog"][aria-modal="true"]', { hidden: true });
      }

      // The model: its entry in the list, then its preview's button.
      await activate(page, '.model-entry', name);
      const start = `.model-preview[aria-label="${name}"] .button.primary`;
      await page.waitForSelector(start);
      await activate(page, start);
      await waitForPath(page, `/main/configuration/${modelId}/categories`);
      await page.waitForSelector('.vehicle-price .total-price');

      // The part: the category list, its category, its add button.
      await activate(page, '.menu-categories');
      await activate(page, '.category-toggle', plan.choosing.CategoryName);
      await activate(page, `#part-${plan.choosing.PartId} .part-toggle`);
      const dialog = '[role="dialog"][aria-modal="true"]';
      await page.waitForSelector(`${dialog} label.conflict-option input`);
      // Focus is in the question, on the preselected first option: the arrow takes the second.
      expect(await focused(page)).toMatch(/^input/);
      await page.keyboard.press('ArrowDown');
      expect(
        await page.$$eval(`${dialog} label.conflict-option input`, (inputs) =>
          inputs.map((input) => (input as HTMLInputElement).checked),
        ),
      ).toEqual(options.map((_, index) => index === 1));
      await activate(page, `${dialog} .dialog-actions .button.primary`);
      await page.waitForSelector(dialog, { hidden: true, timeout: 20_000 });
      await page.waitForFunction(
        () => document.querySelector('.toast')?.textContent?.startsWith('Part Added!'),
        {
          polling: 100,
          timeout: 20_000,
        },
      );
      await vi.waitFor(() => expect(created.length).toBeGreaterThan(0));
      const id = created.at(-1) as string;
      const applied = (await suite.api.load(id)).Configuration.SelectedPartIds;
      expect(applied).toEqual(expect.arrayContaining([plan.choosing.PartId, options[1]]));
      expect(applied).not.toContain(options[0]);

      // The summary, then the finish screen.
      await activate(page, '.view-configuration');
      await page.waitForSelector('.summary-screen .summary-finish');
      await activate(page, '.summary-finish');
      await waitForPath(page, `/main/configuration/${modelId}/finish`);
      await page.waitForSelector('.finish-actions');
    },
    SLOW,
  );
});
