import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Built files whose names carry their content hash: they never change under their address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself names the current hashed files: asked again each time, answered 304 if unchanged. */
const REVALIDATE = 'no-cache';

/**
 * Serves the client build: every file under its own path, the app shell (index.html) for any other
 * GET outside the API (the client's routes). The build's `.br`/`.gz` copies (written by the client's
 * build) go to browsers that accept them; hashed assets are cached for a year. `onShell` hears of
 * each app page asked for. Returns whether a build was found.
 */
export async function registerClientAssets(
  app: FastifyInstance,
  clientDist: string,
  onShell: () => void = () => {},
): Promise<boolean> {
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
  const shell = hasClient ? appShell(clientDist) : null;
  app.setNotFoundHandler((request, reply) => {
    if (shell && request.method === 'GET' && !request.url.startsWith('/api/')) {
      onShell();
      return sendShell(shell, request, reply);
    }
    return reply.code(404).send({ Message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
  return hasClient;
}

interface AppShell {
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/**
 * The app shell, read once when the server starts: every client route answers it, so it is sent
 * from memory (with its compressed copies) rather than read from disk for each page.
 */
function appShell(clientDist: string): AppShell {
  const read = (name: string) =>
    existsSync(resolve(clientDist, name)) ? readFileSync(resolve(clientDist, name)) : null;
  const plain = read('index.html') as Buffer;
  return {
    plain,
    br: read('index.html.br'),
    gzip: read('index.html.gz'),
    etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
  };
}

function sendShell(shell: AppShell, request: FastifyRequest, reply: FastifyReply) {
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', REVALIDATE);
  reply.header('etag', shell.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (shell.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(shell.br);
  if (shell.gzip && /\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.plain);
}
