import { sql } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every fact about every configuration, in the order it happened. */
export const events = pgTable(
  'events',
  {
    globalPosition: bigserial('global_position', { mode: 'number' }).primaryKey(),
    streamId: text('stream_id').notNull(),
    streamVersion: integer('stream_version').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_stream_version_unique').on(t.streamId, t.streamVersion)],
);

/** Side effects (mails, PDF jobs) written in the same transaction as the events that cause them. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  streamId: text('stream_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  availableAt: timestamp('available_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'string' }),
  lastError: text('last_error'),
});
