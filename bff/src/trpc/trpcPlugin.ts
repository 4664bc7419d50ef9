import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { retryAfterWhenUnavailable } from '../http/databaseUnavailable.js';
import { type AppRouter, appRouter } from './appRouter.js';
import { createContext } from './trpc.js';

export const TRPC_PREFIX = '/api/trpc';

/**
 * The browser client's API: the same services as the REST facade, camelCase procedures.
 * `onCall` hears of each request to it (a visitor at work in the app).
 */
export async function trpcPlugin(app: FastifyInstance, options: { onCall?: () => void }): Promise<void> {
  const { onCall } = options;
  if (onCall)
    app.addHook('onRequest', async () => {
      onCall();
    });
  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      createContext: createContext(app),
      responseMeta: retryAfterWhenUnavailable,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'trpc error');
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
