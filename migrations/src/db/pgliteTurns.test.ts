import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurnsWithRequests } from './pgliteTurns.js';

/** How many statements of a loop of 200 ran before a timer due at once got its turn. */
async function statementsBeforeTimer(client: PGlite): Promise<number> {
  let done = 0;
  let seenAt = -1;
  setTimeout(() => {
    seenAt = done;
  }, 0);
  for (let i = 0; i < 200; i++) {
    await client.query('select $1::int as n', [i]);
    done++;
  }
  return seenAt < 0 ? done : seenAt;
}

describe('PGlite taking turns with the requests', () => {
  // One database for both (a start takes seconds): first as PGlite comes, then taking turns.
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
  }, 120_000);
  afterAll(() => client?.close());

  it('holds the event loop through a loop of statements on its own', async () => {
    expect(await statementsBeforeTimer(client)).toBe(200);
  });

  it('lets a timer run between the statements of a loop', async () => {
    takeTurnsWithRequests(client);
    expect(await statementsBeforeTimer(client)).toBeLessThan(5);
    expect((await client.query<{ n: number }>('select 7 as n')).rows).toEqual([{ n: 7 }]);
    await client.exec('create table t (n int)');
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
    });
    expect((await client.query<{ n: number }>('select n from t')).rows).toEqual([{ n: 1 }]);
  });
});
