import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { repositoryRoot } from '@configurator/migrations/db/paths';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../http/restPlugin.js';
import type { StreamAdmission } from './streamService.js';

/** The 3D stream's websocket (docs/stream-protocol.md). */
export const STREAM_PATH = `${API_BASE}/stream`;

/**
 * The visitor's access token: a browser cannot set headers on a websocket, so it comes as the
 * subprotocol `bearer.<token>` beside `configurator-stream`; other clients may send
 * `Authorization: Bearer <token>` instead.
 */
export function streamToken(request: IncomingMessage): string | null {
  const protocols = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((protocol) => protocol.trim());
  const offered = protocols.find((protocol) => protocol.startsWith('bearer.'));
  if (offered) return offered.slice('bearer.'.length) || null;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Registers the stream's websocket: the handshake is checked before the upgrade. */
export async function streamRoutes(app: FastifyInstance): Promise<void> {
  const streams = app.services.streams;
  app.websockets.route<StreamAdmission>(
    STREAM_PATH,
    (socket, _request, admission) => streams.open(socket, admission),
    (request) => {
      const query = Object.fromEntries(new URL(request.url ?? '/', 'http://localhost').searchParams);
      return streams.admit(streamToken(request), query);
    },
  );
  // Before the HTTP server closes: it waits for every open socket, the visitors' included.
  app.addHook('preClose', async () => streams.close());
  // The protocol's description for integrators, beside the OpenAPI document.
  app.get(`${API_BASE}/stream-protocol.md`, async (_request, reply) => {
    const text = await readFile(join(repositoryRoot, 'docs', 'stream-protocol.md'), 'utf8');
    return reply.type('text/markdown; charset=utf-8').send(text);
  });
}
