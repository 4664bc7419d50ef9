import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { acceptedEncoding, jsonCompression } from './jsonCompression.js';

const LIST = {
  Vehicles: Array.from({ length: 60 }, (_, i) => ({ ModelId: `MODEL-${i}`, Name: `Model ${i}` })),
};
/** Above the size compressed on the spot: this one goes to the thread pool. */
const LARGE = {
  Vehicles: Array.from({ length: 2000 }, (_, i) => ({ ModelId: `MODEL-${i}`, Name: `Model ${i}` })),
};

describe('compressed JSON answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(jsonCompression);
    app.get('/list', async () => LIST);
    app.get('/large', async () => LARGE);
    app.get('/small', async () => ({ Ok: true }));
    app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    app.get('/oidc/token', async () => ({ access_token: 'a'.repeat(2000) }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends brotli to a browser that accepts it, and the same JSON comes back', async () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(32 * 1024);
    for (const [url, sent] of [
      ['/list', LIST],
      ['/large', LARGE],
    ] as const) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(sent).length / 4);
      expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual(sent);
    }
  });

  it('sends gzip where brotli is not accepted, and plain JSON where nothing is', async () => {
    for (const [url, sent] of [
      ['/list', LIST],
      ['/large', LARGE],
    ] as const) {
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(sent);
      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(sent);
    }
  });

  it('leaves small answers, other types and the identity provider alone', async () => {
    const headers = { 'accept-encoding': 'br' };
    for (const url of ['/small', '/text', '/oidc/token']) {
      const answer = await app.inject({ url, headers });
      expect(answer.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('reads the accepted encodings as browsers send them', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('the app on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it('compresses the vehicle list of the REST facade and of tRPC for a browser', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const rest = await t.app.inject({ url: '/api/posconfigurator/vehicles?brand=KTM&c=en-GB', headers });
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(rest.rawPayload).toString()).Segments.length).toBeGreaterThan(0);
    const input = encodeURIComponent(JSON.stringify({ 0: { c: 'en-GB', m: 'GB', brand: 'KTM' } }));
    const trpc = await t.app.inject({ url: `/api/trpc/vehicles.list?batch=1&input=${input}`, headers });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(trpc.headers['content-encoding']).toBe('br');
    expect(trpc.headers['content-type']).toMatch(/application\/json/);
    const [list] = JSON.parse(brotliDecompressSync(trpc.rawPayload).toString());
    expect(list.result.data.Segments.length).toBeGreaterThan(0);
  });
});
