import {
  type LoginTransaction,
  readLogin,
  readTokens,
  type StoredTokens,
  writeLogin,
  writeTokens,
} from './identityStorage.js';
import { codeChallenge, isExpired, jwtClaims, randomToken, stateMatches } from './pkce.js';

/** The profile of the spec: UID, first name, last name, e-mail; dealers also carry their DealerNo. */
export interface AccountInfo {
  UID: string;
  firstName: string;
  lastName: string;
  email: string;
  dealerNo: string | null;
}

export interface ScreenSetOptions {
  /** The app path (with query) to come back to once the provider is done. */
  returnTo: string;
  /** The language of the provider's pages. */
  language?: string;
  brand?: string;
}

/**
 * The spec's identity service interface. Behind it: OpenID Connect authorization code + PKCE (S256)
 * against the configured issuer, so any provider can be plugged in.
 */
export interface IdentityService {
  hasSession(): Promise<boolean>;
  getAccountInfo(): Promise<AccountInfo | null>;
  /** The bearer token for the API, or null without a valid session. */
  getJWT(): Promise<string | null>;
  /** Ends the session here and at the provider (the browser goes there and comes back). */
  logout(): Promise<void>;
  /** The provider's login screen (with its link to registration): the browser goes there. */
  showScreenSet(options: ScreenSetOptions): Promise<void>;
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  userinfo_endpoint?: string;
}

interface IdentityEnvironment {
  fetch: typeof fetch;
  /** Leaves the app for the address (the provider's pages). */
  navigate(url: string): void;
  now(): number;
  /** This app's origin: the redirect URI is its /auth/callback. */
  origin: string;
}

const browserEnvironment = (): IdentityEnvironment => ({
  fetch: (...args) => globalThis.fetch(...args),
  navigate: (url) => window.location.assign(url),
  now: () => Date.now(),
  origin: window.location.origin,
});

const SCOPES = 'openid profile email dealer';
const CALLBACK_PATH = '/auth/callback';
const DISCOVERY_TIMEOUT_MS = 5000;

/** The provider answered the login with an error, or the answer does not belong to our login. */
export class LoginError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function accountInfoOf(claims: Record<string, unknown>): AccountInfo | null {
  const uid = text(claims.sub);
  if (!uid) return null;
  const dealerNo = text(claims.dealer_no);
  return {
    UID: uid,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    email: text(claims.email),
    dealerNo: dealerNo || null,
  };
}

/** Loads the issuer's discovery document; throws when the provider cannot be reached or is not it. */
export async function discover(issuer: string, env: Pick<IdentityEnvironment, 'fetch'>): Promise<Discovery> {
  const base = issuer.replace(/\/$/, '');
  const response = await env.fetch(`${base}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as Partial<Discovery>;
  if (text(document.issuer).replace(/\/$/, '') !== base) {
    throw new Error(`discovery names the issuer '${text(document.issuer)}', not '${issuer}'`);
  }
  if (!document.authorization_endpoint || !document.token_endpoint) {
    throw new Error('discovery names no authorization or token endpoint');
  }
  return document as Discovery;
}

export class OidcIdentityService implements IdentityService {
  constructor(
    private readonly discovery: Discovery,
    private readonly clientId: string,
    private readonly env: IdentityEnvironment = browserEnvironment(),
  ) {}

  private get redirectUri(): string {
    return `${this.env.origin}${CALLBACK_PATH}`;
  }

  /** The stored tokens while they are valid; expired ones are dropped. */
  private tokens(): StoredTokens | null {
    const tokens = readTokens();
    if (!tokens) return null;
    if (isExpired(tokens.expiresAt, this.env.now())) {
      writeTokens(null);
      return null;
    }
    return tokens;
  }

  /** The bearer token without waiting: for the headers of every API call. */
  currentToken(): string | null {
    try {
      return this.tokens()?.accessToken ?? null;
    } catch {
      return null;
    }
  }

  async hasSession(): Promise<boolean> {
    // A failed check is no session.
    return this.currentToken() !== null;
  }

  async getJWT(): Promise<string | null> {
    return this.currentToken();
  }

  async getAccountInfo(): Promise<AccountInfo | null> {
    const tokens = this.tokens();
    if (!tokens) return null;
    try {
      const fromToken = accountInfoOf(jwtClaims(tokens.idToken));
      if (fromToken?.email || !this.discovery.userinfo_endpoint) return fromToken;
      // A provider that keeps the profile out of the ID token answers it at userinfo.
      const response = await this.env.fetch(this.discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      if (!response.ok) return fromToken;
      const claims = (await response.json()) as Record<string, unknown>;
      return fromToken && claims.sub === fromToken.UID ? accountInfoOf(claims) : fromToken;
    } catch (error) {
      console.warn('account info could not be read', error);
      return null;
    }
  }

  async showScreenSet(options: ScreenSetOptions): Promise<void> {
    const login: LoginTransaction = {
      state: randomToken(16),
      verifier: randomToken(32),
      nonce: randomToken(16),
      redirectUri: this.redirectUri,
      returnTo: options.returnTo,
    };
    writeLogin(login);
    const url = new URL(this.discovery.authorization_endpoint);
    const params: Record<string, string> = {
      client_id: this.clientId,
      response_type: 'code',
      scope: SCOPES,
      redirect_uri: login.redirectUri,
      code_challenge: await codeChallenge(login.verifier),
      code_challenge_method: 'S256',
      state: login.state,
      nonce: login.nonce,
      ...(options.language ? { ui_locales: options.language } : {}),
      ...(options.brand ? { brand: options.brand } : {}),
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    this.env.navigate(url.href);
  }

  /**
   * The provider's answer at /auth/callback: checks the state against the open login, exchanges the
   * code with the verifier and keeps the tokens. Answers the path to return to.
   */
  async completeLogin(callbackUrl: string): Promise<{ returnTo: string }> {
    const answer = new URL(callbackUrl).searchParams;
    const login = readLogin();
    // One answer per login: a reload of the callback page cannot replay it.
    writeLogin(null);
    if (!login) throw new LoginError('no_login', 'no login is open in this tab');
    if (!stateMatches(login.state, answer.get('state'))) {
      throw new LoginError('state_mismatch', 'the answer does not belong to the login of this tab');
    }
    const error = answer.get('error');
    if (error) throw new LoginError(error, answer.get('error_description') ?? error);
    const code = answer.get('code');
    if (!code) throw new LoginError('no_code', 'the provider answered without a code');

    const response = await this.env.fetch(this.discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: login.redirectUri,
        client_id: this.clientId,
        code_verifier: login.verifier,
      }).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new LoginError(text(body.error) || 'token_error', text(body.error_description));
    const accessToken = text(body.access_token);
    const idToken = text(body.id_token);
    if (!accessToken || !idToken || text(body.token_type).toLowerCase() !== 'bearer') {
      throw new LoginError('token_error', 'the token answer lacks a bearer access token or an ID token');
    }
    this.checkIdToken(idToken, login.nonce);
    const now = this.env.now();
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in * 1000 : Number.NaN;
    const accessExp = jwtExpiry(accessToken);
    const expiresAt = Math.min(
      Number.isFinite(expiresIn) ? now + expiresIn : Number.POSITIVE_INFINITY,
      accessExp ?? Number.POSITIVE_INFINITY,
    );
    if (!Number.isFinite(expiresAt)) throw new LoginError('token_error', 'the token has no expiry');
    writeTokens({ accessToken, idToken, expiresAt });
    return { returnTo: login.returnTo };
  }

  /** The ID token must come from our issuer, for us, for this login, and still be valid. */
  private checkIdToken(idToken: string, nonce: string): void {
    const claims = jwtClaims(idToken);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const problems = [
      text(claims.iss) !== this.discovery.issuer && 'issuer',
      !audience.includes(this.clientId) && 'audience',
      !stateMatches(nonce, text(claims.nonce)) && 'nonce',
      (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.env.now()) && 'expiry',
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new LoginError('invalid_id_token', `the ID token is not valid (${problems.join(', ')})`);
    }
  }

  async logout(): Promise<void> {
    const tokens = readTokens();
    writeTokens(null);
    const end = this.discovery.end_session_endpoint;
    if (!end) return;
    const url = new URL(end);
    url.searchParams.set('client_id', this.clientId);
    url.searchParams.set('post_logout_redirect_uri', `${this.env.origin}/`);
    if (tokens?.idToken) url.searchParams.set('id_token_hint', tokens.idToken);
    this.env.navigate(url.href);
  }
}

function jwtExpiry(token: string): number | null {
  try {
    const exp = jwtClaims(token).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    // An opaque access token: its expiry comes from expires_in alone.
    return null;
  }
}
