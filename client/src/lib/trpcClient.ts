import type { AppRouter } from '@configurator/bff/trpc/appRouter';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';

const TRPC_URL = '/api/trpc';

let authorization: (() => string | null) | null = null;
let rejected: (() => void) | null = null;

/**
 * Where the bearer token of the logged-in account comes from (null: calls go without one), and
 * what to do when the server refuses it.
 */
export function setAuthorizationSource(
  source: (() => string | null) | null,
  onRejected: (() => void) | null = null,
): void {
  authorization = source;
  rejected = onRejected;
}

/** The server answered 401: a token it refuses is dropped, so the next page starts without it. */
export function authorizationRejected(): void {
  rejected?.();
}

/** The headers of every call: the one the server requires of state-changing calls, and the login. */
export function callHeaders(): Record<string, string> {
  const token = authorization?.() ?? null;
  return {
    'X-Requested-With': 'XMLHttpRequest',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

const ANONYMOUS_ID_HEADER = 'X-Anonymous-Id';
const ANONYMOUS_ID_KEY = 'configurator.anonymousId';
let visitAnonymousId: string | null = null;

/** 128 random bits in hex: getRandomValues, unlike randomUUID, works on plain http too. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The random anonymous id of this visit, sent when a configuration is created so that the server
 * knows which configurations one visitor made. Kept in the tab's session storage: a reload is the
 * same visit, a new tab a new one.
 */
function anonymousId(): string {
  if (visitAnonymousId) return visitAnonymousId;
  let stored: string | null = null;
  try {
    stored = globalThis.sessionStorage?.getItem(ANONYMOUS_ID_KEY) ?? null;
  } catch {
    // Storage switched off: the id lasts as long as the page.
  }
  visitAnonymousId = stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored) ? stored : randomId();
  try {
    globalThis.sessionStorage?.setItem(ANONYMOUS_ID_KEY, visitAnonymousId);
  } catch {
    // As above.
  }
  return visitAnonymousId;
}

/** The headers of a batch of tRPC calls: a create carries the visit's anonymous id too. */
function batchHeaders({ opList }: { opList: readonly { path: string }[] }): Record<string, string> {
  const creates = opList.some((op) => op.path === 'configuration.create');
  return { ...callHeaders(), ...(creates ? { [ANONYMOUS_ID_HEADER]: anonymousId() } : {}) };
}

/** The bff's tRPC API. */
export const trpc = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: TRPC_URL, headers: batchHeaders })],
});

export type RouterOutputs = inferRouterOutputs<AppRouter>;

export type AppSettings = RouterOutputs['settings']['get'];
export type VehicleList = RouterOutputs['vehicles']['list'];
export type VehicleListItem = VehicleList['Segments'][number]['Vehicles'][number];
export type Hero = VehicleListItem['Hero'];
export type VehicleOverview = RouterOutputs['vehicles']['get'];
export type LoadedConfiguration = RouterOutputs['configuration']['get'];
export type ConfigurationSummary = RouterOutputs['configuration']['create'];
export type MarketsData = RouterOutputs['markets']['list']['MarketsData'];
