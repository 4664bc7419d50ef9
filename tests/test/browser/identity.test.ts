/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { startShellServer } from '@configurator/client/tooling/shellServer';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn as fillInLogin } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { answerConsent, clickLogIn, clickText, texts, waitForPath } from '../../src/browser/shellPages.js';

interface ListedVehicle {
  ModelId: string;
  Name: string;
  RenderingEngine: string;
}

const CUSTOMER = { email: 'customer@example.com', password: 'customer', name: 'Chris Customer' };
const DEALER = { email: 'dealer@example.com', password: 'dealer', name: 'Dana Dealer' };
const SLOW = 180_000;

/**
 * Login, profile, logout and saving to the account in real Chromium against the built-in OpenID
 * provider of the whole app; and with CdcEnabled off, no login control anywhere.
 */
describe('identity in Chromium', () => {
  const suite = new BrowserSuite({ login: true });
  let vehicle: ListedVehicle;

  beforeAll(async () => {
    const list = await suite.api.get<{ Segments: { Vehicles: ListedVehicle[] }[] }>(
      '/vehicles?brand=KTM&c=en-GB',
    );
    vehicle = list.Segments.flatMap((s) => s.Vehicles).find((v) => v.RenderingEngine === 'Engine2D')!;
    expect(vehicle).toBeDefined();
  });

  /** A browser of its own (cookies, storage) with the consent already answered on the first page. */
  async function freshPage(path = '/main/motorcycles?culture=en-GB'): Promise<Page> {
    // The configuration page's first pictures start the server's compositor: on a machine busy
    // with other suites that may take a while.
    const page = await suite.page(path, { consent: false });
    await page.waitForSelector('.consent-banner');
    await answerConsent(page);
    return page;
  }

  /** The provider's branded sign-in page, in the visitor's language: fill it in and come back to the app. */
  async function signIn(page: Page, account: { email: string; password: string }) {
    await page.waitForSelector('form[action*="/oidc/interaction/"] input[name="email"]', { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await page.$eval('html', (html) => html.lang)).toBe('en');
    await fillInLogin(page, account);
  }

  async function waitForAccount(page: Page, name: string) {
    await page.waitForFunction(
      (wanted) => document.querySelector('.account-name')?.textContent === wanted,
      { timeout: 20_000, polling: 100 },
      name,
    );
  }

  /** The profile panel's terms and values. */
  async function profile(page: Page): Promise<Record<string, string>> {
    await page.click('.account-name');
    await page.waitForSelector('.account-panel');
    return page.$eval('.account-panel dl', (list) => {
      const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
      const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
      return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
    });
  }

  async function logOut(page: Page) {
    // One click: the provider signs out without asking and sends the browser back to where it began.
    await clickText(page, '.account-panel button', 'Log out');
    await waitForPath(page, '/main/motorcycles', { culture: 'en-GB' });
    await page.waitForFunction(() => document.querySelector('.account-login')?.textContent === 'Log in', {
      timeout: 20_000,
      polling: 100,
    });
  }

  it.each([
    ['customer', CUSTOMER, null],
    ['dealer', DEALER, expect.stringMatching(/\S/)],
  ] as const)(
    'logs the %s in at the built-in provider, shows the profile and logs out',
    async (_who, account, dealerNo) => {
      const page = await freshPage();
      expect(await texts(page, '.account-login')).toEqual(['Log in']);
      await Promise.all([page.waitForNavigation(), clickLogIn(page)]);
      await signIn(page, account);
      await waitForPath(page, '/main/motorcycles', { culture: 'en-GB' });
      await waitForAccount(page, account.name);

      const shown = await profile(page);
      const [firstName, lastName] = account.name.split(' ');
      expect(shown).toMatchObject({
        'First name': firstName,
        'Last name': lastName,
        'E-mail': account.email,
      });
      expect(shown['Account ID']).toMatch(/\S/);
      if (dealerNo) expect(shown['Dealer number']).toEqual(dealerNo);
      else expect(shown['Dealer number']).toBeUndefined();

      await logOut(page);
      // The provider's session ended too: logging in again asks for the password.
      await Promise.all([page.waitForNavigation(), clickLogIn(page)]);
      await page.waitForSelector('input[name="password"]', { timeout: 20_000 });
    },
    SLOW,
  );

  it(
    'saves a configuration to the account after the login it asked for, and lists it on the account page',
    async () => {
      const page = await freshPage(`/main/configuration/${vehicle.ModelId}/categories?culture=en-GB`);
      await page.waitForFunction(
        () => document.querySelector('.account-save')?.textContent === 'Save to account',
        {
          timeout: 30_000,
          polling: 100,
        },
      );
      // Not logged in: the save waits for the login.
      await Promise.all([page.waitForNavigation(), page.click('.account-save')]);
      await signIn(page, CUSTOMER);
      await waitForPath(page, `/main/configuration/${vehicle.ModelId}/categories`, { culture: 'en-GB' });
      await waitForAccount(page, CUSTOMER.name);
      await page.waitForFunction(
        () => document.querySelector('.account-save')?.getAttribute('aria-pressed') === 'true',
        { timeout: 20_000, polling: 100 },
      );
      const saved = await page.evaluate(() => ({
        id: JSON.parse(sessionStorage.getItem('configurator.account.autoSave') ?? 'null') as string | null,
        token: (
          JSON.parse(sessionStorage.getItem('configurator.identity.tokens') ?? '{}') as {
            accessToken?: string;
          }
        ).accessToken,
      }));
      expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);

      // The server holds it for this account, as REST answers it too.
      const rest = await fetch(`${suite.server.url}/api/posconfigurator/user/configurations`, {
        headers: { authorization: `Bearer ${saved.token}` },
      });
      expect(rest.status).toBe(200);
      const { Configurations } = (await rest.json()) as { Configurations: { ConfigurationId: string }[] };
      expect(Configurations.map((c) => c.ConfigurationId)).toEqual([saved.id]);

      await page.click('.account-name');
      await page.waitForSelector('.account-panel a');
      await clickText(page, '.account-panel a', 'My configurations');
      await waitForPath(page, '/main/account', { culture: 'en-GB' });
      await page.waitForSelector('.account-configurations li', { timeout: 20_000 });
      expect(await texts(page, '.account-configurations h2')).toEqual([vehicle.Name]);
      const href = await page.$eval('.account-configurations a', (a) => a.getAttribute('href') ?? '');
      expect(new URL(href, suite.server.url).searchParams.get('configurationId')).toBe(saved.id);

      // Opening it goes through the main wrapper's configurationId flow back to the configuration.
      await clickText(page, '.account-configurations a', 'Open configuration');
      await waitForPath(page, `/main/configuration/${vehicle.ModelId}/categories`, { culture: 'en-GB' });
      await page.waitForFunction(
        () => document.querySelector('.account-save')?.getAttribute('aria-pressed') === 'true',
        { timeout: 20_000, polling: 100 },
      );
    },
    SLOW,
  );

  it(
    'shows no login control anywhere with CdcEnabled off',
    async () => {
      const off = await startShellServer(suite.build.dir, { env: { CDC_ENABLED: 'false' } });
      try {
        const page = await (await suite.browser.createBrowserContext()).newPage();
        await page.setViewport({ width: 1440, height: 900 });
        for (const path of [
          '/main/motorcycles?culture=en-GB',
          `/main/configuration/${vehicle.ModelId}/categories?culture=en-GB`,
          '/main/account?culture=en-GB',
        ]) {
          await page.goto(`${off.url}${path}`, { waitUntil: 'networkidle0' });
          await page.waitForSelector('.app-header');
          expect(await page.$('.account-control'), path).toBeNull();
          const buttons = await texts(page, 'button');
          for (const label of ['Log in', 'Save to account', 'Log out'])
            expect(buttons, path).not.toContain(label);
        }
        expect(await texts(page, '.account-page p')).toEqual([
          'Accounts are not available in this configurator.',
        ]);
        expect((await fetch(`${off.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
      } finally {
        await off.close();
      }
    },
    SLOW,
  );
});
