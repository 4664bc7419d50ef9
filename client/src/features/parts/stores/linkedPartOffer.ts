import { effect, untracked } from '@preact/signals-react';
import { $appliedParts, $configuration } from '../../../stores/configurationStore.js';
import { $dialog, openDialog } from '../../../stores/dialogStore.js';

/** The links already answered, per configuration: Cancel is not asked again for the same link. */
const offered = new Set<string>();
let stopWaiting: (() => void) | null = null;

/**
 * A `#partId` link selects the part (the visitor did not press Add): once the configuration is
 * there, the addPart dialog asks whether to add it, unless it is applied already or another dialog
 * is open. Asked once per configuration and part.
 */
export function offerLinkedPart(partId: number): void {
  stopWaiting?.();
  const stop = effect(() => {
    const configuration = $configuration.value;
    if (!configuration) return;
    untracked(() => offer(configuration.ConfigurationId, partId));
    queueMicrotask(() => stop());
  });
  stopWaiting = stop;
}

function offer(configurationId: string, partId: number): void {
  const key = `${configurationId}:${partId}`;
  if (offered.has(key)) return;
  offered.add(key);
  if ($appliedParts.value.some((part) => part.PartId === partId)) return;
  if ($dialog.value !== null) return;
  openDialog({ kind: 'addPart', data: { partId, fromLink: true } });
}

/** Leaving the screen drops an offer still waiting for its configuration. */
export function cancelLinkedPartOffer(): void {
  stopWaiting?.();
  stopWaiting = null;
}
