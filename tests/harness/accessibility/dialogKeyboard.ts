/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';

/** What pressing keys in an open dialog showed; `failures` is empty when it is keyboard-complete. */
export interface DialogKeys {
  failures: string[];
}

/** An open modal dialog (the phone's category sheet is a dialog too, but not a modal one). */
export const OPEN_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"]';
const OPEN = OPEN_DIALOG;

/** Focuses the first visible element the selector finds; false when there is none. */
export function focusVisible(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = [...document.querySelectorAll<HTMLElement>(sel)].find(
      (candidate) => candidate.getClientRects().length > 0,
    );
    element?.focus();
    return !!element && document.activeElement === element;
  }, selector);
}

/** Focuses the element and presses Enter on it, as a keyboard user does. */
export async function pressOn(page: Page, selector: string): Promise<void> {
  if (!(await focusVisible(page, selector))) throw new Error(`nothing to focus at ${selector}`);
  await page.keyboard.press('Enter');
}

/** Whether the focused element is inside the open dialog. */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector(selector);
    return !!dialog && !!document.activeElement && dialog.contains(document.activeElement);
  }, OPEN);
}

/** How many elements of the open dialog take focus with Tab. */
function tabStops(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector(selector);
    if (!dialog) return 0;
    return [
      ...dialog.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter(
      (element) =>
        !(element as HTMLButtonElement).disabled &&
        element.tabIndex >= 0 &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    ).length;
  }, OPEN);
}

/** Marks the focused element, so that the check can tell whether focus came back to it. */
function markFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    element.setAttribute('data-opener', 'true');
    return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
  });
}

/**
 * Opens a dialog with the keyboard and checks that it is keyboard-complete: focus moves into it,
 * Tab and Shift+Tab stay inside it (a full round and more), Escape closes it, and focus comes back
 * to the element that opened it. `open` presses the keys that open it, with the opener focused;
 * `inspect` looks at the open dialog before the keys (axe); `dismissable` false: the dialog asks
 * for an answer, Escape is not expected to close it; `returnsFocus` false: its opener is gone.
 */
export async function checkDialogKeys(
  page: Page,
  open: () => Promise<void>,
  options: { dismissable?: boolean; returnsFocus?: boolean; inspect?: () => Promise<void> } = {},
): Promise<DialogKeys> {
  const { dismissable = true, returnsFocus = true, inspect } = options;
  const failures: string[] = [];
  const opener = await markFocused(page);
  await open();
  await page.waitForSelector(OPEN, { timeout: 20_000 });
  // Focus moves in once the dialog has drawn (an effect after the first frame).
  await page
    .waitForFunction(
      (selector) => {
        const dialog = document.querySelector(selector);
        return !!dialog && dialog.contains(document.activeElement);
      },
      { polling: 50, timeout: 3_000 },
      OPEN,
    )
    .catch(() => failures.push('focus does not move into the dialog when it opens'));
  await inspect?.();

  const stops = await tabStops(page);
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let press = 0; press < stops + 2; press++) {
      if (key === 'Tab') await page.keyboard.press('Tab');
      else {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      }
      if (!(await focusInDialog(page))) {
        failures.push(`${key} leaves the dialog after ${press + 1} press(es) of ${stops} stops`);
        break;
      }
    }
  }

  if (!dismissable) return { failures };
  await page.keyboard.press('Escape');
  const closed = await page
    .waitForFunction((selector) => !document.querySelector(selector), { polling: 50, timeout: 3_000 }, OPEN)
    .then(() => true)
    .catch(() => false);
  if (!closed) {
    failures.push('Escape does not close the dialog');
    return { failures };
  }
  if (opener && returnsFocus) {
    const back = await page
      .waitForFunction(() => document.activeElement?.getAttribute('data-opener') === 'true', {
        polling: 50,
        timeout: 2_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!back) failures.push(`focus does not return to the opener (${opener})`);
  }
  await page.evaluate(() => document.querySelector('[data-opener]')?.removeAttribute('data-opener'));
  return { failures };
}
