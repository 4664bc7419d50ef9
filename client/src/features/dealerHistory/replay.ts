import {
  type ConfigurationEvent,
  type ConfigurationState,
  evolve,
  initialState,
} from '@configurator/domain/configuration/events';
import { currencyMinorDigits, priceFromMinorUnits } from '@configurator/domain/presentation/priceFormat';

/** One event of a configuration's history as `configuration.history` answers it. */
export interface HistoryEvent {
  version: number;
  type: string;
  at: string;
  data: Record<string, unknown>;
}

/** The configuration as it stood after one event: what the replay shows at that point. */
export interface ReplayStep {
  version: number;
  type: string;
  at: string;
  partIds: readonly number[];
  variationCode: string | null;
  setupId: string | null;
  /** Major units of the configuration's currency; null before the configuration exists. */
  price: number | null;
}

/**
 * Folds the events with the domain's own `evolve`, keeping the state after each one, so stepping
 * through the history shows exactly what the server's state was at that version.
 */
export function replaySteps(events: readonly HistoryEvent[]): ReplayStep[] {
  let state: ConfigurationState = initialState;
  let digits = 2;
  const steps: ReplayStep[] = [];
  for (const event of events) {
    state = evolve(state, event.data as unknown as ConfigurationEvent);
    if (state.exists && event.type === 'ConfigurationCreated') digits = currencyMinorDigits(state.currency);
    steps.push({
      version: event.version,
      type: event.type,
      at: event.at,
      partIds: state.exists ? state.partIds : [],
      variationCode: state.exists ? state.variationCode : null,
      setupId: state.exists ? state.appliedSetupId : null,
      price: state.exists ? priceFromMinorUnits(state.price, digits) : null,
    });
  }
  return steps;
}

/** What changed from one step to the next: parts that came and went. */
export function partChanges(
  before: ReplayStep | undefined,
  after: ReplayStep,
): { added: number[]; removed: number[] } {
  const previous = new Set(before?.partIds ?? []);
  const next = new Set(after.partIds);
  return {
    added: after.partIds.filter((id) => !previous.has(id)),
    removed: (before?.partIds ?? []).filter((id) => !next.has(id)),
  };
}
