import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppConfig } from '../config.js';

/** Serves one websocket after its handshake was accepted. */
export type WebSocketHandler = (socket: WebSocket, request: IncomingMessage) => void;

declare module 'fastify' {
  interface FastifyInstance {
    websockets: WebSocketGateway;
  }
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The page origins that may open a websocket: PUBLIC_URL's, the client's redirect URIs' and
 * WEBSOCKET_ORIGINS. The server's own origin (the handshake's Host) is always allowed besides.
 */
export function allowedWebSocketOrigins(config: AppConfig): Set<string> {
  return new Set(
    [config.PUBLIC_URL, ...config.OIDC_REDIRECT_URIS, ...config.WEBSOCKET_ORIGINS]
      .map(originOf)
      .filter((origin): origin is string => origin !== null),
  );
}

/** Why a handshake is refused, or null when its Origin may connect. */
export function originRefusal(request: IncomingMessage, allowed: ReadonlySet<string>): string | null {
  const origin = request.headers.origin;
  if (!origin) return 'Origin: a websocket handshake must name the page it comes from.';
  const normalised = originOf(origin);
  if (normalised === null) return 'Origin: not a valid origin.';
  if (allowed.has(normalised)) return null;
  // Same origin: the page was served by this very host (any scheme the proxy in front terminates).
  if (request.headers.host && new URL(normalised).host === request.headers.host) return null;
  return `Origin: ${normalised} may not open websockets here.`;
}

function refuse(socket: Duplex, status: 403 | 404, reason: string, message: string): void {
  const body = JSON.stringify({ Message: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Every websocket of the server goes through here: the path must be a registered one (else 404)
 * and the handshake's Origin this server's own or an allowed one (else 403), so that a page on
 * another site cannot open a socket with a visitor's cookies (cross-site websocket hijacking).
 */
export class WebSocketGateway {
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #routes = new Map<string, WebSocketHandler>();

  constructor(private readonly allowed: ReadonlySet<string>) {}

  /** Serves websockets on a path (no query; the query reaches the handler in the request). */
  route(path: string, handler: WebSocketHandler): void {
    if (this.#routes.has(path)) throw new Error(`websocket route ${path} is registered twice`);
    this.#routes.set(path, handler);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const handler = this.#routes.get(path);
    const refusal = originRefusal(request, this.allowed);
    if (!handler) refuse(socket, 404, 'Not Found', `No websocket at ${path}`);
    else if (refusal) refuse(socket, 403, 'Forbidden', refusal);
    else this.#server.handleUpgrade(request, socket, head, (ws) => handler(ws, request));
  }

  /** Closes every open socket (going away) and stops accepting. */
  async close(): Promise<void> {
    for (const client of this.#server.clients) client.close(1001, 'server closing');
    await new Promise<void>((done) => this.#server.close(() => done()));
    for (const client of this.#server.clients) client.terminate();
  }
}

export const websocketGateway = fp(async (app: FastifyInstance) => {
  const gateway = new WebSocketGateway(allowedWebSocketOrigins(app.config));
  app.decorate('websockets', gateway);
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (error) => app.log.debug({ err: error }, 'websocket socket error'));
    gateway.handleUpgrade(request, socket, head);
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await gateway.close();
  });
});
