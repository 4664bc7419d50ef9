import {
  type Actor,
  type Configuration,
  type ConfigurationEvent,
  type ConfigurationState,
  evolveConfiguration,
  forkedConfigurationEvents,
  initialConfigurationState,
} from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import {
  appendToStreams,
  appendWithProjection,
  type NewEvent,
  readStream,
  type StoredEvent,
  type StreamAppend,
} from '../eventStore/eventStore.js';
import { enqueueOutbox, type OutboxMessage } from '../eventStore/outbox.js';
import { badRequest } from '../http/apiError.js';
import {
  CONFIGURATION_READ_MODEL_PROJECTION,
  configurationRowByColumn,
  projectConfiguration,
} from './projections/configurationReadModel.js';
import { projectDealerHistory } from './projections/dealerHistory.js';
import { projectShareLinks } from './projections/shareLinks.js';
import { projectUserConfigurations } from './projections/userConfigurations.js';

export interface LoadedStream {
  state: ConfigurationState;
  events: StoredEvent[];
}

export function foldEvents(
  events: readonly { data: unknown }[],
  upTo = Number.POSITIVE_INFINITY,
): ConfigurationState {
  let state = initialConfigurationState;
  for (const [i, event] of events.entries()) {
    if (i >= upTo) break;
    state = evolveConfiguration(state, event.data as ConfigurationEvent);
  }
  return state;
}

/**
 * The creation event of a new configuration that starts from the state after event `afterVersion`
 * of `events`; 400 naming afterVersion when there is no such state.
 */
export function forkAfter(
  events: readonly { data: unknown }[],
  afterVersion: number,
  newConfigurationId: string,
  at: string,
  by: Actor,
): { past: Configuration; created: ConfigurationEvent } {
  if (afterVersion < 1 || afterVersion > events.length) {
    throw badRequest(`afterVersion: must be between 1 and ${events.length}.`, { Field: 'afterVersion' });
  }
  const past = foldEvents(events, afterVersion);
  if (!past.exists)
    throw badRequest('afterVersion: the configuration did not exist yet.', { Field: 'afterVersion' });
  const saveDetails = past.saveDetails ?? {
    vin: null,
    orderNumber: null,
    firstname: '',
    lastname: '',
    comment: null,
  };
  const [created] = forkedConfigurationEvents(past, {
    type: 'ConfigurationForked',
    newConfigurationId,
    saveDetails,
    at,
    by,
  });
  return { past, created };
}

/** A stream's events and the state they fold to. Snapshots are not used: see the README's figures. */
export async function loadConfigurationStream(db: Database, configurationId: string): Promise<LoadedStream> {
  const events = await readStream(db, configurationId);
  return { events, state: foldEvents(events) };
}

export interface PendingAppend {
  configurationId: string;
  /** The state the events were decided on. */
  before: ConfigurationState;
  events: readonly ConfigurationEvent[];
}

/** Events whose only projection is the configuration read model. */
const READ_MODEL_ONLY: ReadonlySet<ConfigurationEvent['type']> = new Set([
  'ConfigurationCreated',
  'PartAdded',
  'PartRemoved',
  'AllPartsRemoved',
  'SetupSelected',
  'SetupApplied',
  'VariationChanged',
  'VehicleSettingsUpdated',
  'ConfigurationForked',
  'ConfigurationSentByEmail',
  'ConfigurationExported',
  'UnsavedChangesDismissed',
  'ConfigurationReset',
]);

function toNewEvent(event: ConfigurationEvent, metadata: Record<string, unknown>): NewEvent {
  return { type: event.type, data: event, metadata };
}

/**
 * Appends the decided events of one or more configurations in one transaction together with
 * every inline projection (the read model, the dealer history, account lists and share links)
 * and the outbox rows of the side effects they cause.
 */
export async function appendConfigurationEvents(
  db: Database,
  appends: readonly PendingAppend[],
  metadata: Record<string, unknown>,
  modelName: (modelId: string) => string,
  outbox: readonly OutboxMessage[] = [],
): Promise<Map<string, Configuration>> {
  const after = new Map<string, Configuration>();
  const [only] = appends;
  const readModelOnly = appends.length === 1 && only?.events.every((e) => READ_MODEL_ONLY.has(e.type));
  if (outbox.length === 0 && only && readModelOnly) {
    // The common case (part changes, settings): events and read model in one statement.
    let state = only.before;
    for (const event of only.events) state = evolveConfiguration(state, event);
    if (state.exists) {
      await appendWithProjection(
        db,
        {
          streamId: only.configurationId,
          expectedVersion: only.before.version,
          events: only.events.map((e) => toNewEvent(e, metadata)),
        },
        CONFIGURATION_READ_MODEL_PROJECTION,
        configurationRowByColumn(state),
      );
      after.set(only.configurationId, state);
      return after;
    }
  }
  const streamAppends: StreamAppend[] = appends.map((a) => ({
    streamId: a.configurationId,
    expectedVersion: a.before.version,
    events: a.events.map((e) => toNewEvent(e, metadata)),
  }));
  await appendToStreams(db, streamAppends, async (tx: DatabaseTransaction) => {
    for (const append of appends) {
      let state = append.before;
      for (const event of append.events) {
        state = evolveConfiguration(state, event);
        if (!state.exists) continue;
        await projectDealerHistory(tx, event, state, modelName(state.modelId));
        await projectUserConfigurations(tx, event, state.configurationId);
        await projectShareLinks(tx, event, state.configurationId);
      }
      if (state.exists) {
        await projectConfiguration(tx, state);
        after.set(append.configurationId, state);
      }
    }
    await enqueueOutbox(tx, outbox);
  });
  return after;
}

/**
 * Serialises the commands of one process on the same configuration, so that concurrent requests
 * queue instead of colliding; the stream version still guards against other processes.
 */
export class StreamLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const current = previous.then(work, work);
    const tail = current.catch(() => undefined);
    this.tails.set(streamId, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    }
  }
}
