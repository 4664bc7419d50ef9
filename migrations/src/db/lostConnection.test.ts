import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/testDatabases.js';
import { type DatabaseHandle, queryRows } from './database.js';

const servers = testDatabases().filter((database) => database.name === 'postgres');

/**
 * A PostgreSQL server that restarts ends every session, also one held by a transaction between
 * two of its statements. That must fail the transaction, not the process: node-postgres reports
 * such a loss as an 'error' event of the checked-out client, which nothing else listens to.
 */
describe.skipIf(servers.length === 0).each(servers)(
  'a connection lost inside a transaction on $name',
  (database) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('fails that transaction and leaves the pool serving', async () => {
      const lost = handle.db.transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
        // Ended from another session while this one runs no statement, as a fast shutdown does.
        await handle.db.execute(sql`SELECT pg_terminate_backend(${own?.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`SELECT 1`);
      });
      await expect(lost).rejects.toThrow();
      expect(await handle.ping()).toBe(true);
      const [row] = await queryRows<{ one: number }>(handle.db, sql`SELECT 1 AS one`);
      expect(row?.one).toBe(1);
    });
  },
);
