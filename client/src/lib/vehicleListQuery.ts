import { queryOptions } from '@tanstack/react-query';
import { takeEarly } from './earlyCalls.js';
import { queryKeys } from './queryKeys.js';
import { trpc } from './trpcClient.js';

interface ListContext {
  cid: string;
  c: string;
  m?: string;
}

/** The brand's models by segment, priced for the market. */
export function vehicleListQuery(brand: string, context: ListContext) {
  return queryOptions({
    queryKey: queryKeys.vehicleList(brand, context),
    queryFn: () => {
      const input = { ...context, brand };
      return takeEarly('vehicles.list', input, () => trpc.vehicles.list.query(input));
    },
    staleTime: 5 * 60_000,
  });
}
