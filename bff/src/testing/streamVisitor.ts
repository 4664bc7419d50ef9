import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { STREAM_PATH } from '../stream/streamRoutes.js';

/** A text message of the stream: its text and, for JSON, the parsed object. */
export interface StreamMessage {
  text: string;
  json: { type?: string; state?: string; [key: string]: unknown } | null;
}

export type MessageTest = (message: StreamMessage) => boolean;

/** The message is `{"type":"state","state":<state>}`. */
export const state =
  (name: string): MessageTest =>
  (message) =>
    message.json?.type === 'state' && message.json.state === name;

/** The message is JSON of this type. */
export const ofType =
  (type: string): MessageTest =>
  (message) =>
    message.json?.type === type;

/** The message is this plain text. */
export const text =
  (reply: string): MessageTest =>
  (message) =>
    message.json === null && message.text === reply;

/** Where the stream of a listening app is, and the Origin its own page would send. */
export function streamAddress(app: FastifyInstance): { base: string; origin: string } {
  const { port } = app.server.address() as AddressInfo;
  return { base: `ws://127.0.0.1:${port}${STREAM_PATH}`, origin: `http://127.0.0.1:${port}` };
}

/**
 * A visitor's stream socket as a page opens it (the token as subprotocol, the page's Origin), keeping
 * every message it receives so a test can wait for the one it expects.
 */
export class StreamVisitor {
  readonly messages: StreamMessage[] = [];
  frames = 0;
  /** The close code and reason once the server closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) this.frames++;
      else {
        const raw = data.toString('utf8');
        let json: StreamMessage['json'] = null;
        try {
          if (raw.startsWith('{')) json = JSON.parse(raw);
        } catch {
          // kept as text: a test expecting JSON fails on it
        }
        this.messages.push({ text: raw, json });
      }
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters) wake();
      }),
    );
  }

  /** Opens the socket; rejects when the handshake is refused. */
  static open(
    address: { base: string; origin: string },
    token: string,
    query: string,
  ): Promise<StreamVisitor> {
    const socket = new WebSocket(`${address.base}?${query}`, ['configurator-stream', `bearer.${token}`], {
      headers: { Origin: address.origin },
    });
    const visitor = new StreamVisitor(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(visitor));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`the stream handshake was refused with ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(message: string | object): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The states received so far, in order. */
  states(): string[] {
    return this.messages.flatMap((m) => (m.json?.type === 'state' ? [String(m.json.state)] : []));
  }

  /** JSON messages received so far, without the periodic bitrate reports. */
  events(): StreamMessage['json'][] {
    return this.messages.flatMap((m) => (m.json && m.json.type !== 'bitrate' ? [m.json] : []));
  }

  /**
   * The first message from position `from` on that passes `test` (its position and itself);
   * rejects after `timeoutMs`, naming what came instead.
   */
  async waitFor(
    test: MessageTest,
    options: { from?: number; timeoutMs?: number } = {},
  ): Promise<StreamMessage & { index: number }> {
    const from = options.from ?? 0;
    const timeoutMs = options.timeoutMs ?? 30_000;
    const find = () => {
      const index = this.messages.findIndex((message, at) => at >= from && test(message));
      return index < 0 ? null : { ...(this.messages[index] as StreamMessage), index };
    };
    const found = find();
    if (found) return found;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        const seen = this.messages.slice(from).map((m) => m.text.slice(0, 100));
        reject(new Error(`no such message within ${timeoutMs} ms; received: ${seen.join(' | ')}`));
      }, timeoutMs);
      const wake = () => {
        const match = find();
        if (match) {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve(match);
        }
      };
      this.waiters.add(wake);
    });
  }

  /** Closes the socket if it is still open (a test's clean-up). */
  close(): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING)
      this.socket.terminate();
  }
}
