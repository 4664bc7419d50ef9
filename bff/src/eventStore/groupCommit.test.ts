import type { Database, DatabaseHandle } from '@configurator/migrations/db/database';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendWithProjection, readStream, StreamVersionConflictError } from './eventStore.js';

/** The projection of these tests: a row per stream in a table of their own. */
const snapshots = pgTable('group_commit_projection', {
  streamId: text('stream_id').primaryKey(),
  streamVersion: integer('stream_version').notNull(),
  state: jsonb('state').notNull(),
});
const SNAPSHOTS = {
  table: snapshots,
  key: snapshots.streamId,
  columns: [snapshots.streamId, snapshots.streamVersion, snapshots.state],
};
const row = (streamId: string, version: unknown) => ({
  stream_id: streamId,
  stream_version: version,
  state: {},
});

/** The same database, counting the statements sent through it. */
function counting(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (...args: Parameters<Database['execute']>) => {
          statements++;
          return target.execute(...args);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, statements: () => statements };
}

async function snapshotVersion(db: Database, streamId: string): Promise<number | null> {
  const rows = await db.select().from(snapshots).where(sql`${snapshots.streamId} = ${streamId}`);
  return rows[0]?.streamVersion ?? null;
}

describe.each(testDatabases())('group commit on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    await handle.db.execute(
      sql`CREATE TABLE IF NOT EXISTS group_commit_projection (stream_id text PRIMARY KEY, stream_version integer NOT NULL, state jsonb NOT NULL)`,
    );
  });
  afterAll(() => handle.close());

  it('writes concurrent appends of many streams together, each with its projection', async () => {
    const { db, statements } = counting(handle.db);
    const streams = Array.from({ length: 40 }, (_, i) => `group-${i}`);
    await Promise.all(
      streams.map((streamId) =>
        appendWithProjection(
          db,
          {
            streamId,
            expectedVersion: 0,
            events: [
              { type: 'A', data: { streamId } },
              { type: 'B', data: { n: 2 } },
            ],
          },
          SNAPSHOTS,
          row(streamId, 2),
        ),
      ),
    );
    expect(statements()).toBeLessThan(streams.length / 4);
    for (const streamId of streams) {
      const stream = await readStream(handle.db, streamId);
      expect(stream.map((e) => [e.streamVersion, e.type])).toEqual([
        [1, 'A'],
        [2, 'B'],
      ]);
      expect(await snapshotVersion(handle.db, streamId)).toBe(2);
    }
  });

  it('fails only the stale append of a group: the others are stored, it writes nothing', async () => {
    await appendWithProjection(
      handle.db,
      { streamId: 'stale', expectedVersion: 0, events: [{ type: 'First', data: {} }] },
      SNAPSHOTS,
      row('stale', 1),
    );
    const fresh = Array.from({ length: 10 }, (_, i) => `fresh-${i}`);
    const results = await Promise.allSettled([
      ...fresh.map((streamId) =>
        appendWithProjection(
          handle.db,
          { streamId, expectedVersion: 0, events: [{ type: 'Fresh', data: {} }] },
          SNAPSHOTS,
          row(streamId, 1),
        ),
      ),
      appendWithProjection(
        handle.db,
        { streamId: 'stale', expectedVersion: 0, events: [{ type: 'Late', data: {} }] },
        SNAPSHOTS,
        row('stale', 99),
      ),
    ]);
    const stale = results.at(-1);
    expect(stale?.status).toBe('rejected');
    expect(stale?.status === 'rejected' && stale.reason).toBeInstanceOf(StreamVersionConflictError);
    expect(results.slice(0, -1).every((r) => r.status === 'fulfilled')).toBe(true);
    for (const streamId of fresh) {
      expect((await readStream(handle.db, streamId)).map((e) => e.type)).toEqual(['Fresh']);
    }
    expect((await readStream(handle.db, 'stale')).map((e) => e.type)).toEqual(['First']);
    expect(await snapshotVersion(handle.db, 'stale')).toBe(1);
  });

  it('keeps the database error of a refused value to its own append', async () => {
    const results = await Promise.allSettled([
      appendWithProjection(
        handle.db,
        { streamId: 'fine', expectedVersion: 0, events: [{ type: 'Fine', data: {} }] },
        SNAPSHOTS,
        row('fine', 1),
      ),
      appendWithProjection(
        handle.db,
        { streamId: 'refused', expectedVersion: 0, events: [{ type: 'Refused', data: {} }] },
        SNAPSHOTS,
        row('refused', 'not a number'),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(results[1]?.status === 'rejected' && results[1].reason).not.toBeInstanceOf(
      StreamVersionConflictError,
    );
    expect(await readStream(handle.db, 'refused')).toEqual([]);
    expect((await readStream(handle.db, 'fine')).map((e) => e.type)).toEqual(['Fine']);
  });
});
