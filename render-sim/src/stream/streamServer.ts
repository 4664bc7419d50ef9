import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { errorMessage } from '../chromium.js';
import { sceneBundle } from '../host/sceneBundle.js';
import type { StreamStartSpec } from '../protocol.js';
import type { StreamHost } from './streamHost.js';
import { type SessionOutput, StreamSession } from './streamSession.js';

/** A frame waits while the socket holds more than this; beyond it frames are dropped. */
const MAX_BUFFERED_BYTES = 1_500_000;

function refuse(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ Message: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The least a start spec must carry for the node to start it; the bff builds the rest. */
function readStart(value: unknown): StreamStartSpec | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as { type?: unknown; spec?: Partial<StreamStartSpec> };
  const spec = message.spec;
  if (message.type !== 'start' || !spec || typeof spec !== 'object') return null;
  const ok =
    typeof spec.modelId === 'string' &&
    typeof spec.variationCode === 'string' &&
    Array.isArray(spec.powerParts) &&
    Array.isArray(spec.partIds) &&
    typeof spec.tools === 'object' &&
    typeof spec.video === 'object' &&
    spec.video !== null &&
    Number.isFinite(spec.video.width) &&
    Number.isFinite(spec.video.height);
  return ok ? (spec as StreamStartSpec) : null;
}

/**
 * The node's live sessions behind `ws://NODE/stream`: one socket per session, at most `capacity`
 * at once (503 beyond). The first message starts the session; the socket's close ends it and frees
 * its page.
 */
export class StreamServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  private readonly sessions = new Set<StreamSession>();
  /** Sockets taken in, their session started or not: what the capacity counts. */
  private sockets = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly host: StreamHost,
    readonly capacity: number,
  ) {
    this.unsubscribe = host.onGone(() => {
      for (const session of this.sessions) session.lost();
    });
  }

  /** Sessions are expected: the host starts its browser and readies a page (errors show on the session). */
  warmUp(): void {
    this.host.warmUp().catch(() => undefined);
  }

  get streams(): number {
    return this.sessions.size;
  }

  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => undefined);
      const path = (request.url ?? '/').split('?')[0];
      if (path !== '/stream') refuse(socket, 404, 'Not Found', `No websocket at ${path}`);
      else if (this.sockets >= this.capacity)
        refuse(socket, 503, 'Service Unavailable', `all ${this.capacity} streams of this node are busy`);
      else this.wss.handleUpgrade(request, socket, head, (ws) => this.serve(ws));
    });
  }

  private serve(ws: WebSocket): void {
    this.sockets++;
    let session: StreamSession | null = null;
    let starting = false;
    let queue = Promise.resolve();
    const output: SessionOutput = {
      text: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(message);
      },
      binary: (frame) => {
        if (ws.readyState !== ws.OPEN || ws.bufferedAmount > MAX_BUFFERED_BYTES) return false;
        ws.send(frame, { binary: true });
        return true;
      },
      end: (_reason, message, code) => {
        if (ws.readyState === ws.OPEN) ws.close(code, message.slice(0, 120));
      },
    };
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      const text = data.toString('utf8');
      if (!starting) {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // answered below
        }
        const spec = readStart(parsed);
        if (!spec) {
          output.text(
            JSON.stringify({
              type: 'error',
              command: null,
              Message: 'the first message must start a stream',
            }),
          );
          ws.close(1008, 'no start');
          return;
        }
        starting = true;
        const started = sceneBundle().then((bundle) => {
          if (ws.readyState !== ws.OPEN) return;
          session = new StreamSession(this.host, spec, output, bundle.version);
          this.sessions.add(session);
          void session.start();
        });
        queue = started.catch((error: unknown) => {
          output.text(JSON.stringify({ type: 'error', command: null, Message: errorMessage(error) }));
          ws.close(1011, 'start failed');
        });
        return;
      }
      // Commands run in the order they came; input and signalling never wait behind them, only
      // behind the start while the session is being made.
      const current = session;
      if (current && text.startsWith('{')) void current.receive(text).catch(() => undefined);
      else queue = queue.then(() => session?.receive(text)).catch(() => undefined);
    });
    ws.on('close', () => {
      void queue.then(() => {
        this.sockets--;
        if (!session) return;
        this.sessions.delete(session);
        void session.close();
      });
    });
  }

  async close(): Promise<void> {
    this.unsubscribe();
    for (const client of this.wss.clients) client.close(1001, 'node closing');
    await Promise.all([...this.sessions].map((session) => session.close()));
    this.sessions.clear();
    await new Promise<void>((done) => this.wss.close(() => done()));
  }
}
