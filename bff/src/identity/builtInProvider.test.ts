import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, logIn, silentAuthorization } from '../testing/oidcLogin.js';
import { type ListeningTestApp, startListeningTestApp } from '../testing/testApp.js';
import { DEMO_CUSTOMER, DEMO_DEALER } from './accounts.js';
import { loadSigningKeys } from './signingKeys.js';

const API = '/api/posconfigurator';

describe.each(testDatabases())('the built-in OpenID provider on $name', (testDatabase) => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await startListeningTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('publishes its discovery document and keys under /oidc', async () => {
    expect(t.discovery.issuer).toBe(`${t.origin}/oidc`);
    expect(t.discovery.authorization_endpoint).toBe(`${t.origin}/oidc/auth`);
    expect(t.discovery.token_endpoint).toBe(`${t.origin}/oidc/token`);
    const jwks = (await (await fetch(t.discovery.jwks_uri)).json()) as {
      keys: { kty: string; d?: string }[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key.d).toBeUndefined();
  });

  it('logs a customer in with authorization code and PKCE; the token reaches the account routes; logout ends the session', async () => {
    const { jar, accessToken, idToken } = await logIn(t.origin, t.discovery, 'configurator', DEMO_CUSTOMER);
    expect(decodeProtectedHeader(accessToken).alg).toBe('RS256');
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      iss: `${t.origin}/oidc`,
      aud: 'configurator',
      email: DEMO_CUSTOMER.email,
    });
    expect(claims.dealer_no).toBeUndefined();
    expect(decodeJwt(idToken)).toMatchObject({ email: DEMO_CUSTOMER.email, given_name: expect.any(String) });

    const list = await fetch(`${t.origin}${API}/user/configurations`, { headers: bearer(accessToken) });
    expect(list.status, await list.clone().text()).toBe(200);
    expect(((await list.json()) as { Configurations: unknown[] }).Configurations).toEqual([]);
    const dealerRoute = await fetch(`${t.origin}${API}/dealer/history`, { headers: bearer(accessToken) });
    expect(dealerRoute.status).toBe(403);

    const end = new URL(t.discovery.end_session_endpoint);
    end.searchParams.set('id_token_hint', idToken);
    end.searchParams.set('post_logout_redirect_uri', `${t.origin}/`);
    const confirm = await jar.fetch(end.href);
    expect(confirm.status).toBe(200);
    const { action, fields } = formOf(await confirm.text(), t.origin);
    const done = await jar.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${t.origin}/`);
    // The session is gone: authorizing again asks for the login page.
    const silent = await jar.fetch(silentAuthorization(t.discovery, t.origin));
    expect(new URL(silent.headers.get('location')!).searchParams.get('error')).toBe('login_required');
  });

  it('logs a dealer in whose token carries the DealerNo and reaches the dealer history', async () => {
    const { accessToken } = await logIn(t.origin, t.discovery, 'configurator', DEMO_DEALER);
    expect(decodeJwt(accessToken).dealer_no).toEqual(expect.any(String));
    const history = await fetch(`${t.origin}${API}/dealer/history`, { headers: bearer(accessToken) });
    expect(history.status, await history.clone().text()).toBe(200);
  });

  it('registers a customer account on the registration page, in the brand and language asked for', async () => {
    let html = '';
    const email = `new-${Date.now()}@example.com`;
    const { accessToken } = await logIn(
      t.origin,
      t.discovery,
      'configurator',
      { given_name: 'Zoë', family_name: 'Neu', email, password: 'a long password' },
      { register: true, query: { ui_locales: 'de-AT', brand: 'GG' }, onPage: (page) => (html = page) },
    );
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Konto erstellen');
    expect(html).toContain('/oidc/assets/gg.css');
    expect(decodeJwt(accessToken)).toMatchObject({ email, given_name: 'Zoë', family_name: 'Neu' });
    const list = await fetch(`${t.origin}${API}/user/configurations`, { headers: bearer(accessToken) });
    expect(list.status).toBe(200);
    // The same e-mail cannot register twice.
    await expect(
      logIn(
        t.origin,
        t.discovery,
        'configurator',
        { given_name: 'A', family_name: 'B', email, password: 'another one' },
        { register: true },
      ),
    ).rejects.toThrow();
  });

  it('keeps its signing key in the database, so tokens outlive a restart', async () => {
    const stored = await loadSigningKeys(t.database.db);
    expect((await loadSigningKeys(t.database.db)).map((k) => k.kid)).toEqual(stored.map((k) => k.kid));
    const jwks = (await (await fetch(t.discovery.jwks_uri)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual(stored.map((k) => k.kid));
  });

  it('refuses a wrong password on the branded login page, in the requested language', async () => {
    await expect(
      logIn(t.origin, t.discovery, 'configurator', { email: DEMO_CUSTOMER.email, password: 'wrong' }),
    ).rejects.toThrow();
    const page = await t.app.inject({ url: '/oidc/assets/hqv.css' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('#1a2a4a');
  });
});
