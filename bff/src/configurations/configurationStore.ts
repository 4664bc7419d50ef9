import {
  type Actor,
  type Configuration,
  type ConfigurationEvent,
  type ConfigurationState,
  evolveConfiguration,
  forkedConfigurationEvents,
  initialConfigurationState,
} from '@configurator/domain';
import {
  EVENTS_WITH_VEHICLE_SETTINGS,
  upcastVehicleSettingsOf,
} from '@configurator/domain/configuration/events';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import {
  appendToStreams,
  appendWithProjection,
  type NewEvent,
  readStream,
  type StoredEvent,
  type StreamAppend,
  type TypedStoredEvent,
  typedEvent,
  type Upcaster,
} from '../eventStore/eventStore.js';
import { enqueueOutbox, type OutboxMessage } from '../eventStore/outbox.js';
import { badRequest } from '../http/apiError.js';
import {
  CONFIGURATION_READ_MODEL_PROJECTION,
  configurationRowByColumn,
  projectConfiguration,
} from './projections/configurationReadModel.js';
import { dealerHistoryProjection } from './projections/dealerHistory.js';
import { type EventProjection, handles, project } from './projections/eventProjection.js';
import { shareLinksProjection } from './projections/shareLinks.js';
import { userConfigurationsProjection } from './projections/userConfigurations.js';

export type StoredConfigurationEvent = TypedStoredEvent<ConfigurationEvent>;

/**
 * Older stored shapes of configuration events, by type, brought up to date on reading. Version 1
 * of PartAdded named only the part: it was added alone and replaced nothing. Settings stored
 * before a field of theirs existed (the rim size) read with that field's default.
 */
const UPCASTERS: Readonly<Partial<Record<ConfigurationEvent['type'], Upcaster>>> = {
  ...Object.fromEntries(EVENTS_WITH_VEHICLE_SETTINGS.map((type) => [type, upcastVehicleSettingsOf])),
  PartAdded: (data) =>
    data.addedPartIds === undefined
      ? { ...data, addedPartIds: [data.partId], removedPartIds: [] }
      : { ...data },
};

/** A stored configuration event in its current shape; reading one twice changes nothing. */
export function configurationEventOf(stored: StoredEvent): StoredConfigurationEvent {
  return typedEvent<ConfigurationEvent>(stored, UPCASTERS);
}

/** A configuration's events after `afterVersion`, oldest first, in their current shape. */
export async function readConfigurationEvents(
  db: Database | DatabaseTransaction,
  configurationId: string,
  afterVersion = 0,
): Promise<StoredConfigurationEvent[]> {
  return (await readStream(db, configurationId, afterVersion)).map(configurationEventOf);
}

export interface LoadedStream {
  state: ConfigurationState;
  events: StoredConfigurationEvent[];
}

/** The state after the first `upTo` events; they are read through `configurationEventOf`, like every stored event. */
export function foldEvents(
  events: readonly StoredEvent[],
  upTo = Number.POSITIVE_INFINITY,
): ConfigurationState {
  let state = initialConfigurationState;
  for (const [i, event] of events.entries()) {
    if (i >= upTo) break;
    state = evolveConfiguration(state, configurationEventOf(event).data);
  }
  return state;
}

/**
 * The creation event of a new configuration that starts from the state after event `afterVersion`
 * of `events`; 400 naming afterVersion when there is no such state.
 */
export function forkAfter(
  events: readonly StoredEvent[],
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
  const events = await readConfigurationEvents(db, configurationId);
  return { events, state: foldEvents(events) };
}

export interface PendingAppend {
  configurationId: string;
  /** The state the events were decided on. */
  before: ConfigurationState;
  events: readonly ConfigurationEvent[];
}

/**
 * The projections written event by event in the append's transaction, each reading the events it
 * declares. The configuration read model reads every event: it stores the state after them.
 */
export const EVENT_PROJECTIONS: readonly EventProjection[] = [
  dealerHistoryProjection,
  userConfigurationsProjection,
  shareLinksProjection,
];

/** An event that no projection but the read model declares: appends of only such events take one statement. */
export function readModelOnly(event: ConfigurationEvent): boolean {
  return EVENT_PROJECTIONS.every((projection) => !handles(projection, event.type));
}

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
  if (outbox.length === 0 && only && appends.length === 1 && only.events.every(readModelOnly)) {
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
        const context = { tx, state, modelName: modelName(state.modelId) };
        for (const projection of EVENT_PROJECTIONS) await project(projection, event, context);
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
