import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, TRPC_CODE_BY_STATUS } from '../http/apiError.js';
import { isDatabaseUnavailable, trpcDatabaseUnavailable } from '../http/databaseUnavailable.js';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../http/storableText.js';

export interface TrpcContext {
  app: FastifyInstance;
  request: FastifyRequest;
}

export function createContext(app: FastifyInstance) {
  return ({ req }: CreateFastifyContextOptions): TrpcContext => ({ app, request: req });
}

interface InputIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The input's refusal as REST words it: `field: what is wrong`, each field named, joined by '; '. */
function inputIssues(cause: unknown): { message: string; field: string } | null {
  if (!(cause instanceof Error) || !Array.isArray((cause as { issues?: unknown }).issues)) return null;
  const issues = (cause as unknown as { issues: InputIssue[] }).issues;
  if (issues.length === 0) return null;
  const named = issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  return {
    message: named.map(({ field, message }) => `${field}: ${message}`).join('; '),
    field: named[0]?.field ?? 'input',
  };
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const refused = error.code === 'BAD_REQUEST' ? inputIssues(cause) : null;
    if (refused) {
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message: refused.message, data: { ...data, details: { Field: refused.field } } };
    }
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
  if (!result.ok && isDatabaseUnavailable(result.error.cause))
    throw trpcDatabaseUnavailable(result.error.cause);
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
