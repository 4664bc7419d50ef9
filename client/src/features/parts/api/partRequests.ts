import { type RouterOutputs, trpc } from '../../../lib/trpcClient.js';
import { $culture, type PendingPartRequest } from '../../../stores/configurationStore.js';

/** What add-part, remove-part, apply-setup and update answer. */
export type PartChangeAnswer = RouterOutputs['configuration']['addPart'];
export type RulesResult = NonNullable<PartChangeAnswer['RulesResult']>;

/** Sends the pending change with the answers collected so far, as a dry run or for real. */
export function sendPartRequest(
  configurationId: string,
  request: PendingPartRequest,
  dryRun: boolean,
): Promise<PartChangeAnswer> {
  const base = { configurationId, c: $culture.value || undefined, dryRun };
  switch (request.kind) {
    case 'add':
      return trpc.configuration.addPart.mutate({
        ...base,
        partId: request.partId,
        selectedParts: request.selectedParts,
        removeParts: request.removeParts,
      });
    case 'remove':
      return trpc.configuration.removePart.mutate({
        ...base,
        partId: request.partId,
        removeParts: request.removeParts,
      });
    case 'setup':
      return trpc.configuration.applySetup.mutate({
        ...base,
        setupId: request.setupId ?? '',
        selectedParts: request.selectedParts,
        removeParts: request.removeParts,
      });
    default: {
      const unknownKind: never = request.kind;
      throw new Error(`unknown part request ${String(unknownKind)}`);
    }
  }
}
