/**
 * Every React Query key of the client, in one place: a key names the server data it holds (the tRPC
 * procedure or REST resource, then its inputs), so two screens asking for the same data share it and
 * an invalidation names what it drops.
 */
export const queryKeys = {
  settings: (brand: string | null) => ['settings.get', brand] as const,
  vehicleList: (brand: string, context: object) => ['vehicles.list', brand, context] as const,
  vehicleOverview: (modelId: string, context: object) => ['vehicles.get', modelId, context] as const,
  replayedSetups: (modelId: string | undefined, culture: string) =>
    ['vehicles.get', modelId, 'setups', culture] as const,
  replayedConfiguration: (configurationId: string, culture: string) =>
    ['configuration.get', configurationId, culture] as const,
  configurationEvents: (configurationId: string) => ['configuration.history', configurationId] as const,
  /** A part against the applied parts (sorted ids, comma-separated): a change asks again. */
  partStanding: (configurationId: string, partId: number, appliedPartIds: string) =>
    ['configuration.partStanding', configurationId, partId, appliedPartIds] as const,
  /** Without the filters: every page of the dealer's history. */
  dealerHistory: (filters?: object) =>
    filters ? (['dealer.history', filters] as const) : ['dealer.history'],
  accountConfigurations: (accountId: string | null) => ['account.configurations', accountId] as const,
  comparison: (ids: readonly string[], culture: string) => ['comparison.get', ids, culture] as const,
  markets: (culture: string) => ['markets.list', culture] as const,
  dealerSearch: (query: object) => ['dealerSearch', query] as const,
  imageLayout: (url: string, timestamp: number) => ['imageLayout', url, timestamp] as const,
};
