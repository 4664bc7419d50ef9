import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordClip } from '../clips/clipRecorder.js';
import { checkFfmpeg, FFMPEG_PATH, FfmpegMissingError } from '../clips/encoder.js';
import type { RendererHost } from '../host/rendererHost.js';
import { sceneBundle } from '../host/sceneBundle.js';
import type { NodeHealth, RenderJob, RenderMeta } from '../protocol.js';
import type { StreamHost } from '../stream/streamHost.js';
import { StreamServer } from '../stream/streamServer.js';
import { readRenderJob } from './readRenderJob.js';

/** A job is a few kilobytes; anything near this is not a job. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface RenderNodeOptions {
  renderer: RendererHost;
  /** Jobs rendered at once (the renderer's page count); more wait in its queue. */
  capacity: number;
  ffmpegPath?: string;
  maxBodyBytes?: number;
  /** Live 3D sessions on `/stream` (websocket); none without a host. */
  streams?: { host: StreamHost; capacity: number } | null;
}

interface Rendered {
  bytes: Buffer;
  contentType: string;
  meta: Omit<RenderMeta, 'renderMs'>;
}

class BodyTooLargeError extends Error {}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

const imageType = (format: 'png' | 'webp') => (format === 'webp' ? 'image/webp' : 'image/png');

/**
 * A render node: the renderer host behind HTTP. `GET /healthz` answers NodeHealth, `POST /render`
 * renders one RenderJob and answers its bytes (see protocol.ts). The node keeps nothing: whoever
 * asks caches the results. Bad input is answered 400 naming the field, never a crash.
 */
export class RenderNode {
  readonly nodeId = randomUUID();
  readonly server: Server;
  private readonly renderer: RendererHost;
  private readonly capacity: number;
  private readonly ffmpegPath: string;
  private readonly maxBodyBytes: number;
  private inFlight = 0;
  private renders = 0;
  readonly streams: StreamServer | null;

  constructor(options: RenderNodeOptions) {
    this.renderer = options.renderer;
    this.capacity = options.capacity;
    this.ffmpegPath = options.ffmpegPath ?? FFMPEG_PATH;
    this.maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        answerJson(response, 500, { Message: error instanceof Error ? error.message : String(error) });
      });
    });
    this.streams = options.streams ? new StreamServer(options.streams.host, options.streams.capacity) : null;
    this.streams?.attach(this.server);
    this.server.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
      else socket.destroy();
    });
  }

  async health(): Promise<NodeHealth> {
    const ffmpeg = await checkFfmpeg(this.ffmpegPath).then(
      () => true,
      () => false,
    );
    return {
      nodeId: this.nodeId,
      sceneVersion: (await sceneBundle()).version,
      capacity: this.capacity,
      inFlight: this.inFlight,
      renders: this.renders,
      ffmpeg,
      streamCapacity: this.streams?.capacity ?? 0,
      streams: this.streams?.streams ?? 0,
      pid: process.pid,
    };
  }

  /** Listens on `host:port` (0: any free port) and answers the node's URL. */
  listen(port: number, host: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address() as AddressInfo;
        const shown = address.address.includes(':') ? `[${address.address}]` : address.address;
        resolve(`http://${shown}:${address.port}`);
      });
    });
  }

  /** Stops taking connections, then closes the browser. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await this.streams?.close();
    await closed;
    await this.renderer.close();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        answerJson(response, 405, { Message: 'use GET for /healthz' }, { allow: 'GET, HEAD' });
        return;
      }
      answerJson(response, 200, await this.health());
      return;
    }
    if (path === '/streams/warm' && this.streams) {
      // Sessions are expected: the live sessions' browser starts and readies a page now.
      if (request.method !== 'POST') {
        answerJson(response, 405, { Message: 'use POST for /streams/warm' }, { allow: 'POST' });
        return;
      }
      this.streams.warmUp();
      answerJson(response, 202, { Message: "the live sessions' browser is starting" });
      return;
    }
    if (path !== '/render') {
      answerJson(response, 404, { Message: `there is nothing at ${path}` });
      return;
    }
    if (request.method !== 'POST') {
      answerJson(response, 405, { Message: 'use POST for /render' }, { allow: 'POST' });
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request, this.maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      answerJson(
        response,
        413,
        { Message: `the job must be at most ${this.maxBodyBytes} bytes` },
        { connection: 'close' },
      );
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      answerJson(response, 400, { Message: 'the body must be a render job in JSON' });
      return;
    }
    const read = readRenderJob(parsed);
    if (!read.ok) {
      answerJson(response, 400, { Message: read.message });
      return;
    }
    await this.run(read.job, response);
  }

  private async run(job: RenderJob, response: ServerResponse): Promise<void> {
    const started = performance.now();
    // A clip stops between frames when whoever asked for it has gone.
    const gone = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) gone.abort();
    });
    this.inFlight++;
    let rendered: Rendered;
    try {
      rendered = await this.render(job, gone.signal);
      this.renders++;
    } catch (error) {
      if (error instanceof FfmpegMissingError) {
        answerJson(response, 503, { Message: error.message }, { 'x-render-error': 'ffmpeg-missing' });
      } else {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`render node: ${job.kind} job failed: ${message}`);
        answerJson(response, 500, { Message: `rendering failed: ${message}` });
      }
      return;
    } finally {
      this.inFlight--;
    }
    const meta: RenderMeta = { ...rendered.meta, renderMs: Math.round(performance.now() - started) };
    if (response.destroyed) return;
    response.writeHead(200, {
      'content-type': rendered.contentType,
      'content-length': rendered.bytes.length,
      'x-render-meta': JSON.stringify(meta),
      'x-scene-version': (await sceneBundle()).version,
    });
    response.end(rendered.bytes);
  }

  private async render(job: RenderJob, signal: AbortSignal): Promise<Rendered> {
    switch (job.kind) {
      case 'still': {
        const bytes = await this.renderer.render(job.spec);
        return { bytes, contentType: imageType(job.spec.format), meta: { depth: null, coverage: null } };
      }
      case 'layer': {
        const { bytes, meta } = await this.renderer.renderLayer(job.spec);
        return {
          bytes,
          contentType: imageType(job.spec.format),
          meta: { depth: meta.depth, coverage: meta.coverage },
        };
      }
      case 'clip': {
        const bytes = await recordClip(this.renderer, job.base, job.clip, {
          format: job.format ?? {},
          ffmpegPath: this.ffmpegPath,
          concurrency: this.capacity,
          signal,
        });
        return { bytes, contentType: 'video/mp4', meta: { depth: null, coverage: null } };
      }
      default: {
        const unknown: never = job;
        throw new Error(`unknown job ${JSON.stringify(unknown)}`);
      }
    }
  }
}
