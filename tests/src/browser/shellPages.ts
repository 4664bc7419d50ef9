/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';

export type BrandCode = 'KTM' | 'HQV' | 'GG';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812, isMobile: true, hasTouch: true },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** What each brand looks like, as the specification describes it. */
export const BRAND_LOOK: Record<BrandCode, { title: string; color: string; accent: string; logo: string }> = {
  KTM: { title: 'KTM Configurator', color: '#ff6600', accent: '#ff6600', logo: 'KTM logo' },
  HQV: {
    title: 'Husqvarna Motorcycles Configurator',
    color: '#1d2a4d',
    accent: '#ffed00',
    logo: 'Husqvarna Motorcycles logo',
  },
  GG: { title: 'GASGAS Configurator', color: '#cb0d25', accent: '#cb0d25', logo: 'GASGAS logo' },
};

/** The visible texts of the elements a selector finds. */
export function texts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) => elements.map((element) => (element.textContent ?? '').trim()));
}

/** Waits until the address has this path (and, when given, these query parameters). */
export async function waitForPath(
  page: Page,
  path: string,
  query: Record<string, string> = {},
): Promise<void> {
  await page.waitForFunction(
    (expectedPath, expectedQuery) => {
      if (window.location.pathname !== expectedPath) return false;
      const params = new URLSearchParams(window.location.search);
      return Object.entries(expectedQuery).every(([name, value]) => params.get(name) === value);
    },
    { timeout: 15_000, polling: 50 },
    path,
    query,
  );
}

/** Waits until an element the selector finds has exactly this text. */
export async function waitForText(
  page: Page,
  selector: string,
  text: string,
  timeout = 20_000,
): Promise<void> {
  await page.waitForFunction(
    (sel, wanted) =>
      [...document.querySelectorAll(sel)].some((element) => element.textContent?.trim() === wanted),
    { timeout, polling: 100 },
    selector,
    text,
  );
}

/** The open dialog's title, or null. */
export function dialogTitle(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return dialog ? (dialog.querySelector('h2')?.textContent ?? '') : null;
  });
}

/** Clicks the first element matching the selector whose text is exactly the given text. */
export async function clickText(page: Page, selector: string, text: string): Promise<void> {
  const clicked = await page.$$eval(
    selector,
    (elements, wanted) => {
      const element = elements.find((candidate) => candidate.textContent?.trim() === wanted);
      if (!(element instanceof HTMLElement)) return false;
      element.click();
      return true;
    },
    text,
  );
  if (!clicked) throw new Error(`no ${selector} with the text '${text}'`);
}

/**
 * Clicks the header's "Log in" once it can start a login: the button shows while the identity
 * service still loads, disabled, and a click then does nothing.
 */
export async function clickLogIn(page: Page, text = 'Log in'): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll<HTMLButtonElement>('.account-login')].some(
        (button) => button.textContent?.trim() === wanted && !button.disabled,
      ),
    { timeout: 30_000, polling: 100 },
    text,
  );
  await clickText(page, '.account-login', text);
}

/**
 * Answers the cookie banner with 'Necessary only' when it shows, as a first visitor does; the
 * answer is a cookie, kept for the browser context's later pages.
 */
export async function answerConsent(page: Page): Promise<void> {
  if (!(await page.$('.consent-banner'))) return;
  await clickText(page, '.consent-banner button', 'Necessary only');
  await page.waitForSelector('.consent-banner', { hidden: true });
}
