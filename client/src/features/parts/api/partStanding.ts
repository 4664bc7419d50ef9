import { queryKeys } from '../../../lib/queryKeys.js';
import { type RouterOutputs, trpc } from '../../../lib/trpcClient.js';

/** Why a part cannot go alone (RequiredBy) or cannot join as things are (BlockedBy). */
export type PartStanding = RouterOutputs['configuration']['partStanding'];

/**
 * The part against the configuration's applied parts: asked when its detail opens, and again after
 * a change of the applied parts (they are in the key).
 */
export function partStandingQuery(
  configurationId: string,
  partId: number,
  appliedPartIds: readonly number[],
  culture: string,
) {
  return {
    queryKey: queryKeys.partStanding(
      configurationId,
      partId,
      [...appliedPartIds].sort((a, b) => a - b).join(','),
    ),
    queryFn: (): Promise<PartStanding> =>
      trpc.configuration.partStanding.query({ configurationId, partId, c: culture || undefined }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}
