/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Browser, Page } from 'puppeteer-core';
import { DEALER, logInFromHeader } from '../../src/browser/accounts.js';
import { CULTURE } from '../../src/browser/configurationApi.js';
import { showPartInList } from '../../src/browser/configurationPages.js';
import { answerConsent, clickText, VIEWPORTS, type ViewportName } from '../../src/browser/shellPages.js';
import type { BrandPlan } from './brandPlan.js';
import { focusVisible, OPEN_DIALOG, pressOn } from './dialogKeyboard.js';
import type { AccessibilityTour, Where } from './tour.js';

/** The open modal dialog, for selectors of what is inside it. */
const MODAL = '[role="dialog"][aria-modal="true"]';

const waitForNoDialog = (page: Page) =>
  page.waitForFunction((sel) => !document.querySelector(sel), { polling: 50, timeout: 20_000 }, OPEN_DIALOG);

/** Presses the open dialog's primary button (the walk goes on; its keys were checked before). */
async function confirmDialog(page: Page): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const button = document.querySelector<HTMLButtonElement>(`${sel} .dialog-actions .button.primary`);
      return !!button && !button.disabled;
    },
    { polling: 50, timeout: 20_000 },
    MODAL,
  );
  await page.$eval(`${MODAL} .dialog-actions .button.primary`, (button) => (button as HTMLElement).click());
}

/** Types into the open dialog's field with this label, by keyboard. */
async function typeInField(page: Page, label: string, text: string): Promise<void> {
  const focused = await page.$$eval(
    `${MODAL} .form-field label`,
    (labels, wanted) => {
      const input = labels.find((candidate) => candidate.textContent?.trim() === wanted)?.control;
      (input as HTMLElement | null | undefined)?.focus();
      return !!input && document.activeElement === input;
    },
    label,
  );
  if (!focused) throw new Error(`no field '${label}' in the dialog`);
  await page.keyboard.type(text);
}

/** A page in a browser context of its own at the viewport's size (cookies and storage of its own). */
export async function newVisitor(browser: Browser, viewport: ViewportName): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(VIEWPORTS[viewport]);
  page.setDefaultTimeout(20_000);
  return page;
}

async function go(page: Page, base: string, path: string, brand: string): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  const [address, hash] = path.split('#');
  await page.goto(`${base}${address}${separator}brand=${brand}&culture=${CULTURE}${hash ? `#${hash}` : ''}`, {
    waitUntil: 'networkidle0',
    timeout: 60_000,
  });
}

/**
 * A first visitor of the brand: the cookie banner, the model selection with its guidance and
 * language dialogs, the 2D screen (panel, part detail, setups) with every dialog its changes ask,
 * the summary with its output dialogs, the finish screen, and a 3D model's login panel.
 * `short`: the 2D screen's main dialogs and the summary only.
 */
export async function visitAsVisitor(
  tour: AccessibilityTour,
  page: Page,
  base: string,
  plan: BrandPlan,
  where: Where,
  short: boolean,
): Promise<void> {
  const { brand } = plan;
  const modelId = plan.overview.Vehicle.ModelId;
  const categories = `/main/configuration/${modelId}/categories`;
  await go(page, base, '/main', brand);
  await page.waitForSelector('.consent-banner', { timeout: 20_000 });
  await tour.screen(page, where, 'cookie banner');
  await answerConsent(page);
  if (await page.$(OPEN_DIALOG)) await tour.dialog(page, where, 'userGuidance', null);
  await page.waitForSelector('.model-preview');
  await tour.screen(page, where, 'model selection');
  if (!short) await tour.dialog(page, where, 'languageSelection', '.country-selector');

  await go(page, base, categories, brand);
  await page.waitForSelector('.vehicle-price .total-price');
  await tour.screen(page, where, '2D configuration');
  await showPartInList(page, plan.choosing);
  await tour.screen(page, where, '2D category panel');
  const toggle = `#part-${plan.choosing.PartId} .part-toggle`;
  await tour.dialog(page, where, 'conflictWhileAddPart', toggle);
  if (!short) {
    await pressOn(page, `#part-${plan.choosing.PartId} .part-name`);
    await page.waitForSelector('.part-detail-close');
    await tour.screen(page, where, '2D part detail');
    await pressOn(page, '.part-detail-close');
    if (await page.$('.setup-list .text-link')) {
      await tour.dialog(page, where, 'setupParts', '.setup-list .text-link');
      await tour.screen(page, where, '2D setups');
    }
  }

  if (plan.needing && plan.needed) {
    // The addPart question of a #partId link, then its rules question, answered.
    await go(page, base, `${categories}#${plan.needing.PartId}`, brand);
    await page.waitForSelector(OPEN_DIALOG);
    await tour.dialog(page, where, 'addPart', null);
    await showPartInList(page, plan.needing);
    await pressOn(page, `#part-${plan.needing.PartId} .part-toggle`);
    await confirmDialog(page);
    await waitForNoDialog(page);
    const openApplied = async () => {
      const open = await page.$eval('.menu-applied', (button) => button.getAttribute('aria-expanded'));
      if (open !== 'true') await pressOn(page, '.menu-applied');
      await page.waitForSelector('#applied-parts');
    };
    await openApplied();
    const remove = `#applied-parts button[aria-label="Remove ${plan.needed.Name}"]`;
    await tour.dialog(page, where, 'removePart', remove);
    if (!short) {
      await openApplied();
      await pressOn(page, remove);
      await page.waitForSelector(OPEN_DIALOG);
      await tour.dialog(page, where, 'removeConflictingPart', () => confirmDialog(page), {
        returnsFocus: false,
      });
    }
    await openApplied();
    await tour.dialog(page, where, 'configurationSummary', '.applied-parts-overview');
  }
  if (!short) {
    await tour.dialog(page, where, 'reset', '.menu-reset');
    await tour.dialog(page, where, 'warnBeforeExit', '.menu-leave');
  }

  await pressOn(page, '.view-configuration');
  await page.waitForSelector('.summary-screen .summary-finish');
  await tour.screen(page, where, 'summary');
  const outputs = short
    ? { shareConfiguration: '.summary-share' }
    : {
        shareConfiguration: '.summary-share',
        exportConfiguration: '.summary-export',
        sendConfiguration: '.summary-mail',
        sendConfigurationToDealer: '.summary-send',
      };
  for (const [kind, opener] of Object.entries(outputs))
    if (await focusVisible(page, opener)) await tour.dialog(page, where, kind, opener);
  if (short) return;
  await pressOn(page, '.summary-finish');
  await page.waitForSelector('.finish-actions');
  await tour.screen(page, where, 'finish');

  if (plan.threeD) {
    await go(page, base, `/main/configuration/${plan.threeD}/categories`, brand);
    await page.waitForSelector('.login-panel-3d');
    await tour.screen(page, where, '3D login panel');
  }
}

/**
 * A dealer of the brand, logged in at the built-in provider: the summary's save dialog and its
 * saved-configuration answer, the account page, the dealer history with its delete question, and a
 * 3D model's screen past the login (the waiting room, as far as it goes without a live stream).
 */
export async function visitAsDealer(
  tour: AccessibilityTour,
  page: Page,
  base: string,
  plan: BrandPlan,
  where: Where,
): Promise<void> {
  const { brand } = plan;
  const modelId = plan.overview.Vehicle.ModelId;
  await go(page, base, `/main/configuration/${modelId}/categories`, brand);
  await answerConsent(page);
  if (await page.$(OPEN_DIALOG)) await page.keyboard.press('Escape');
  if (where.viewport === 'mobile' && !(await focusVisible(page, '.account-login'))) {
    // On a phone the header's account entry may sit behind the menu.
    await pressOn(page, '.menu-toggle').catch(() => undefined);
  }
  await logInFromHeader(page, DEALER);
  await page.waitForSelector('.view-configuration');
  await pressOn(page, '.view-configuration');
  await page.waitForSelector('.summary-screen .summary-finish');
  await tour.dialog(page, where, 'saveConfiguration', '.summary-save');
  // The save itself, for a named customer: its answer is the savedConfiguration dialog.
  await pressOn(page, '.summary-save');
  await page.waitForSelector(`${MODAL} .form-field input`);
  await typeInField(page, 'First name', 'Anna');
  await typeInField(page, 'Last name', 'Berger');
  await clickText(page, `${MODAL} .dialog-actions button`, 'Save');
  await page.waitForSelector(`${MODAL} .saved-configuration`);
  await tour.dialog(page, where, 'savedConfiguration', null);
  await go(page, base, '/main/account', brand);
  await page.waitForSelector('main');
  await tour.screen(page, where, 'account');
  await go(page, base, '/main/history', brand);
  await page.waitForSelector('.dealer-history');
  await tour.screen(page, where, 'dealer history');
  const remove = '.history-actions button.button';
  if (await focusVisible(page, remove)) await tour.dialog(page, where, 'deleteConfiguraion', remove);
  if (plan.threeD) {
    await go(page, base, `/main/configuration/${plan.threeD}/categories`, brand);
    await page.waitForSelector('.configuration-3d');
    await tour.screen(page, where, '3D waiting room');
  }
}
