import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, TRPC_CODE_BY_STATUS } from '../http/apiError.js';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../http/storableText.js';

export interface TrpcContext {
  app: FastifyInstance;
  request: FastifyRequest;
}

export function createContext(app: FastifyInstance) {
  return ({ req }: CreateFastifyContextOptions): TrpcContext => ({ app, request: req });
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    // Stacks stay in the server log.
    const { stack: _stack, ...data } = shape.data;
    // An unexpected error's message may quote SQL or internals; like REST, it stays in the log.
    const internal = shape.data.code === 'INTERNAL_SERVER_ERROR' && !(cause instanceof ApiError);
    return {
      ...shape,
      message: internal ? 'An unexpected error occurred.' : shape.message,
      data: {
        ...data,
        httpStatus: cause instanceof ApiError ? cause.status : shape.data.httpStatus,
        details: cause instanceof ApiError ? cause.details : undefined,
      },
    };
  },
});

/** Application errors keep their status: ApiError becomes the matching tRPC code, once, here. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ApiError) {
    const cause = result.error.cause;
    const code =
      TRPC_CODE_BY_STATUS[cause.status as keyof typeof TRPC_CODE_BY_STATUS] ?? 'INTERNAL_SERVER_ERROR';
    throw new TRPCError({ code, message: cause.message, cause });
  }
  return result;
});

/** tRPC reads its input itself, past the REST hooks: the same refusal of text the database cannot store. */
const refuseUnstorableText = t.middleware(async ({ getRawInput, next }) => {
  const path = unstorableTextPath(await getRawInput());
  if (path) {
    const field = path.join('.') || 'input';
    throw new ApiError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, { Field: field });
  }
  return next();
});

export const router = t.router;
export const procedure = t.procedure.use(mapErrors).use(refuseUnstorableText);
