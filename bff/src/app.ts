import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { repositoryRoot } from '@configurator/migrations/db/paths';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { healthRoutes } from './health/healthRoutes.js';

export interface AppDependencies {
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  });
  app.decorate('database', deps.database);

  await app.register(healthRoutes);

  const clientDist = resolve(repositoryRoot, config.CLIENT_DIST_DIR ?? 'client/dist');
  if (existsSync(resolve(clientDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: clientDist, wildcard: false });
    // The client routes in the browser: every unknown GET outside the API gets the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.code(404).send({ Message: `No route ${request.method} ${request.url.split('?')[0]}` });
    });
  } else {
    app.log.warn({ clientDist }, 'client build not found; serving the API only');
  }
  return app;
}
