import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, TRPC_CODE_BY_STATUS } from '../http/apiError.js';

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
    return {
      ...shape,
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

export const router = t.router;
export const procedure = t.procedure.use(mapErrors);
