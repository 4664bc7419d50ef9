import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { NodeHealth, RenderJob } from '../render/renderClient.js';

/** One transparent 1×1 PNG: pictures for tests that need them to exist, not to look like anything. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface StubRenderNode {
  url: string;
  /** Every job it was sent, in order. */
  jobs: RenderJob[];
  close(): Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * A render node that speaks the protocol (render-sim/src/protocol.ts) and answers every job with
 * a tiny PNG at once: for screens and flows whose tests need pictures to exist, not to look like
 * anything, without a Chromium drawing motorcycles.
 */
export async function startStubRenderNode(sceneVersion = 'stub-scene'): Promise<StubRenderNode> {
  const jobs: RenderJob[] = [];
  const nodeId = randomUUID();
  const server = createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/healthz') {
      const health: NodeHealth = {
        nodeId,
        sceneVersion,
        capacity: 4,
        inFlight: 0,
        renders: jobs.length,
        ffmpeg: false,
        streamCapacity: 0,
        streams: 0,
        pid: process.pid,
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(health));
      return;
    }
    if (request.method === 'POST' && request.url === '/render') {
      const job = JSON.parse(await bodyOf(request)) as RenderJob;
      jobs.push(job);
      if (job.kind === 'clip') {
        response
          .writeHead(503, { 'content-type': 'application/json', 'x-render-error': 'ffmpeg-missing' })
          .end(JSON.stringify({ Message: 'clips: this render node has no ffmpeg' }));
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'image/png',
          'x-render-meta': JSON.stringify({
            depth: job.kind === 'layer' ? 1 : null,
            coverage: 0,
            renderMs: 0,
          }),
          'x-scene-version': sceneVersion,
        })
        .end(TINY_PNG);
      return;
    }
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ Message: 'no route' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the stub render node has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    jobs,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections of the server's HTTP client would hold the close open.
        server.closeAllConnections();
      }),
  };
}
