import { queryOptions } from '@tanstack/react-query';
import { trpc } from './trpcClient.js';

export interface ListContext {
  cid: string;
  c: string;
  m?: string;
}

/** The brand's models by segment, priced for the market. */
export function vehicleListQuery(brand: string, context: ListContext) {
  return queryOptions({
    queryKey: ['vehicles.list', brand, context],
    queryFn: () => trpc.vehicles.list.query({ ...context, brand }),
    staleTime: 5 * 60_000,
  });
}
