import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, formOf, logIn, silentAuthorization } from '../testing/oidcLogin.js';
import { type ListeningTestApp, startListeningTestApp } from '../testing/testApp.js';
import { DEMO_CUSTOMER, DEMO_DEALER } from './accounts.js';

describe.each(testDatabases())('signing out at the built-in provider on $name', (testDatabase) => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await startListeningTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const endSession = (jar: CookieJar, idToken: string | null) => {
    const end = new URL(t.discovery.end_session_endpoint);
    end.searchParams.set('client_id', 'configurator');
    if (idToken) end.searchParams.set('id_token_hint', idToken);
    end.searchParams.set('post_logout_redirect_uri', `${t.origin}/`);
    return jar.fetch(end.href);
  };

  /** Whether authorizing without a prompt still finds a session. */
  async function signedIn(jar: CookieJar): Promise<boolean> {
    let response = await jar.fetch(silentAuthorization(t.discovery, t.origin));
    for (let hops = 0; hops < 5 && [302, 303].includes(response.status); hops++) {
      const target = new URL(response.headers.get('location')!, t.origin);
      if (target.pathname === '/auth/callback') return target.searchParams.get('error') === null;
      response = await jar.fetch(target.href);
    }
    throw new Error(`no answer at the callback: ${response.status}`);
  }

  it('signs out without asking when the configurator names the signed-in account, and returns to it', async () => {
    const { jar, idToken } = await logIn(t.origin, t.discovery, 'configurator', DEMO_CUSTOMER);
    expect(await signedIn(jar)).toBe(true);

    const page = await endSession(jar, idToken);
    expect(page.status).toBe(200);
    const html = await page.text();
    // No question and no buttons to choose from: the page's own script sends the form.
    expect(html).not.toContain('Do you want to sign out?');
    // Only a fallback for browsers without scripts.
    expect([...html.matchAll(/<button[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Continue']);
    expect(html).toMatch(/<noscript><button[^>]*>Continue<\/button><\/noscript>/);
    const script = /<script src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(html).not.toMatch(/<script>/);
    const served = await fetch(new URL(script!, t.origin));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/javascript/);
    const code = await served.text();
    expect(code).toContain("getElementById('op.logoutForm').submit()");
    expect(html).toContain('id="op.logoutForm"');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);

    // The form as it stands, sent by the script: the session ends and the browser goes back.
    const { action, fields } = formOf(html, t.origin);
    expect(fields.logout).toBe('yes');
    const done = await jar.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${t.origin}/`);
    expect(await signedIn(jar)).toBe(false);
  });

  it('still asks when the request names no account, or another one than the signed-in one', async () => {
    const customer = await logIn(t.origin, t.discovery, 'configurator', DEMO_CUSTOMER);
    const dealer = await logIn(t.origin, t.discovery, 'configurator', DEMO_DEALER);
    for (const hint of [null, dealer.idToken]) {
      const page = await endSession(customer.jar, hint);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Do you want to sign out?');
      expect(html).toContain('name="logout" value="yes"');
      expect(html).not.toMatch(/<script/);
      expect(formOf(html, t.origin).fields.logout).toBeUndefined();
    }
    expect(await signedIn(customer.jar)).toBe(true);
  });
});
