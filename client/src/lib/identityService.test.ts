// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Discovery, discover, LoginError, OidcIdentityService } from './identityService.js';
import { readLogin, readTokens, writeTokens } from './identityStorage.js';
import { base64url, codeChallenge } from './pkce.js';

const ISSUER = 'https://id.example.com/oidc';
const DISCOVERY: Discovery = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/session/end`,
};
const ORIGIN = 'https://configurator.example.com';
const NOW = Date.parse('2026-11-23T12:00:00Z');

/** An unsigned JWT: the client reads claims, the server verifies signatures. */
const jwt = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJSUzI1NiJ9.${base64url(new TextEncoder().encode(JSON.stringify(claims)))}.c2ln`;

interface TokenCall {
  url: string;
  body: URLSearchParams;
}

function setUp(tokenAnswer: (call: TokenCall) => { status: number; body: unknown }) {
  const navigations: string[] = [];
  const tokenCalls: TokenCall[] = [];
  let now = NOW;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), body: new URLSearchParams(String(init?.body ?? '')) };
    tokenCalls.push(call);
    const answer = tokenAnswer(call);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof globalThis.fetch;
  const service = new OidcIdentityService(DISCOVERY, 'configurator', {
    fetch,
    navigate: (url) => navigations.push(url),
    now: () => now,
    origin: ORIGIN,
  });
  return { service, navigations, tokenCalls, later: (ms: number) => (now += ms) };
}

function tokensFor(nonce: string, overrides: Record<string, unknown> = {}) {
  const exp = Math.floor(NOW / 1000) + 3600;
  return {
    token_type: 'Bearer',
    expires_in: 3600,
    access_token: jwt({ sub: 'acc-1', exp, aud: 'configurator' }),
    id_token: jwt({
      iss: ISSUER,
      aud: 'configurator',
      sub: 'acc-1',
      nonce,
      exp,
      given_name: 'Carla',
      family_name: 'Kunde',
      email: 'customer@example.com',
    }),
    ...overrides,
  };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('the OpenID Connect identity service', () => {
  it('sends the browser to the authorization endpoint with an S256 challenge of the stored verifier', async () => {
    const { service, navigations } = setUp(() => ({ status: 500, body: {} }));
    await service.showScreenSet({ returnTo: '/main?culture=de-AT', language: 'de', brand: 'HQV' });
    const url = new URL(navigations[0]!);
    const login = readLogin()!;
    expect(`${url.origin}${url.pathname}`).toBe(DISCOVERY.authorization_endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'configurator',
      response_type: 'code',
      scope: 'openid profile email dealer',
      redirect_uri: `${ORIGIN}/auth/callback`,
      code_challenge: await codeChallenge(login.verifier),
      code_challenge_method: 'S256',
      state: login.state,
      nonce: login.nonce,
      ui_locales: 'de',
      brand: 'HQV',
    });
    expect(login.returnTo).toBe('/main?culture=de-AT');
  });

  it('exchanges the code with the verifier, keeps the tokens with their expiry and reads the profile', async () => {
    let nonce = '';
    const { service, tokenCalls, later } = setUp(() => ({ status: 200, body: tokensFor(nonce) }));
    await service.showScreenSet({ returnTo: '/main/account' });
    const login = readLogin()!;
    nonce = login.nonce;
    const { returnTo } = await service.completeLogin(
      `${ORIGIN}/auth/callback?code=c0de&state=${login.state}`,
    );
    expect(returnTo).toBe('/main/account');
    expect(tokenCalls[0]!.url).toBe(DISCOVERY.token_endpoint);
    expect(Object.fromEntries(tokenCalls[0]!.body)).toEqual({
      grant_type: 'authorization_code',
      code: 'c0de',
      redirect_uri: `${ORIGIN}/auth/callback`,
      client_id: 'configurator',
      code_verifier: login.verifier,
    });
    expect(readTokens()?.expiresAt).toBe(NOW + 3600_000);
    expect(await service.hasSession()).toBe(true);
    expect(await service.getJWT()).toBe(readTokens()?.accessToken);
    expect(await service.getAccountInfo()).toEqual({
      UID: 'acc-1',
      firstName: 'Carla',
      lastName: 'Kunde',
      email: 'customer@example.com',
      dealerNo: null,
    });
    // The open login is gone: the same answer cannot be used twice.
    await expect(
      service.completeLogin(`${ORIGIN}/auth/callback?code=c0de&state=${login.state}`),
    ).rejects.toMatchObject({ code: 'no_login' });

    later(3600_000 - 29_000);
    expect(await service.hasSession()).toBe(false);
    expect(await service.getJWT()).toBeNull();
    expect(await service.getAccountInfo()).toBeNull();
    expect(readTokens()).toBeNull();
  });

  it('refuses an answer whose state is not the one sent, without calling the token endpoint', async () => {
    const { service, tokenCalls } = setUp(() => ({ status: 200, body: {} }));
    await service.showScreenSet({ returnTo: '/main' });
    const error = await service
      .completeLogin(`${ORIGIN}/auth/callback?code=c0de&state=forged`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ code: 'state_mismatch' });
    expect(tokenCalls).toEqual([]);
    expect(await service.hasSession()).toBe(false);
  });

  it("refuses an ID token of another login (nonce) or another client, and passes on the provider's error", async () => {
    const { service } = setUp(() => ({ status: 200, body: tokensFor('another-nonce') }));
    await service.showScreenSet({ returnTo: '/main' });
    await expect(
      service.completeLogin(`${ORIGIN}/auth/callback?code=c&state=${readLogin()!.state}`),
    ).rejects.toMatchObject({ code: 'invalid_id_token' });
    expect(readTokens()).toBeNull();

    await service.showScreenSet({ returnTo: '/main' });
    await expect(
      service.completeLogin(
        `${ORIGIN}/auth/callback?error=access_denied&error_description=no&state=${readLogin()!.state}`,
      ),
    ).rejects.toMatchObject({ code: 'access_denied' });
  });

  it("logs out at the provider's end-session endpoint with the ID token, and forgets the tokens", async () => {
    const { service, navigations } = setUp(() => ({ status: 500, body: {} }));
    writeTokens({ accessToken: 'a', idToken: 'id.token.here', expiresAt: NOW + 3600_000 });
    await service.logout();
    const url = new URL(navigations[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(DISCOVERY.end_session_endpoint);
    expect(url.searchParams.get('id_token_hint')).toBe('id.token.here');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
    expect(readTokens()).toBeNull();
  });

  it('treats a broken stored session as no session', async () => {
    const { service } = setUp(() => ({ status: 500, body: {} }));
    sessionStorage.setItem('configurator.identity.tokens', '{not json');
    expect(await service.hasSession()).toBe(false);
    writeTokens({ accessToken: 'a', idToken: 'garbage', expiresAt: NOW + 3600_000 });
    expect(await service.getAccountInfo()).toBeNull();
  });

  it('fails discovery when the provider cannot be reached or names another issuer', async () => {
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(discover(ISSUER, { fetch: unreachable })).rejects.toThrow('fetch failed');
    const other = vi.fn(
      async () => new Response(JSON.stringify({ ...DISCOVERY, issuer: 'https://evil.example' })),
    ) as unknown as typeof fetch;
    await expect(discover(ISSUER, { fetch: other })).rejects.toThrow(/not/);
    const good = vi.fn(async () => new Response(JSON.stringify(DISCOVERY))) as unknown as typeof fetch;
    expect(await discover(`${ISSUER}/`, { fetch: good })).toEqual(DISCOVERY);
  });
});
