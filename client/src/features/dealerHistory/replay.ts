import {
  type ConfigurationEvent,
  type ConfigurationState,
  evolve,
  initialState,
} from '@configurator/domain/configuration/events';
import { currencyMinorDigits, priceFromMinorUnits } from '@configurator/domain/presentation/priceFormat';

/** One event of a configuration's history as `configuration.history` answers it. */
interface HistoryEvent {
  version: number;
  type: string;
  at: string;
  data: Record<string, unknown>;
  /** The configuration and point a fork of another configuration's history started from. */
  forkedFrom?: { configurationId: string; afterVersion: number } | null;
}

/** A customer as an event names them. */
export interface StepCustomer {
  firstname: string;
  lastname: string;
  vin?: string | null;
  orderNumber?: string | null;
  email?: string | null;
}

/** What one event did, in words the replay can name: parts, colour, setup, customer, origin. */
export type StepChange =
  | { kind: 'partAdded'; partId: number }
  | { kind: 'partRemoved'; partId: number }
  | { kind: 'colour'; variationCode: string }
  | { kind: 'setupSelected'; setupId: string | null }
  | { kind: 'setupApplied'; setupId: string }
  | { kind: 'savedFor'; customer: StepCustomer }
  | { kind: 'savedAsNew'; configurationId: string; customer: StepCustomer }
  | { kind: 'createdFrom'; configurationId: string; afterVersion: number | null }
  | { kind: 'sentToDealer'; dealerNo: string; customer: StepCustomer }
  | { kind: 'sentByEmail'; email: string }
  | { kind: 'exportedFor'; customer: StepCustomer };

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
  /** What this event changed or recorded. */
  changes: StepChange[];
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
      changes: changesOf(event),
    });
    const step = steps[steps.length - 1];
    const before = steps[steps.length - 2];
    if (step && CARRIES_CONTENT.has(event.type)) {
      const { added, removed } = partChanges(before, step);
      step.changes = [
        ...(step.variationCode !== null && step.variationCode !== before?.variationCode
          ? [{ kind: 'colour', variationCode: step.variationCode } as const]
          : []),
        ...partChangesOf(added, removed),
      ];
    }
  }
  return steps;
}

/** Events that carry the content they went to: what changed comes from the states before and after. */
const CARRIES_CONTENT = new Set([
  'UnsavedChangesDismissed',
  'ConfigurationReset',
  'ChangeUndone',
  'ChangeRedone',
]);

/** What changed from one step to the next: parts that came and went. */
function partChanges(
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

const partChangesOf = (added: readonly number[], removed: readonly number[]): StepChange[] => [
  ...added.map((partId): StepChange => ({ kind: 'partAdded', partId })),
  ...removed.map((partId): StepChange => ({ kind: 'partRemoved', partId })),
];

const customerOf = (details: {
  firstname: string;
  lastname: string;
  vin?: string | null;
  orderNumber?: string | null;
}): StepCustomer => ({
  firstname: details.firstname,
  lastname: details.lastname,
  vin: details.vin ?? null,
  orderNumber: details.orderNumber ?? null,
});

/** The changes an event made, read from the event itself rather than guessed from the states. */
function changesOf(history: HistoryEvent): StepChange[] {
  const event = history.data as unknown as ConfigurationEvent;
  switch (event.type) {
    case 'ConfigurationCreated': {
      const origin = history.forkedFrom?.configurationId ?? event.clonedConfigurationId;
      return origin
        ? [
            {
              kind: 'createdFrom',
              configurationId: origin,
              afterVersion: history.forkedFrom?.afterVersion ?? null,
            },
          ]
        : [];
    }
    case 'PartAdded':
    case 'SetupApplied':
    case 'VehicleSettingsUpdated': {
      const parts = partChangesOf(event.addedPartIds, event.removedPartIds);
      return event.type === 'SetupApplied'
        ? [{ kind: 'setupApplied', setupId: event.setupId }, ...parts]
        : parts;
    }
    case 'PartRemoved':
    case 'AllPartsRemoved':
      return partChangesOf([], event.removedPartIds);
    case 'SetupSelected':
      return [{ kind: 'setupSelected', setupId: event.setupId }];
    case 'VariationChanged':
      return [{ kind: 'colour', variationCode: event.variationCode }];
    case 'ConfigurationSaved':
      return [{ kind: 'savedFor', customer: customerOf(event.saveDetails) }];
    case 'ConfigurationForked':
      return [
        {
          kind: 'savedAsNew',
          configurationId: event.newConfigurationId,
          customer: customerOf(event.saveDetails),
        },
      ];
    case 'ConfigurationSentToDealer':
      return [
        {
          kind: 'sentToDealer',
          dealerNo: event.dealerNo,
          customer: {
            firstname: event.userProfile.firstName,
            lastname: event.userProfile.lastName,
            email: event.userProfile.email,
          },
        },
      ];
    case 'ConfigurationSentByEmail':
      return [{ kind: 'sentByEmail', email: event.email }];
    case 'ConfigurationExported':
      return [
        {
          kind: 'exportedFor',
          customer: { firstname: event.firstname, lastname: event.lastname, email: event.email },
        },
      ];
    case 'UnsavedChangesDismissed':
    case 'ConfigurationReset':
    case 'ChangeUndone':
    case 'ChangeRedone':
      // These carry the content they went back to: what changed comes from the states (see replaySteps).
      return [];
    case 'ConfigurationSavedToAccount':
    case 'ConfigurationShared':
    case 'ConfigurationDeleted':
      return [];
    default: {
      const unknown: never = event;
      // A type this client does not know yet: the timeline still names it.
      void unknown;
      return [];
    }
  }
}
