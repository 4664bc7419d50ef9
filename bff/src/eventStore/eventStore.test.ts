import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { outbox } from '@configurator/migrations/db/schema/eventStore';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToStream, readStream, retryOnConflict, StreamVersionConflictError } from './eventStore.js';

describe.each(testDatabases())('event store on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('appends at the expected version and reads the stream in order', async () => {
    await appendToStream(handle.db, 's1', 0, [
      { type: 'A', data: { n: 1 } },
      { type: 'B', data: { n: 2 } },
    ]);
    await appendToStream(handle.db, 's1', 2, [{ type: 'C', data: { n: 3 }, metadata: { by: 'x' } }]);
    const stream = await readStream(handle.db, 's1');
    expect(stream.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'A', { n: 1 }],
      [2, 'B', { n: 2 }],
      [3, 'C', { n: 3 }],
    ]);
    expect(stream[2]?.metadata).toEqual({ by: 'x' });
    expect((await readStream(handle.db, 's1', 2)).map((e) => e.type)).toEqual(['C']);
  });

  it('refuses a stale expected version and writes nothing of that transaction', async () => {
    const attempt = appendToStream(handle.db, 's1', 1, [{ type: 'Late', data: {} }], async (tx) => {
      await tx.insert(outbox).values({ kind: 'mail', payload: { to: 'late' } });
    });
    await expect(attempt).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect((await readStream(handle.db, 's1')).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    expect(await handle.db.select().from(outbox)).toEqual([]);
  });

  it('retries read-decide-append cycles so that concurrent writers lose nothing', async () => {
    const writers = Array.from({ length: 10 }, (_, i) =>
      retryOnConflict(async () => {
        const current = await readStream(handle.db, 'counter');
        return appendToStream(handle.db, 'counter', current.length, [{ type: 'Incremented', data: { i } }]);
      }, 50),
    );
    await Promise.all(writers);
    const stream = await readStream(handle.db, 'counter');
    expect(stream.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(stream.map((e) => (e.data as { i: number }).i)).size).toBe(10);
  });
});
