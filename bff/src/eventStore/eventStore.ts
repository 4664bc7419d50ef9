import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { events } from '@configurator/migrations/db/schema/eventStore';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { GroupCommit, type RowProjection } from './groupCommit.js';

export interface NewEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface StoredEvent {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
  createdAt: string;
}

/** Someone else appended to the stream since it was read. */
export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`stream ${streamId} is no longer at version ${expectedVersion}`);
    this.name = 'StreamVersionConflictError';
  }
}

const UNIQUE_VIOLATION = '23505';
const STREAM_VERSION_CONSTRAINT = 'events_stream_version_unique';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;

/** Drivers wrap the server's error; the stream-version constraint is what marks a concurrent append. */
function isStreamVersionViolation(error: unknown): boolean {
  for (let e = error as DriverError; e; e = e.cause as DriverError) {
    if (e.code === UNIQUE_VIOLATION)
      return e.constraint === undefined || e.constraint === STREAM_VERSION_CONSTRAINT;
  }
  return false;
}

/** Brings the stored data of one event type from an older shape to the current one. */
export type Upcaster = (data: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** A stored event whose data is read as its current type. */
export interface TypedStoredEvent<E> extends Omit<StoredEvent, 'data'> {
  data: E;
}

/**
 * The one place stored JSON becomes a typed event: the data passes its type's upcaster first, so
 * that an event stored in an older shape reads as the current one.
 */
export function typedEvent<E>(
  stored: StoredEvent,
  upcasters: Readonly<Partial<Record<string, Upcaster>>>,
): TypedStoredEvent<E> {
  const upcast = upcasters[stored.type];
  const data = upcast ? upcast(stored.data as Record<string, unknown>) : stored.data;
  return { ...stored, data: data as E };
}

export async function readStream(
  db: Database | DatabaseTransaction,
  streamId: string,
  afterVersion = 0,
): Promise<StoredEvent[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.streamId, streamId), gt(events.streamVersion, afterVersion)))
    .orderBy(asc(events.streamVersion));
}

export interface StreamAppend {
  streamId: string;
  /** The version the stream had when it was read; 0 for a new stream. */
  expectedVersion: number;
  events: readonly NewEvent[];
}

/**
 * Appends events to one or more streams at the versions following each `expectedVersion`, in one
 * transaction with whatever `alsoInTransaction` writes (projections, outbox rows). The unique
 * stream id + version makes a concurrent append fail as a StreamVersionConflictError, writing nothing.
 */
export async function appendToStreams(
  db: Database,
  appends: readonly StreamAppend[],
  alsoInTransaction?: (tx: DatabaseTransaction, stored: StoredEvent[]) => Promise<void>,
): Promise<StoredEvent[]> {
  const rows = appends.flatMap(({ streamId, expectedVersion, events: newEvents }) =>
    newEvents.map((event, i) => ({
      streamId,
      streamVersion: expectedVersion + i + 1,
      type: event.type,
      data: event.data,
      metadata: event.metadata ?? {},
    })),
  );
  if (rows.length === 0) return [];
  try {
    return await db.transaction(async (tx) => {
      const stored = await tx.insert(events).values(rows).returning();
      stored.sort((a, b) => a.globalPosition - b.globalPosition);
      await alsoInTransaction?.(tx, stored);
      return stored;
    });
  } catch (error) {
    if (isStreamVersionViolation(error)) {
      const first = appends[0];
      throw new StreamVersionConflictError(first?.streamId ?? '', first?.expectedVersion ?? 0);
    }
    throw error;
  }
}

const groupCommits = new WeakMap<Database, Map<PgTable, GroupCommit>>();

/**
 * Appends events to one stream together with the upsert of one projection row (by column name) as
 * a single statement: atomic like a transaction, in one round trip instead of four, and shared
 * with the other appends of the moment (see GroupCommit). A concurrent append fails it as a
 * StreamVersionConflictError, writing nothing.
 */
export async function appendWithProjection(
  db: Database,
  append: StreamAppend,
  projection: RowProjection,
  row: Record<string, unknown>,
): Promise<void> {
  if (append.events.length === 0) return;
  let byTable = groupCommits.get(db);
  if (!byTable) {
    byTable = new Map();
    groupCommits.set(db, byTable);
  }
  let groupCommit = byTable.get(projection.table);
  if (!groupCommit) {
    groupCommit = new GroupCommit(db, projection);
    byTable.set(projection.table, groupCommit);
  }
  try {
    await groupCommit.write({ ...append, row });
  } catch (error) {
    if (isStreamVersionViolation(error))
      throw new StreamVersionConflictError(append.streamId, append.expectedVersion);
    throw error;
  }
}

/** Appends to one stream; see `appendToStreams`. */
export function appendToStream(
  db: Database,
  streamId: string,
  expectedVersion: number,
  newEvents: readonly NewEvent[],
  alsoInTransaction?: (tx: DatabaseTransaction, stored: StoredEvent[]) => Promise<void>,
): Promise<StoredEvent[]> {
  return appendToStreams(db, [{ streamId, expectedVersion, events: newEvents }], alsoInTransaction);
}

/** Re-runs a read-decide-append cycle after a version conflict, a bounded number of times. */
export async function retryOnConflict<T>(attempt: () => Promise<T>, maxAttempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || i >= maxAttempts) throw error;
      // A little jitter keeps competing writers from colliding again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * i));
    }
  }
}
