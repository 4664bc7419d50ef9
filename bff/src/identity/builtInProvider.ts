import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
import type { Database } from '@configurator/migrations/db/database';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config.js';
import { AccountStore } from './accounts.js';
import { databaseAdapter } from './databaseAdapter.js';
import { page, pageBrand, pageLanguage, textsFor } from './interactionPages.js';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './signingKeys.js';

export const OIDC_PATH = '/oidc';
/** The scopes the configurator asks for; `dealer` brings the `dealer_no` claim. */
export const OIDC_SCOPES = 'openid profile email dealer';
const RESOURCE_SCOPES = 'profile email dealer';

export interface BuiltInIdentity {
  provider: Provider;
  accounts: AccountStore;
  /** The provider's public keys, for verifying its tokens without a round trip. */
  keys: JWTVerifyGetKey;
}

/** This server's own address: PUBLIC_URL, else localhost and PORT. */
export function publicOrigin(config: AppConfig): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}

/**
 * The built-in provider runs when OIDC_ISSUER is this server's own `/oidc`: the default, or the
 * PUBLIC_URL's, or a local address on PORT. Any other issuer is an external provider.
 */
export function isBuiltInIssuer(config: AppConfig): boolean {
  const issuer = new URL(config.OIDC_ISSUER);
  if (issuer.pathname.replace(/\/$/, '') !== OIDC_PATH) return false;
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin === issuer.origin;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return local && Number(issuer.port || (issuer.protocol === 'https:' ? 443 : 80)) === config.PORT;
}

/** The script that submits the sign-out form, served under `${OIDC_PATH}/assets/`. */
export const SIGN_OUT_SCRIPT_FILE = 'sign-out.js';

/** Whether the end-session request carries a valid ID token of the account signed in here. */
function hintNamesSignedInAccount(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return !!accountId && hint?.payload?.sub === accountId;
}

/** The API, as the resource that access tokens are issued for. */
export const resourceIndicator = (config: AppConfig) =>
  `${new URL(config.OIDC_ISSUER).origin}/api/posconfigurator`;

function redirectUris(config: AppConfig, path: string): string[] {
  const origins = new Set([publicOrigin(config), new URL(config.OIDC_ISSUER).origin]);
  const configured = path === '/auth/callback' ? config.OIDC_REDIRECT_URIS : [];
  return [...new Set([...[...origins].map((origin) => `${origin}${path}`), ...configured])];
}

/** The provider, its accounts and keys; null when an external issuer is configured or CDC is off. */
export async function createBuiltInIdentity(
  config: AppConfig,
  db: Database,
): Promise<BuiltInIdentity | null> {
  if (!config.CDC_ENABLED || !isBuiltInIssuer(config)) return null;
  const accounts = new AccountStore(db);
  await accounts.seedDemoAccounts();
  const signingKeys = await loadSigningKeys(db);
  const cookieKeys = await loadCookieKeys(db);
  const resource = resourceIndicator(config);
  const pageFor = (ctx: KoaContextWithOIDC) => ({
    brand: pageBrand(ctx.oidc?.params?.brand, config.BRAND),
    language: pageLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language')),
  });

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: redirectUris(config, '/auth/callback'),
        post_logout_redirect_uris: redirectUris(config, '/'),
      },
    ],
    jwks: { keys: signingKeys as never },
    // Sessions, grants, codes and tokens live in the database, cookies are signed with keys kept
    // there: a login made through one server holds on every other, and across restarts.
    adapter: databaseAdapter(db),
    cookies: { keys: cookieKeys },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    pkce: { required: () => true, methods: ['S256'] },
    responseTypes: ['code'],
    scopes: OIDC_SCOPES.split(' '),
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name'],
      email: ['email'],
      dealer: ['dealer_no'],
    },
    extraParams: ['brand'],
    // Browsers send an Origin with the client's token request: the origins of its redirect URIs.
    clientBasedCORS(_ctx, origin, client) {
      return (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin);
    },
    async findAccount(_ctx, id) {
      const account = await accounts.byId(id);
      if (!account) return undefined;
      return {
        accountId: account.accountId,
        async claims() {
          return {
            sub: account.accountId,
            email: account.email,
            given_name: account.givenName,
            family_name: account.familyName,
            ...(account.dealerNo ? { dealer_no: account.dealerNo } : {}),
          };
        },
      };
    },
    // The configurator is first party: its grant needs no consent screen.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session) return undefined;
      const clientId = client.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(resource, RESOURCE_SCOPES);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const { brand, language } = pageFor(ctx);
          const t = textsFor(language);
          if (hintNamesSignedInAccount(ctx)) {
            // The configurator asked with the ID token of this very session: the visitor chose to
            // sign out there already, so the form goes on its own, back to the configurator.
            const confirmed = form.replace(
              '</form>',
              `<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">${t.continue}</button></noscript></form>`,
            );
            ctx.body = page({
              brand,
              language,
              title: t.signingOut,
              body: confirmed,
              script: `${OIDC_PATH}/assets/${SIGN_OUT_SCRIPT_FILE}`,
            });
            return;
          }
          // Anyone else (no hint, or another account's) is asked: no page elsewhere can sign a visitor out.
          ctx.body = page({
            brand,
            language,
            title: t.logout,
            body: `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">${t.yes}</button>
<button type="submit" form="op.logoutForm" class="secondary">${t.no}</button>`,
          });
        },
        async postLogoutSuccessSource(ctx) {
          const { brand, language } = pageFor(ctx);
          const t = textsFor(language);
          ctx.body = page({ brand, language, title: t.loggedOut, body: '<p><a href="/">↩</a></p>' });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: RESOURCE_SCOPES,
          audience: config.OIDC_CLIENT_ID,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 60 * 60,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // The bearer tokens carry the profile, so the API needs no userinfo call.
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await accounts.byId(token.accountId as string);
      if (!account) return undefined;
      return {
        email: account.email,
        given_name: account.givenName,
        family_name: account.familyName,
        ...(account.dealerNo ? { dealer_no: account.dealerNo } : {}),
      };
    },
    async renderError(ctx, out) {
      const { brand, language } = pageFor(ctx);
      const t = textsFor(language);
      ctx.type = 'html';
      ctx.body = page({
        brand,
        language,
        title: t.error,
        body: `<p class="error">${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`,
      });
    },
  };
  const provider = new Provider(config.OIDC_ISSUER, configuration);
  // Behind a TLS-terminating proxy the original scheme comes in X-Forwarded-Proto.
  provider.proxy = true;
  return { provider, accounts, keys: createLocalJWKSet({ keys: publicJwks(signingKeys) }) };
}
