import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys.js';
import { trpc } from '../../../lib/trpcClient.js';

/** Markets with their countries and languages, names in the language of `culture`. */
export function marketsQuery(culture: string) {
  return queryOptions({
    queryKey: queryKeys.markets(culture),
    queryFn: () => trpc.markets.list.query({ c: culture }),
    staleTime: 10 * 60_000,
  });
}
