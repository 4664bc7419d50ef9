import type { AppRouter } from '@configurator/bff/trpc/appRouter';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export const TRPC_URL = '/api/trpc';

/** The bff's tRPC API; every call carries the header the server requires of state-changing calls. */
export const trpc = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: TRPC_URL,
      headers: () => ({ 'X-Requested-With': 'XMLHttpRequest' }),
    }),
  ],
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
