import { spawn } from 'node:child_process';
import WebSocket from 'ws';
import { FFMPEG_PATH } from '../clips/encoder.js';
import type { StreamStartSpec } from '../protocol.js';

/** One message from the node, in the order they came: text (JSON or a plain reply) or a JPEG frame. */
export type StreamEvent =
  | { kind: 'text'; text: string; at: number }
  | { kind: 'frame'; bytes: Buffer; at: number };

/** An upgrade the node answered with an HTTP status instead of a websocket. */
export class StreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`the node refused the stream with ${status}: ${body}`);
    this.name = 'StreamRefused';
  }
}

type Found<T> = T | undefined | null | false;

/**
 * A test's side of `ws://NODE/stream`: keeps every text message and binary frame in arrival order
 * and waits until what it holds satisfies a predicate.
 */
export class StreamClient {
  readonly events: StreamEvent[] = [];
  closed: { code: number; reason: string } | null = null;
  private readonly listeners = new Set<() => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      const at = Date.now();
      this.events.push(
        isBinary ? { kind: 'frame', bytes: data, at } : { kind: 'text', text: data.toString(), at },
      );
      this.changed();
    });
    ws.on('close', (code: number, reason: Buffer) => {
      this.closed = { code, reason: reason.toString() };
      this.changed();
    });
    ws.on('error', () => undefined);
  }

  /** Opens the socket; rejects with StreamRefused when the node answers with a status. */
  static open(url: string): Promise<StreamClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new StreamClient(ws)));
      ws.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => reject(new StreamRefused(response.statusCode ?? 0, body)));
      });
      ws.once('error', reject);
    });
  }

  /** Opens the socket and sends the start message. */
  static async start(url: string, spec: StreamStartSpec): Promise<StreamClient> {
    const client = await StreamClient.open(url);
    client.send({ type: 'start', spec });
    return client;
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Text messages so far (from event index `from`). */
  texts(from = 0): string[] {
    return this.events.slice(from).flatMap((event) => (event.kind === 'text' ? [event.text] : []));
  }

  /** JSON messages so far, parsed (from event index `from`). */
  messages(from = 0): Record<string, unknown>[] {
    return this.texts(from)
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>);
  }

  /** Binary frames so far (from event index `from`). */
  frames(from = 0): Buffer[] {
    return this.events.slice(from).flatMap((event) => (event.kind === 'frame' ? [event.bytes] : []));
  }

  /** The states in the order they came. */
  states(): string[] {
    return this.messages()
      .filter((message) => message.type === 'state')
      .map((message) => String(message.state));
  }

  send(message: string | object): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with what `find` answers once it answers something; rejects after `timeoutMs`. */
  waitFor<T>(find: (client: StreamClient) => Found<T>, timeoutMs = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        let found: Found<T>;
        try {
          found = find(this);
        } catch (error) {
          done();
          reject(error);
          return;
        }
        if (found !== undefined && found !== null && found !== false) {
          done();
          resolve(found);
        } else if (this.closed) {
          done();
          reject(new Error(`the socket closed (${this.closed.code}) first; last messages:\n${this.last()}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`waited ${timeoutMs} ms in vain; last messages:\n${this.last()}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  private last(): string {
    return this.texts()
      .filter((text) => !text.includes('"bitrate"'))
      .slice(-8)
      .join('\n');
  }

  /** The first JSON message of `type` from event index `from` on. */
  waitForJson(type: string, from = 0, timeoutMs = 10_000): Promise<Record<string, unknown>> {
    return this.waitFor(
      (client) => client.messages(from).find((message) => message.type === type),
      timeoutMs,
    );
  }

  /**
   * Sends a command and answers its reply: the first plain text or error after it (bitrate and
   * state messages aside).
   */
  async command(text: string, timeoutMs = 10_000): Promise<string> {
    const from = this.events.length;
    this.send(text);
    return this.waitFor(
      (client) =>
        client.texts(from).find((reply) => !reply.startsWith('{') || JSON.parse(reply).type === 'error'),
      timeoutMs,
    );
  }

  /** Waits until no frame came for `quietMs` and answers the last frame. */
  async settledFrame(quietMs = 400, timeoutMs = 10_000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const last = this.events.findLast((event) => event.kind === 'frame');
      if (last?.kind === 'frame' && Date.now() - last.at >= quietMs) return last.bytes;
      if (Date.now() > deadline) throw new Error(`the frames did not settle within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  waitForClose(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    return this.waitFor((client) => client.closed, timeoutMs);
  }

  /** Closes the socket and waits until it is closed. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.ws.close();
    await this.waitForClose();
  }
}

/** A JPEG decoded to grey levels at `width` x `height`, one byte a pixel (through ffmpeg). */
export function jpegGray(jpeg: Buffer, width: number, height: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      FFMPEG_PATH,
      ['-hide_banner', '-loglevel', 'error', '-f', 'jpeg_pipe', '-i', 'pipe:0'].concat([
        '-vf',
        `scale=${width}:${height}:flags=area`,
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        'pipe:1',
      ]),
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const chunks: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const data = Buffer.concat(chunks);
      if (code === 0 && data.length === width * height) resolve(new Uint8Array(data));
      else reject(new Error(`ffmpeg could not decode the frame (${code}): ${errors}`));
    });
    child.stdin.end(jpeg);
  });
}

/**
 * The share of pixels whose grey level differs by more than `threshold` between two frames, both
 * shrunk to `width` x `height` first, so that JPEG noise (the quality follows the bitrate) averages
 * out and only what the picture shows counts.
 */
export async function frameChange(a: Buffer, b: Buffer, { width = 80, height = 45, threshold = 12 } = {}) {
  const [x, y] = await Promise.all([jpegGray(a, width, height), jpegGray(b, width, height)]);
  let changed = 0;
  for (let i = 0; i < x.length; i++) if (Math.abs((x[i] ?? 0) - (y[i] ?? 0)) > threshold) changed++;
  return changed / x.length;
}
