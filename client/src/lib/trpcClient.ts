import type { AppRouter } from '@configurator/bff/trpc/appRouter';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export const TRPC_URL = '/api/trpc';

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

/** The bff's tRPC API. */
export const trpc = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: TRPC_URL, headers: callHeaders })],
});

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export type AppSettings = RouterOutputs['settings']['get'];
export type VehicleList = RouterOutputs['vehicles']['list'];
export type VehicleListItem = VehicleList['Segments'][number]['Vehicles'][number];
export type Hero = VehicleListItem['Hero'];
export type VehicleOverview = RouterOutputs['vehicles']['get'];
export type LoadedConfiguration = RouterOutputs['configuration']['get'];
export type ConfigurationSummary = RouterOutputs['configuration']['create'];
export type MarketsData = RouterOutputs['markets']['list']['MarketsData'];
export type LocatedCountry = RouterOutputs['markets']['geolocation']['Country'];
