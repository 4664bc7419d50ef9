import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientAssets } from './clientAssets.js';

const SCRIPT = `console.log(${JSON.stringify('a script of the client '.repeat(200))});`;
const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';

describe('the client build as the server serves it', () => {
  let dir: string;
  let app: FastifyInstance;
  let shellsSent = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'client-assets-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), PAGE);
    await writeFile(join(dir, 'index.html.br'), brotliCompressSync(PAGE));
    await writeFile(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    app = Fastify();
    await registerClientAssets(app, dir, () => shellsSent++);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a script to a browser that accepts it, cached for a year', async () => {
    const answer = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip or the plain file to browsers that accept no brotli', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('tells of each app page asked for, not of its files or of the API', async () => {
    const before = shellsSent;
    await app.inject({ url: '/assets/index-abc123.js' });
    await app.inject({ url: '/api/posconfigurator/nothing' });
    expect(shellsSent).toBe(before);
    await app.inject({ url: '/main/motorcycles' });
    await app.inject({ url: '/main/configuration/KTM-890/categories' });
    expect(shellsSent).toBe(before + 2);
  });

  it('answers the app shell for the client routes, asked again on every visit', async () => {
    for (const url of ['/index.html', '/main/motorcycles?culture=en-GB']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(PAGE);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the shell of a client route from memory: compressed, with an ETag, 304 when unchanged', async () => {
    const first = await app.inject({ url: '/main', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(PAGE);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({
      url: '/main/configuration/X/categories',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Read once at the start: the pages of a running server no longer touch the disk.
    await rm(join(dir, 'index.html.br'));
    const later = await app.inject({ url: '/main', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(PAGE);
  });

  it('answers an unknown API path with a message, not the shell', async () => {
    const answer = await app.inject({ url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ Message: 'No route GET /api/nothing-here' });
  });
});
