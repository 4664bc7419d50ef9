import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys.js';
import { type RouterOutputs, trpc } from '../../../lib/trpcClient.js';

export type Comparison = RouterOutputs['comparison']['get'];
export type ComparedConfiguration = Comparison['Configurations'][number];
export type ComparedPart = ComparedConfiguration['Parts'][number];

/** Two or three configurations side by side, texts in the culture. */
export function comparisonQuery(ids: readonly string[], culture: string) {
  return queryOptions({
    queryKey: queryKeys.comparison(ids, culture),
    queryFn: () => trpc.comparison.get.query({ ids: [...ids], c: culture || undefined }),
    staleTime: 0,
  });
}
