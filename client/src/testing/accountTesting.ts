import { vi } from 'vitest';
import { type AccountInfo, type Discovery, OidcIdentityService } from '../lib/identityService.js';
import { writeTokens } from '../lib/identityStorage.js';
import { base64url } from '../lib/pkce.js';
import { type IdentitySettings, resetIdentity, startIdentity } from '../stores/accountStore.js';

const TEST_ISSUER = 'http://localhost/oidc';
const TEST_DISCOVERY: Discovery = {
  issuer: TEST_ISSUER,
  authorization_endpoint: `${TEST_ISSUER}/auth`,
  token_endpoint: `${TEST_ISSUER}/token`,
  end_session_endpoint: `${TEST_ISSUER}/session/end`,
};
const SETTINGS: IdentitySettings = { Url: TEST_ISSUER, Api: 'configurator', CdcEnabled: true };

const jwt = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJSUzI1NiJ9.${base64url(new TextEncoder().encode(JSON.stringify(claims)))}.c2ln`;

/** A customer's profile once logged in: Anna Berger, no dealer number. */
export const TEST_CUSTOMER: AccountInfo = {
  UID: 'user-7',
  firstName: 'Anna',
  lastName: 'Berger',
  email: 'anna@example.com',
  dealerNo: null,
};

interface Profile {
  sub: string;
  given_name: string;
  family_name: string;
  email: string;
  dealer_no?: string;
}

/** A session of the tab as a completed login leaves it. */
export function storeSession(profile: Profile): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const accessToken = jwt({ ...profile, exp, aud: 'configurator', iss: TEST_ISSUER });
  writeTokens({ accessToken, idToken: jwt({ ...profile, exp }), expiresAt: Date.now() + 3600_000 });
  return accessToken;
}

/**
 * The identity service started as the header starts it, but leaving for the provider is recorded
 * instead of done (jsdom cannot navigate); `reachable: false` is a provider that does not answer.
 */
export async function startTestIdentity({ reachable = true } = {}) {
  resetIdentity();
  const navigations: string[] = [];
  const service = await startIdentity(SETTINGS, async () => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return new OidcIdentityService(TEST_DISCOVERY, SETTINGS.Api, {
      fetch: vi.fn() as unknown as typeof fetch,
      navigate: (url) => navigations.push(url),
      now: () => Date.now(),
      origin: 'http://localhost:3000',
    });
  });
  return { service, navigations };
}
