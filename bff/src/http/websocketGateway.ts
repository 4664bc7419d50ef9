import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppConfig } from '../config.js';

/** Serves one websocket after its handshake was accepted, with what `authorize` answered. */
export type WebSocketHandler<T = undefined> = (
  socket: WebSocket,
  request: IncomingMessage,
  accepted: T,
) => void;

/** A handshake refused before the upgrade: the status and a JSON `Message` naming the problem. */
export interface HandshakeRefusal {
  refused: { status: 400 | 401 | 403 | 404 | 503; message: string };
}

/**
 * Checks a handshake before it is upgraded (the token, the query): what it answers reaches the
 * handler, a refusal is answered instead, so nothing is started for a socket that may not open.
 */
export type HandshakeCheck<T> = (request: IncomingMessage) => Promise<T | HandshakeRefusal>;

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

interface Route {
  handler: WebSocketHandler<unknown>;
  authorize: HandshakeCheck<unknown> | null;
}

/** The subprotocol a socket speaks: the first one offered that is not a credential. */
function chooseProtocol(protocols: Set<string>): string | false {
  for (const protocol of protocols) if (!protocol.startsWith('bearer.')) return protocol;
  return false;
}

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

function refuse(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ Message: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function isRefusal(answer: unknown): answer is HandshakeRefusal {
  return typeof answer === 'object' && answer !== null && 'refused' in answer;
}

/**
 * Every websocket of the server goes through here: the path must be a registered one (else 404)
 * and the handshake's Origin this server's own or an allowed one (else 403), so that a page on
 * another site cannot open a socket with a visitor's cookies (cross-site websocket hijacking).
 */
export class WebSocketGateway {
  readonly #server = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    handleProtocols: chooseProtocol,
  });
  readonly #routes = new Map<string, Route>();

  constructor(private readonly allowed: ReadonlySet<string>) {}

  /** Serves websockets on a path (no query; the query reaches the handler in the request). */
  route(path: string, handler: WebSocketHandler): void;
  route<T>(path: string, handler: WebSocketHandler<T>, authorize: HandshakeCheck<T>): void;
  route<T>(path: string, handler: WebSocketHandler<T>, authorize?: HandshakeCheck<T>): void {
    if (this.#routes.has(path)) throw new Error(`websocket route ${path} is registered twice`);
    this.#routes.set(path, {
      handler: handler as WebSocketHandler<unknown>,
      authorize: (authorize as HandshakeCheck<unknown> | undefined) ?? null,
    });
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const route = this.#routes.get(path);
    const refusal = originRefusal(request, this.allowed);
    if (!route) refuse(socket, 404, 'Not Found', `No websocket at ${path}`);
    else if (refusal) refuse(socket, 403, 'Forbidden', refusal);
    else if (!route.authorize)
      this.#server.handleUpgrade(request, socket, head, (ws) => route.handler(ws, request, undefined));
    else {
      route.authorize(request).then(
        (answer) => {
          if (socket.destroyed) return;
          if (isRefusal(answer)) {
            const { status, message } = answer.refused;
            refuse(socket, status, REASONS[status] ?? 'Refused', message);
            return;
          }
          this.#server.handleUpgrade(request, socket, head, (ws) => route.handler(ws, request, answer));
        },
        (error: unknown) => {
          refuse(
            socket,
            503,
            'Service Unavailable',
            `The handshake could not be checked: ${(error as Error).message}`,
          );
        },
      );
    }
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
