/**
 * What the login keeps for the tab in sessionStorage: the tokens with their expiry, the open login
 * (verifier, state, nonce) across the provider's redirect, and the action waiting for the login.
 * Another tab logs in on its own; closing the tab forgets everything.
 */

export interface StoredTokens {
  accessToken: string;
  idToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface LoginTransaction {
  state: string;
  verifier: string;
  nonce: string;
  redirectUri: string;
  /** The app path to return to after the login. */
  returnTo: string;
}

/** What runs once a login succeeds: the pending save, or loading the account info. */
export type PendingAction = { kind: 'save'; configurationId: string } | { kind: 'accountInfo' };

const KEYS = {
  tokens: 'configurator.identity.tokens',
  login: 'configurator.identity.login',
  pending: 'configurator.account.pending',
  autoSave: 'configurator.account.autoSave',
} as const;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be switched off by the browser: then nothing survives the redirect.
    return null;
  }
}

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('session storage refused', key, error);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const strings = (value: Record<string, unknown>, ...names: string[]) =>
  names.every((name) => typeof value[name] === 'string');

const isTokens = (value: unknown): value is StoredTokens =>
  isRecord(value) && strings(value, 'accessToken', 'idToken') && typeof value.expiresAt === 'number';
const isLogin = (value: unknown): value is LoginTransaction =>
  isRecord(value) && strings(value, 'state', 'verifier', 'nonce', 'redirectUri', 'returnTo');
const isPending = (value: unknown): value is PendingAction =>
  isRecord(value) &&
  (value.kind === 'accountInfo' || (value.kind === 'save' && typeof value.configurationId === 'string'));
const isString = (value: unknown): value is string => typeof value === 'string';

export const readTokens = () => read(KEYS.tokens, isTokens);
export const writeTokens = (tokens: StoredTokens | null) => write(KEYS.tokens, tokens);
export const readLogin = () => read(KEYS.login, isLogin);
export const writeLogin = (login: LoginTransaction | null) => write(KEYS.login, login);
export const readPendingAction = () => read(KEYS.pending, isPending);
export const writePendingAction = (action: PendingAction | null) => write(KEYS.pending, action);
/** The configuration saved to the account in this tab, whose customisations are saved again. */
export const readAutoSaveId = () => read(KEYS.autoSave, isString);
export const writeAutoSaveId = (id: string | null) => write(KEYS.autoSave, id);
