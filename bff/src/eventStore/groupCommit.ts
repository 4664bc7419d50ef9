import type { Database } from '@configurator/migrations/db/database';
import { type SQL, sql } from 'drizzle-orm';

/** One stream's new events and the projection row written with them. */
export interface ProjectedAppend {
  streamId: string;
  expectedVersion: number;
  events: readonly { type: string; data: unknown; metadata?: Record<string, unknown> }[];
  projection: SQL;
}

interface Waiting {
  write: ProjectedAppend;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Appends written together at most: a statement stays far below PostgreSQL's 65,535 parameters. */
const MAX_BATCH = 64;
/** Statements in flight at once; writes that arrive meanwhile wait and go together in the next. */
const MAX_IN_FLIGHT = 4;

function appendStatement(writes: readonly ProjectedAppend[]): SQL {
  // Written by hand: on the hottest write path, building the statement costs more than running it.
  const parts = writes.map((write, k) => {
    const rows = write.events.map(
      (event, i) =>
        sql`(${write.streamId}, ${write.expectedVersion + i + 1}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata ?? {})}::jsonb)`,
    );
    return sql`${sql.raw(`a${k}`)} as (
      insert into events (stream_id, stream_version, type, data, metadata) values ${sql.join(rows, sql`, `)}
    ), ${sql.raw(`p${k}`)} as (${write.projection})`;
  });
  return sql`with ${sql.join(parts, sql`, `)} select 1`;
}

/**
 * Group commit for single-stream appends: while statements are in flight, the appends that arrive
 * wait and are then written by one statement, so that 50 concurrent writers share a few round trips
 * and WAL flushes instead of queueing for a connection each. One statement is one transaction: if
 * it fails (a stream moved on, a value the database refuses), nothing of it was written and every
 * append of it is tried again on its own, so each gets its own answer and no error spreads to the
 * others.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Database) {}

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
        await this.db.execute(appendStatement(batch.map((w) => w.write)));
        for (const waiting of batch) waiting.resolve();
        return;
      } catch {
        // Fall through: each on its own, to find which one failed and why.
      }
    }
    await Promise.all(
      batch.map((waiting) =>
        this.db.execute(appendStatement([waiting.write])).then(
          () => waiting.resolve(),
          (error: unknown) => waiting.reject(error),
        ),
      ),
    );
  }
}
