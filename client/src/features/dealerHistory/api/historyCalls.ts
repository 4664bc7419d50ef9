import { queryOptions } from '@tanstack/react-query';
import { classifyApiError } from '../../../lib/httpErrors.js';
import { queryKeys } from '../../../lib/queryKeys.js';
import { type RouterOutputs, trpc } from '../../../lib/trpcClient.js';
import { requestContext } from '../../../stores/configurationStore.js';
import type { HistoryFilters } from '../stores/dealerHistoryStore.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Only the filters that are set, in the form the server takes them. */
function historyInput(filters: HistoryFilters) {
  const customer = filters.customer.trim();
  return {
    ...(filters.model ? { model: filters.model } : {}),
    ...(DATE.test(filters.dateFrom) ? { dateFrom: filters.dateFrom } : {}),
    ...(DATE.test(filters.dateTo) ? { dateTo: filters.dateTo } : {}),
    ...(customer ? { customer } : {}),
  };
}

export type HistoryRow = RouterOutputs['dealer']['history'][number];

/** The rows, or why there are none to show: no login (401) or no dealer role (403). */
type HistoryAnswer = { rows: HistoryRow[] } | { denied: 401 | 403 };

/**
 * The dealership's saved configurations matching the filters. A refusal is an answer here, not an
 * error: the screen says the history is for dealers instead of leaving for the entry point.
 */
export function dealerHistoryQuery(filters: HistoryFilters) {
  const input = { ...requestContext(), ...historyInput(filters) };
  return queryOptions({
    queryKey: queryKeys.dealerHistory(input),
    queryFn: async (): Promise<HistoryAnswer> => {
      try {
        return { rows: await trpc.dealer.history.query(input) };
      } catch (error) {
        const failure = classifyApiError(error);
        if (failure.kind === 'unauthorized') return { denied: failure.status };
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** A configuration's events, oldest first, for the replay. */
export function configurationEventsQuery(configurationId: string) {
  return queryOptions({
    queryKey: queryKeys.configurationEvents(configurationId),
    queryFn: () => trpc.configuration.history.query({ configurationId }),
    staleTime: 0,
  });
}

/** The configuration with its model's parts and variations: names, colours and the currency symbol. */
export function replayedConfigurationQuery(configurationId: string, culture: string) {
  return queryOptions({
    queryKey: queryKeys.replayedConfiguration(configurationId, culture),
    queryFn: () => trpc.configuration.get.query({ configurationId, c: culture || undefined }),
    staleTime: 0,
  });
}

/** A new configuration from the state after event `afterVersion`. */
export async function forkConfiguration(configurationId: string, afterVersion: number): Promise<string> {
  const { configurationId: forked } = await trpc.configuration.fork.mutate({ configurationId, afterVersion });
  return forked;
}

/** The model's setups, for naming the setup a step chose; the replay shows ids without it. */
export function replayedSetupsQuery(modelId: string | undefined, culture: string) {
  return queryOptions({
    queryKey: queryKeys.replayedSetups(modelId, culture),
    queryFn: async () =>
      (await trpc.vehicles.get.query({ ...requestContext(), modelId: modelId ?? '' })).Setups.map(
        (setup) => ({
          SetupId: setup.SetupId,
          Name: setup.Name,
        }),
      ),
    enabled: !!modelId,
    staleTime: 5 * 60_000,
  });
}
