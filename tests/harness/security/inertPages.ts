/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import { PAYLOADS } from './storedMarkup.js';

/** What one page showed of the payloads, and what of them came alive. */
export interface PageCheck {
  page: string;
  /** Payloads shown as text (each occurrence in the page's visible text). */
  shown: number;
  /** window.__xss was set: a payload's script ran. */
  ran: boolean;
  /** Elements a payload made: its marker ids, its `img[src=x]`, handlers or `javascript:` addresses naming __xss. */
  live: string[];
}

/** Attributes whose value is an address: a `javascript:` one naming __xss would run when followed. */
const ADDRESSES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];

/**
 * Looks at the page as it stands: the payloads' texts in its visible text, `window.__xss`, and
 * every element (in open shadow roots too) for markup a payload made: an element with a payload's
 * marker id or `img[src=x]`, a script naming `__xss`, an event handler or srcdoc naming `__xss`, a
 * `javascript:` (or data:) address naming it. Text in ordinary attributes (alt, title, aria-label)
 * and in ordinary addresses (a segment's name in a query) is inert and not counted.
 */
export async function checkPage(page: Page, name: string): Promise<PageCheck> {
  // A moment for handlers that fire late (image errors, toggles) to run.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const seen = await page.evaluate(
    (payloads, addresses) => {
      // No named inner functions: a runner that keeps function names (tsx) would wrap them in a
      // helper the page does not have.
      const live: string[] = [];
      const roots: (Document | ShadowRoot)[] = [document];
      for (let root = roots.pop(); root; root = roots.pop()) {
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) roots.push(element.shadowRoot);
          const made =
            element.id.startsWith('xss-') ||
            element.matches('img[src="x"]') ||
            (element.tagName === 'SCRIPT' && element.textContent?.includes('__xss')) ||
            [...element.attributes].some(
              (attribute) =>
                attribute.value.includes('__xss') &&
                (attribute.name.startsWith('on') ||
                  attribute.name === 'srcdoc' ||
                  (addresses.includes(attribute.name) &&
                    /^\s*(javascript|vbscript|data):/i.test(attribute.value))),
            );
          if (made) live.push(element.outerHTML.slice(0, 120));
        }
      }
      const text = document.body.innerText;
      const shown = payloads.reduce((sum, payload) => sum + text.split(payload).length - 1, 0);
      return { shown, ran: (window as { __xss?: unknown }).__xss !== undefined, live };
    },
    Object.values(PAYLOADS),
    ADDRESSES,
  );
  return { page: name, ...seen };
}

/** Moves the pointer over every element showing a payload's text: `onmouseover` breakouts get their chance. */
export async function hoverPayloads(page: Page): Promise<void> {
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.children.length === 0 && element.textContent?.includes('__xss'))
      .slice(0, 40)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2, w: box.width };
      })
      .filter((box) => box.w > 0 && box.y >= 0 && box.y < window.innerHeight),
  );
  for (const box of boxes) await page.mouse.move(box.x, box.y);
}
