import type { Database } from '@configurator/migrations/db/database';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table that appends upsert one row of, keyed by its primary key column. */
export interface RowProjection<T extends PgTable = PgTable> {
  table: T;
  key: PgColumn;
  /** The columns written (the others keep their defaults); default every column of the table. */
  columns?: readonly PgColumn[];
}

/** One stream's new events and the projection row written with them. */
export interface ProjectedAppend {
  streamId: string;
  expectedVersion: number;
  events: readonly { type: string; data: unknown; metadata?: Record<string, unknown> }[];
  /** The projection's row by column name (snake case, as in the database). */
  row: Record<string, unknown>;
}

interface Waiting {
  write: ProjectedAppend;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Appends written together at most: one statement stays short next to the others waiting. */
const MAX_BATCH = 64;
/**
 * Statements in flight at once; writes that arrive meanwhile wait and go together in the next.
 * Two gave a shorter tail than four under 50 writers (fewer backends compete for the cores, and
 * the batches are larger): see the README's figures.
 */
const MAX_IN_FLIGHT = 2;

/**
 * The one statement of a batch, the same text whatever the batch holds: its events and projection
 * rows arrive as one JSON parameter and are read back in the tables' own row types, so the
 * database parses a short, fixed text and Node builds nothing but the JSON. Events keep the
 * batch's order (global positions follow it).
 */
function batchStatementText(projection: RowProjection): (payload: string) => SQL {
  const table = getTableName(projection.table);
  const columns = (projection.columns ?? Object.values(getTableColumns(projection.table))).map((c) => c.name);
  const list = columns.join(', ');
  const updates = columns
    .filter((c) => c !== projection.key.name)
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  const rest = sql.raw(` as b),
    appended as (
      insert into events (stream_id, stream_version, type, data, metadata)
      select e.stream_id, e.stream_version, e.type, e.data, e.metadata
      from batch, jsonb_populate_recordset(null::events, batch.b -> 'events') with ordinality as e
      order by e.ordinality
    ),
    projected as (
      insert into ${table} (${list})
      select ${list} from batch, jsonb_populate_recordset(null::${table}, batch.b -> 'rows')
      on conflict (${projection.key.name}) do update set ${updates}
    )
    select 1`);
  return (payload) => sql`with batch as (select ${payload}::jsonb${rest}`;
}

function batchPayload(writes: readonly ProjectedAppend[]): string {
  const events: unknown[] = [];
  for (const write of writes) {
    for (const [i, event] of write.events.entries()) {
      events.push({
        stream_id: write.streamId,
        stream_version: write.expectedVersion + i + 1,
        type: event.type,
        data: event.data,
        metadata: event.metadata ?? {},
      });
    }
  }
  return JSON.stringify({ events, rows: writes.map((w) => w.row) });
}

/**
 * Group commit for single-stream appends with one projection row each: while statements are in
 * flight, the appends that arrive wait and are then written by one statement, so that 50
 * concurrent writers share a few round trips and WAL flushes instead of queueing for a connection
 * each. One statement is one transaction: if it fails (a stream moved on, a value the database
 * refuses), nothing of it was written and every append of it is tried again on its own, so each
 * gets its own answer and no error spreads to the others.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly statement: (payload: string) => SQL;

  constructor(
    private readonly db: Database,
    projection: RowProjection,
  ) {
    this.statement = batchStatementText(projection);
  }

  write(append: ProjectedAppend): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ write: append, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // Writes decided in the same turn of the event loop go out together.
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async flush(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        await this.db.execute(this.statement(batchPayload(batch.map((w) => w.write))));
        for (const waiting of batch) waiting.resolve();
        return;
      } catch {
        // Fall through: each on its own, to find which one failed and why.
      }
    }
    await Promise.all(
      batch.map((waiting) =>
        this.db.execute(this.statement(batchPayload([waiting.write]))).then(
          () => waiting.resolve(),
          (error: unknown) => waiting.reject(error),
        ),
      ),
    );
  }
}
