import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** When a caller should ask again while the database is away (a restart takes a few seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable at the moment, so this request could not be completed. Please try again in a few seconds.';

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away, starting up or full: admin_shutdown, crash_shutdown,
 * cannot_connect_now, too_many_connections; class 08 (connection exception) is matched as a class.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when a connection ends under a query or cannot be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

type Chained = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | null | undefined;

/**
 * Whether an error means the database could not be reached (refused, restarting, the connection
 * lost) rather than a fault of the request or the code. Drivers and drizzle wrap the socket's or
 * the server's error, so the whole cause chain is read (and each error of an AggregateError, as
 * a connection tried on several addresses reports).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  for (let e = error as Chained; e; e = e.cause as Chained) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
      return true;
    if (e.cause === e) break;
  }
  return false;
}

/** The innermost cause's words (the socket's or the server's), without the query around it. */
function rootCause(error: unknown): string {
  let e = error as Chained;
  while (e?.cause && e.cause !== e) e = e.cause as Chained;
  return typeof e?.message === 'string' ? e.message : String(error);
}

/** 503 with Retry-After and a Message a person can act on; the cause stays in the log, in one line. */
export function sendDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ cause: rootCause(error) }, 'database unavailable');
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ Message: DATABASE_UNAVAILABLE_MESSAGE, Code: 'DATABASE_UNAVAILABLE' });
}

/** tRPC's form of the same answer: SERVICE_UNAVAILABLE is a 503 with the same Message. */
export function trpcDatabaseUnavailable(cause: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause });
}

/** tRPC's response meta: Retry-After on an answer that carries a database-unavailable error. */
export function retryAfterWhenUnavailable({ errors }: { errors: readonly TRPCError[] }): {
  headers?: Record<string, string>;
} {
  return errors.some((error) => error.code === 'SERVICE_UNAVAILABLE')
    ? { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } }
    : {};
}
