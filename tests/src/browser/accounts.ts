/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { DEMO_CUSTOMER, DEMO_DEALER } from '@configurator/bff/identity/accounts';
import type { Page } from 'puppeteer-core';

/** The built-in provider's demo accounts, with the names the header shows for them. */
export const CUSTOMER = { ...DEMO_CUSTOMER, name: 'Chris Customer' };
export const DEALER = { ...DEMO_DEALER, name: 'Dana Dealer' };

export interface Account {
  email: string;
  password: string;
}

/**
 * Fills the built-in provider's login form the page shows (or is about to show) and submits it;
 * resolves once the app has taken the visitor back (by default once its network is quiet).
 */
export async function signIn(
  page: Page,
  account: Account,
  waitUntil: 'load' | 'networkidle0' = 'networkidle0',
): Promise<void> {
  await page.waitForSelector('form[action*="/oidc/interaction/"] input[name="email"]', { timeout: 20_000 });
  await page.type('input[name="email"]', account.email);
  await page.type('input[name="password"]', account.password);
  await Promise.all([page.waitForNavigation({ waitUntil }), page.click('button[type="submit"]')]);
}

/** 'Log in' in the header, then the provider's form: the page comes back logged in. */
export async function logInFromHeader(page: Page, account: Account): Promise<void> {
  await Promise.all([
    page.waitForNavigation(),
    page.$$eval('.account-login', (elements) => {
      const button = elements.find((element) => element.textContent?.trim() === 'Log in');
      if (!(button instanceof HTMLElement)) throw new Error("no .account-login with the text 'Log in'");
      button.click();
    }),
  ]);
  await signIn(page, account);
}

/** The access token the client keeps for the logged-in visitor, as an Authorization header. */
export async function bearerOf(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('configurator.identity.tokens') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );
  if (!token) throw new Error('the page holds no access token');
  return { authorization: `Bearer ${token}` };
}
