import type { Actor } from '@configurator/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../identity/tokenVerifier.js';
import { ApiError } from './apiError.js';

/** Who is calling, and in which culture they read: what every command of the services takes. */
export interface Caller {
  actor: Actor;
  /** The request's `c`, when given: texts in its language. Prices stay in the configuration's market. */
  culture?: string | undefined;
  requestId?: string | undefined;
}

/** The header a visitor's anonymous id comes in (see the client's trpcClient). */
export const ANONYMOUS_ID_HEADER = 'x-anonymous-id';

export const anonymousIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'x-anonymous-id: 8 to 100 letters, digits, "-" or "_"')
  .optional();

function anonymousId(request: FastifyRequest): string | undefined {
  const value = request.headers[ANONYMOUS_ID_HEADER];
  if (value === undefined) return undefined;
  const parsed = anonymousIdSchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) {
    throw new ApiError(400, parsed.error.issues[0]?.message ?? 'x-anonymous-id is invalid', {
      Field: ANONYMOUS_ID_HEADER,
    });
  }
  return parsed.data;
}

function accountActor(identity: Identity): Actor {
  return identity.dealerNo
    ? { userId: identity.userId, dealerNo: identity.dealerNo }
    : { userId: identity.userId };
}

function actorOf(request: FastifyRequest, identity: Identity | null): Actor {
  const anonymous = anonymousId(request);
  return { ...(anonymous ? { anonymousId: anonymous } : {}), ...(identity ? accountActor(identity) : {}) };
}

/** The caller: the anonymous id and, when a valid bearer token comes with it, the account. */
export async function callerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  culture?: string,
): Promise<Caller> {
  const identity = await app.tokens.optionalFromRequest(request);
  return { actor: actorOf(request, identity), culture, requestId: request.id };
}

/** The logged-in account, without the anonymous id: for reads, which record nobody. */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const identity = await app.tokens.optionalFromRequest(request);
  return identity ? accountActor(identity) : {};
}

/** The address visitors reach this server at: PUBLIC_URL, else the request's own host. */
export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  const configured = app.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
