import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Embedded PGlite runs every statement inside this process, synchronously, and its promises resolve
 * without ever leaving the microtask queue: a loop of awaited statements (a warm-up queueing
 * thousands of jobs, a long replay) holds the event loop until its last one, and every request
 * waits, pages included. Each statement and transaction here first gives the event loop a turn
 * (pending I/O, timers), so such a loop shares the process with the requests instead of starving
 * them. It costs one turn of the loop per statement.
 */
export function takeTurnsWithRequests(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await nextTurn();
    return transaction(...args);
  }) as typeof transaction;
}
