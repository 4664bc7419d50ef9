import { type Database, type DatabaseTransaction, queryRows } from '@configurator/migrations/db/database';
import { outbox } from '@configurator/migrations/db/schema/eventStore';
import { eq, sql } from 'drizzle-orm';

/** A side effect to run after the transaction that decided it has committed. */
export interface OutboxMessage {
  kind: string;
  payload: unknown;
  streamId: string | null;
}

/** A row a worker has claimed: it holds the lease until `leaseMs` after its claim. */
export interface ClaimedOutboxRow {
  id: number;
  kind: string;
  payload: unknown;
  streamId: string | null;
  /** Including the attempt this claim starts. */
  attempts: number;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Written inside the caller's transaction, so the row exists exactly when the events do. */
export async function enqueueOutbox(
  tx: DatabaseTransaction,
  messages: readonly OutboxMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insert(outbox)
    .values(messages.map((m) => ({ kind: m.kind, payload: m.payload, streamId: m.streamId })));
}

/**
 * Claims up to `limit` due rows of the given kinds. The row locks live only as long as this one
 * statement; SKIP LOCKED keeps concurrent claimers apart while it runs, and the claim time written
 * here is the lease that keeps them apart afterwards. A claim older than `leaseMs` belongs to a
 * worker that died (or hangs), and the row may be claimed again. All times are the database's,
 * so workers on several machines agree on them.
 */
export async function claimOutboxRows(
  db: Database,
  options: { kinds: readonly string[]; limit: number; leaseMs: number },
): Promise<ClaimedOutboxRow[]> {
  if (options.kinds.length === 0) return [];
  const kinds = sql.join(
    options.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: string | number;
    kind: string;
    payload: unknown;
    stream_id: string | null;
    attempts: number;
  }>(
    db,
    sql`update outbox set claimed_at = now(), attempts = attempts + 1
      where id in (
        select id from outbox
        where processed_at is null and kind in (${kinds}) and available_at <= now()
          and (claimed_at is null or claimed_at < now() - ${options.leaseMs} * interval '1 millisecond')
        order by id
        limit ${options.limit}
        for update skip locked)
      returning id, kind, payload, stream_id, attempts`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      streamId: row.stream_id,
      attempts: row.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Done: the side effect happened. `last_error` is cleared, which tells a delivery from a give-up. */
export async function markOutboxProcessed(db: Database, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ processedAt: sql`now()`, lastError: null, claimedAt: null })
    .where(eq(outbox.id, id));
}

/** Releases the claim and makes the row due again after `delayMs`. */
export async function scheduleOutboxRetry(
  db: Database,
  id: number,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      claimedAt: null,
      availableAt: sql`now() + ${Math.round(delayMs)} * interval '1 millisecond'`,
      lastError: error,
    })
    .where(eq(outbox.id, id));
}

/** Given up: processed, with the error that ended it, so no worker claims it again. */
export async function markOutboxFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ processedAt: sql`now()`, claimedAt: null, lastError: error })
    .where(eq(outbox.id, id));
}

export async function readOutboxRow(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
