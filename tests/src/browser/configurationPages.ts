/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import type { ApiPart } from './configurationApi.js';

/** What a conflict dialog of the 2D screen showed. */
export interface SeenDialog {
  title: string;
  base: string | null;
  options: { name: string; checked: boolean }[];
  listed: string[];
  replaced: string[];
  replacing: string[];
  /** Why each listed or replaced part is in the question, in the order of the parts. */
  reasons: string[];
}

/** The ids of the configurations the page created, read from the tRPC answers. */
export function watchCreatedConfigurations(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('configuration.create') || response.request().method() !== 'POST') return;
    void response
      .text()
      .then((text) => {
        const match = /"ConfigurationId":"([0-9a-f-]{36})"/.exec(text);
        if (match?.[1]) ids.push(match[1]);
      })
      .catch(() => undefined);
  });
  return ids;
}

/** Opens the category list (when closed) and the part's category, until its add/remove button shows. */
export async function showPartInList(page: Page, part: ApiPart): Promise<void> {
  // The screen draws behind its spinner once its data is in: the menu comes after the address.
  await page.waitForSelector('.menu-categories', { timeout: 20_000 });
  const open = await page.$eval('.menu-categories', (button) => button.getAttribute('aria-expanded'));
  if (open !== 'true') await page.$eval('.menu-categories', (button) => (button as HTMLElement).click());
  await page.waitForSelector('.category-panel .category-toggle');
  await page.$$eval(
    '.category-toggle',
    (buttons, name) => {
      const button = buttons.find((candidate) => candidate.textContent?.trim() === name);
      if (!button) throw new Error(`no category ${name}`);
      if (button.getAttribute('aria-expanded') !== 'true') (button as HTMLElement).click();
    },
    part.CategoryName,
  );
  await page.waitForSelector(`#part-${part.PartId} .part-toggle`);
}

function readDialog(page: Page): Promise<SeenDialog> {
  return page.evaluate(() => {
    const dialog = document.querySelector('.dialog:not([data-answered])');
    if (!dialog) throw new Error('no open dialog');
    const names = (selector: string) =>
      [...dialog.querySelectorAll(selector)].map((element) => (element.textContent ?? '').trim());
    return {
      title: (dialog.querySelector('h2')?.textContent ?? '').trim(),
      base: dialog.querySelector('.conflict-base .conflict-part-name')?.textContent?.trim() ?? null,
      options: [...dialog.querySelectorAll('label.conflict-option')].map((label) => ({
        name: (label.querySelector('.conflict-part-name')?.textContent ?? '').trim(),
        checked: (label.querySelector('input') as HTMLInputElement).checked,
      })),
      listed: names('ul[aria-label="Required parts"] .conflict-part-name'),
      replaced: names('section[aria-label="Replaced"] .conflict-part-name'),
      replacing: names('section[aria-label="Replaced by"] .conflict-part-name'),
      reasons: names('.conflict-why'),
    };
  });
}

/**
 * Presses the part's add/remove button and answers every question with the dialog's confirming
 * button, after `onDialog` had a look (and maybe chose an option). Ends once the button has flipped
 * and no dialog is open; answers the dialogs seen, in order.
 */
export async function changePart(
  page: Page,
  part: ApiPart,
  onDialog: (dialog: SeenDialog, index: number) => Promise<void> = async () => undefined,
): Promise<SeenDialog[]> {
  const toggle = `#part-${part.PartId} .part-toggle`;
  const before = await page.$eval(toggle, (button) => (button.textContent ?? '').trim());
  await page.$eval(toggle, (button) => (button as HTMLElement).click());
  const seen: SeenDialog[] = [];
  for (let round = 0; round < 10; round++) {
    const state = await page.waitForFunction(
      (selector, label) => {
        const dialog = document.querySelector('.dialog:not([data-answered])');
        if (dialog) {
          const primary = dialog.querySelector<HTMLButtonElement>('.dialog-actions .button.primary');
          return primary && !primary.disabled ? 'dialog' : false;
        }
        if (document.querySelector('.dialog')) return false;
        const button = document.querySelector<HTMLButtonElement>(selector);
        return button && !button.disabled && (button.textContent ?? '').trim() !== label ? 'done' : false;
      },
      { polling: 50, timeout: 20_000 },
      toggle,
      before,
    );
    if ((await state.jsonValue()) === 'done') return seen;
    const dialog = await readDialog(page);
    seen.push(dialog);
    await onDialog(dialog, seen.length - 1);
    await page.evaluate(() => {
      const open = document.querySelector('.dialog:not([data-answered])');
      open?.setAttribute('data-answered', 'true');
      open?.querySelector<HTMLButtonElement>('.dialog-actions .button.primary')?.click();
    });
  }
  throw new Error(`changing part ${part.PartId} asked more than 10 questions`);
}

/**
 * Chooses the option at this position of the open choice dialog; where the dialog shows the whole
 * plan, until the server's answer to the choice is in.
 */
export async function chooseOption(page: Page, index: number): Promise<void> {
  await page.$$eval(
    '.dialog:not([data-answered]) label.conflict-option input',
    (inputs, position) => (inputs[position] as HTMLInputElement).click(),
    index,
  );
  await page.waitForFunction(
    (position) => {
      const dialog = document.querySelector('.dialog:not([data-answered])');
      if (!dialog) return true;
      const inputs = dialog.querySelectorAll<HTMLInputElement>('label.conflict-option input');
      const primary = dialog.querySelector<HTMLButtonElement>('.dialog-actions .button.primary');
      return (
        inputs[position]?.checked === true &&
        !dialog.querySelector('[aria-busy="true"]') &&
        primary !== null &&
        !primary.disabled
      );
    },
    { polling: 50, timeout: 20_000 },
    index,
  );
}

/** The toast showing now. */
export function toastText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('.toast')?.textContent ?? '').trim());
}
