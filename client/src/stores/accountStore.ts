import { signal } from '@preact/signals-react';
import type { AccountInfo, IdentityService, OidcIdentityService } from '../lib/identityService.js';
import { readAutoSaveId, writeAutoSaveId, writeTokens } from '../lib/identityStorage.js';
import { setAuthorizationSource } from '../lib/trpcClient.js';

/**
 * off: CdcEnabled is false; loading: the provider's discovery document is on its way; ready: login
 * works; unavailable: the provider could not be reached, so login is disabled (nothing else is).
 */
type IdentityStatus = 'off' | 'loading' | 'ready' | 'unavailable';

export const $identityStatus = signal<IdentityStatus>('off');
/** The logged-in account's profile; null without a session. */
export const $account = signal<AccountInfo | null>(null);
/** The configuration saved to the account in this tab: its later customisations are saved too. */
export const $autoSaveId = signal<string | null>(readAutoSaveId());

let service: OidcIdentityService | null = null;
let started: { key: string; ready: Promise<OidcIdentityService | null> } | null = null;

export interface IdentitySettings {
  Url: string;
  Api: string;
  CdcEnabled: boolean;
}

/**
 * Starts the identity service once per issuer and client: the discovery document, then the session
 * check. Answers null when accounts are off or the provider cannot be reached.
 */
export function startIdentity(
  settings: IdentitySettings,
  create: (settings: IdentitySettings) => Promise<OidcIdentityService> = createService,
): Promise<OidcIdentityService | null> {
  if (!settings.CdcEnabled) {
    $identityStatus.value = 'off';
    return Promise.resolve(null);
  }
  const key = `${settings.Url} ${settings.Api}`;
  if (started?.key === key) return started.ready;
  $identityStatus.value = 'loading';
  const ready = create(settings).then(
    async (created) => {
      service = created;
      setAuthorizationSource(
        () => created.currentToken(),
        () => {
          writeTokens(null);
          $account.value = null;
        },
      );
      $identityStatus.value = 'ready';
      await refreshAccount();
      return created;
    },
    (error: unknown) => {
      console.warn('The identity provider could not be reached; login is disabled.', error);
      $identityStatus.value = 'unavailable';
      return null;
    },
  );
  started = { key, ready };
  return ready;
}

/** The adapter loads on demand: the first page's JavaScript stays within its budget. */
async function createService(settings: IdentitySettings): Promise<OidcIdentityService> {
  const { discover, OidcIdentityService } = await import('../lib/identityService.js');
  // fetch called as a method of another object fails in browsers ('Illegal invocation').
  const fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args);
  return new OidcIdentityService(await discover(settings.Url, { fetch }), settings.Api);
}

/** The running identity service, or null before it is ready or when login is disabled. */
export function identityService(): IdentityService | null {
  return service;
}

/** Reads the profile again from the session (after a login, or on start). */
export async function refreshAccount(): Promise<AccountInfo | null> {
  const current = service;
  const account = current && (await current.hasSession()) ? await current.getAccountInfo() : null;
  $account.value = account;
  return account;
}

export function setAutoSaveId(id: string | null): void {
  $autoSaveId.value = id;
  writeAutoSaveId(id);
}

/** Forgets the service (tests, and a settings change to another issuer). */
export function resetIdentity(): void {
  service = null;
  started = null;
  setAuthorizationSource(null);
  $identityStatus.value = 'off';
  $account.value = null;
  setAutoSaveId(null);
}
