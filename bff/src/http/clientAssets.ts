import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Built files whose names carry their content hash: they never change under their address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself names the current hashed files: asked again each time, answered 304 if unchanged. */
const REVALIDATE = 'no-cache';

/**
 * Serves the client build: every file under its own path, the app shell (index.html) for any other
 * GET outside the API (the client's routes). The build's `.br`/`.gz` copies (written by the client's
 * build) go to browsers that accept them; hashed assets are cached for a year. Returns whether a
 * build was found.
 */
export async function registerClientAssets(app: FastifyInstance, clientDist: string): Promise<boolean> {
  const hasClient = existsSync(resolve(clientDist, 'index.html'));
  if (hasClient)
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
      },
    });
  else app.log.warn({ clientDist }, 'client build not found; serving the API only');
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ Message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
  return hasClient;
}
