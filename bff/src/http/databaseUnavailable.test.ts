import { type DatabaseHandle, openDatabase } from '@configurator/migrations/db/database';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/oidcLogin.js';
import { createContext, procedure, router } from '../trpc/trpc.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  retryAfterWhenUnavailable,
} from './databaseUnavailable.js';
import { restPlugin } from './restPlugin.js';

/** What a query on a database that is not there fails with, as the real driver reports it. */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('a database that cannot be reached', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Nothing listens on a port just freed: every connection is refused, as while PostgreSQL restarts.
    const port = await freePort();
    database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/none` });
    app = Fastify({ logger: false });
    await app.register(restPlugin);
    app.get('/api/posconfigurator/probe', async () => database.db.execute(sql`SELECT 1`));
    app.get('/api/posconfigurator/broken', async () => {
      throw new Error('a fault of the code');
    });
    // tRPC as the app registers it (trpcPlugin.ts), with a procedure that reads the database.
    const probeRouter = router({ probe: procedure.query(() => database.db.execute(sql`SELECT 1`)) });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      trpcOptions: {
        router: probeRouter,
        createContext: createContext(app),
        responseMeta: retryAfterWhenUnavailable,
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is recognised through the wrappers of drizzle and node-postgres', async () => {
    const query = await failureOf(() => database.db.execute(sql`SELECT 1`));
    const transaction = await failureOf(() =>
      database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`)),
    );
    expect(isDatabaseUnavailable(query)).toBe(true);
    expect(isDatabaseUnavailable(transaction)).toBe(true);
  });

  it('is told apart from faults of the request or the code', () => {
    const uniqueViolation = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const wrapped = new Error('Failed query: insert ...', { cause: uniqueViolation });
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('recognises a server shutting down, starting up or dropping the connection', () => {
    const server = (code: string) =>
      new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });
    for (const code of ['57P01', '57P03', '08006', '08001'])
      expect(isDatabaseUnavailable(server(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const refusedTwice = new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refusedTwice }))).toBe(true);
  });

  it('answers 503 with Retry-After and a Message, not a 500', async () => {
    const response = await app.inject({ url: '/api/posconfigurator/probe' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({
      Message: expect.stringMatching(/database is not reachable.*try again/),
      Code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('answers tRPC calls the same way: 503 SERVICE_UNAVAILABLE with Retry-After and the Message', async () => {
    const response = await app.inject({ url: '/api/trpc/probe' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const { error } = response.json() as { error: { message: string; data: { code: string } } };
    expect(error.data.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/database is not reachable.*try again/);
  });

  it('still answers other faults as 500 without their details', async () => {
    const response = await app.inject({ url: '/api/posconfigurator/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
