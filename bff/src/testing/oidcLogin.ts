import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { expect } from 'vitest';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The cookies of one browser, sent to every path of the one origin under test. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now(),
      );
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
}

export interface LoginResult {
  jar: CookieJar;
  accessToken: string;
  idToken: string;
}

/** A redirect's target; fails the test when there is none. */
function location(response: Response): string {
  const target = response.headers.get('location');
  expect(target, `status ${response.status} without a location`).toBeTruthy();
  return String(target);
}

/** The form's action and hidden inputs in an HTML page. */
export function formOf(html: string, base: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  expect(action, html).toBeTruthy();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  return { action: new URL(String(action).replaceAll('&amp;', '&'), base).href, fields };
}

/** The discovery document of the built-in provider at `${origin}/oidc`; fails the test when it does not answer. */
export async function discoveryOf(origin: string): Promise<Discovery> {
  const response = await fetch(`${origin}/oidc/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  return (await response.json()) as Discovery;
}

/** An S256 challenge for logins whose code is never exchanged, so no verifier is kept. */
const FIXED_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** The query of an authorization request with PKCE that returns to `${origin}/auth/callback`. */
export function authorizationParameters(
  origin: string,
  state: string | null,
  options: { clientId?: string; challenge?: string; scope?: string } = {},
): Record<string, string> {
  const { clientId = 'configurator', challenge = FIXED_CHALLENGE, scope = 'openid profile email' } = options;
  return {
    client_id: clientId,
    response_type: 'code',
    scope,
    redirect_uri: `${origin}/auth/callback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(state === null ? {} : { state }),
  };
}

/** An authorization without a prompt: it answers at the callback with a code, or `login_required`. */
export function silentAuthorization(discovery: Discovery, origin: string): string {
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    ...authorizationParameters(origin, null, { scope: 'openid' }),
    prompt: 'none',
  }).toString();
  return url.href;
}

/**
 * Authorization code with PKCE as a browser does it, in Node: authorize, the login page's form,
 * the redirect back with the code, the token exchange with the verifier.
 */
export async function logIn(
  origin: string,
  discovery: Discovery,
  clientId: string,
  credentials: Record<string, string>,
  options: { query?: Record<string, string>; register?: boolean; onPage?: (html: string) => void } = {},
): Promise<LoginResult> {
  const { query = {}, register = false, onPage } = options;
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/auth/callback`;
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(discovery.authorization_endpoint);
  const parameters = authorizationParameters(origin, state, {
    clientId,
    challenge,
    scope: 'openid profile email dealer',
  });
  for (const [name, value] of Object.entries({ ...parameters, ...query })) {
    authorize.searchParams.set(name, value);
  }
  let response = await jar.fetch(authorize.href);
  expect(response.status, await response.clone().text()).toBe(303);
  const interaction = new URL(location(response), origin).href;
  const loginPage = await jar.fetch(register ? `${interaction}/register` : interaction);
  expect(loginPage.status).toBe(200);
  const html = await loginPage.text();
  onPage?.(html);
  const { action } = formOf(html, origin);
  response = await jar.fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(credentials).toString(),
  });
  expect(response.status, await response.clone().text()).toBe(303);
  // Resuming the authorization answers with the redirect to the client, carrying the code.
  for (let hops = 0; hops < 5 && !location(response).startsWith(redirectUri); hops++) {
    response = await jar.fetch(new URL(location(response), origin).href);
    expect([302, 303]).toContain(response.status);
  }
  const back = new URL(location(response));
  expect(back.searchParams.get('state')).toBe(state);
  const code = back.searchParams.get('code');
  expect(code, back.href).toBeTruthy();
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: String(code),
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await token.json()) as { access_token: string; id_token: string; token_type: string };
  expect(token.status, JSON.stringify(tokens)).toBe(200);
  expect(tokens.token_type).toBe('Bearer');
  return { jar, accessToken: tokens.access_token, idToken: tokens.id_token };
}
