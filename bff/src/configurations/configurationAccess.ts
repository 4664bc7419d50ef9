import type { ConfigurationEvent } from '@configurator/domain';
import type { StoredEvent } from '../eventStore/eventStore.js';
import { ApiError } from '../http/apiError.js';
import { configurationEventOf } from './configurationStore.js';

/** The dealers behind a configuration's saves. */
export interface Savers {
  /** The dealer whose save recorded the present save details (the last ConfigurationSaved event). */
  current: string | null;
  /** The last dealer who saved the configuration at all: its dealership. */
  dealership: string | null;
}

function dealerOf(event: ConfigurationEvent | undefined): string | null {
  return event?.type === 'ConfigurationSaved' ? (event.by.dealerNo ?? null) : null;
}

export function saversOf(events: readonly StoredEvent[]): Savers {
  const saves = events
    .map((e) => configurationEventOf(e).data)
    .filter((e) => e.type === 'ConfigurationSaved');
  return {
    current: dealerOf(saves.at(-1)),
    dealership: dealerOf(saves.findLast((e) => dealerOf(e) !== null)),
  };
}

/**
 * History replay and fork are for dealers of the dealership that saved the configuration last;
 * when no dealer ever saved it (a visitor's configuration whose id the dealer was handed), for
 * any dealer.
 */
export function assertDealerMayReplay(savers: Savers, dealerNo: string): void {
  if (savers.dealership !== null && savers.dealership !== dealerNo) {
    throw new ApiError(403, 'This configuration was saved by another dealership.');
  }
}
