import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from './database.js';
import { PgliteWorkerClient } from './pgliteClient.js';
import { renderResults } from './schema/rendering.js';

/** The first error along the cause chain that carries a SQLSTATE. */
function databaseErrorOf(error: unknown): Record<string, unknown> | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string') return e as Record<string, unknown>;
  return undefined;
}

async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    await handle.db.execute(sql`CREATE TABLE items (id int CONSTRAINT items_id_unique UNIQUE, name text)`);
  }, 120_000);
  afterAll(() => handle?.close());

  it('answers concurrent statements each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => queryRows<{ n: number }>(handle.db, sql`SELECT ${i}::int AS n`)),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(await handle.ping()).toBe(true);
  });

  it('runs with a small buffer cache and the search path PGlite sets', async () => {
    const rows = await queryRows<{ shared_buffers: string }>(handle.db, sql`SHOW shared_buffers`);
    expect(rows[0]?.shared_buffers).toBe('16MB');
    const path = await queryRows<{ search_path: string }>(handle.db, sql`SHOW search_path`);
    expect(path[0]?.search_path).toBe('public');
  });

  it('lets a timer run between the statements of a loop', async () => {
    let done = 0;
    let seenAt = -1;
    setTimeout(() => {
      seenAt = done;
    }, 0);
    for (let i = 0; i < 50; i++) {
      await handle.db.execute(sql`SELECT ${i}::int`);
      done++;
    }
    expect(seenAt).toBeGreaterThanOrEqual(0);
    expect(seenAt).toBeLessThan(5);
  });

  it('commits a transaction, holding other statements back until it ends', async () => {
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items VALUES (1, 'one')`);
      outside = queryRows(handle.db, sql`SELECT name FROM items WHERE id = 1`);
      expect(await settledWithin(outside, 100)).toBe(false);
      await tx.execute(sql`INSERT INTO items VALUES (2, 'two')`);
    });
    expect(await outside).toEqual([{ name: 'one' }]);
    const rows = await queryRows<{ id: number }>(handle.db, sql`SELECT id FROM items ORDER BY id`);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('rolls back a transaction whose callback throws, and throws its error again', async () => {
    const thrown = new Error('changed my mind');
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items VALUES (3, 'three')`);
      throw thrown;
    });
    await expect(failed).rejects.toBe(thrown);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO items VALUES (4, 'four')`);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    const rows = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM items WHERE id > 2`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('keeps a nested transaction (a savepoint) apart', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items VALUES (5, 'five')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO items VALUES (6, 'six')`);
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    const rows = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM items WHERE id > 4 ORDER BY id`,
    );
    expect(rows.map((r) => r.id)).toEqual([5]);
  });

  it('reports a unique violation with its code, constraint and detail', async () => {
    const error = await handle.db.execute(sql`INSERT INTO items VALUES (1, 'again')`).catch((e) => e);
    const cause = databaseErrorOf(error);
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'items_id_unique',
      table: 'items',
      schema: 'public',
      severity: 'ERROR',
      detail: 'Key (id)=(1) already exists.',
    });
    expect(cause?.message).toBe('duplicate key value violates unique constraint "items_id_unique"');
    // The database stays usable after it, inside a transaction too.
    const inTransaction = handle.db
      .transaction((tx) => tx.execute(sql`INSERT INTO items VALUES (1, 'again')`))
      .catch((e) => e);
    expect(databaseErrorOf(await inTransaction)?.code).toBe('23505');
    expect(await handle.ping()).toBe(true);
  });

  it('stores and reads bytea as a Buffer and timestamps as they were', async () => {
    const small = Buffer.from([0, 1, 2, 250, 255]);
    const large = Buffer.alloc(300_000, 7);
    for (const [key, bytes] of [
      ['a'.repeat(64), small],
      ['b'.repeat(64), large],
    ] as const) {
      await handle.db.insert(renderResults).values({
        key,
        contentType: 'image/webp',
        bytes,
        meta: { kind: 'test' },
        modelId: null,
        nodeUrl: 'n',
      });
      const [row] = await handle.db.select().from(renderResults).where(eq(renderResults.key, key));
      expect(Buffer.isBuffer(row?.bytes)).toBe(true);
      expect(row?.bytes.equals(bytes)).toBe(true);
      expect(row?.meta).toEqual({ kind: 'test' });
    }
    const [raw] = await queryRows<{ bytes: unknown }>(
      handle.db,
      sql`SELECT bytes FROM render_results WHERE key = ${'a'.repeat(64)}`,
    );
    expect(Buffer.isBuffer(raw?.bytes)).toBe(true);
    const at = new Date('2024-05-06T07:08:09.123Z');
    const [dated] = await queryRows<{ at: string; big: unknown }>(
      handle.db,
      sql`SELECT ${at}::timestamptz AS at, 9007199254740993::int8 AS big`,
    );
    expect(new Date(dated?.at as string).toISOString()).toBe(at.toISOString());
    expect(dated?.big).toBe(9007199254740993n);
  });

  it('dumps the cluster and starts another from the dump', async () => {
    const dump = await handle.dumpDataDir?.();
    expect(dump?.size).toBeGreaterThan(0);
    const copy = await openDatabase({ kind: 'pglite', loadDataDir: dump as Blob });
    try {
      const rows = await queryRows<{ id: number }>(copy.db, sql`SELECT id FROM items ORDER BY id`);
      expect(rows.map((r) => r.id)).toEqual([1, 2, 5]);
    } finally {
      await copy.close();
    }
  }, 60_000);
});

describe('the PGlite worker closing and failing', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'configurator-pglite-worker-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('closes its data directory, which opens again with what was written', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`CREATE TABLE kept (n int)`);
    await first.db.execute(sql`INSERT INTO kept VALUES (42)`);
    await Promise.all([first.close(), first.close()]);
    await expect(first.db.execute(sql`SELECT 1`)).rejects.toMatchObject({
      cause: { message: 'PGlite is closed' },
    });
    expect(await first.ping()).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await queryRows(again.db, sql`SELECT n FROM kept`)).toEqual([{ n: 42 }]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('rejects what waits and what comes later once its thread has died', async () => {
    const client = await PgliteWorkerClient.start({});
    const waiting = client.query('SELECT pg_sleep(2)');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await (client as unknown as { worker: Worker }).worker.terminate();
    const error = await waiting.catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/PGlite's worker thread\) stopped/);
    expect(error.code).toBe('57P02');
    await expect(client.query('SELECT 1')).rejects.toBe(error);
    await expect(client.transaction(async () => 1)).rejects.toBe(error);
    await client.close();
  }, 60_000);
});
