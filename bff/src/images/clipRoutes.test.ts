import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { RendererHost } from '@configurator/render-sim/host/rendererHost';
import type { StillSpec } from '@configurator/render-sim/scene/stillSpec';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { CLIP_GROUPS, clipModel } from './clipService.js';

const run = promisify(execFile);
/** Half a second at 24 fps: a real clip, quickly. */
const FRAMES = 12;

async function durationOf(bytes: Buffer, directory: string): Promise<number> {
  const file = join(directory, `probe-${Date.now()}.mp4`);
  await writeFile(file, bytes);
  const { stdout } = await run('/usr/bin/ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  return Number(stdout.trim());
}

describe.each(testDatabases())('waiting-room clips on $name', (db) => {
  let t: TestApp;
  let cacheDir: string;
  let host: RendererHost;
  let renders = 0;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'clips-'));
    host = new RendererHost();
    const renderer = {
      render: (spec: StillSpec) => {
        renders++;
        return host.render(spec);
      },
      close: () => host.close(),
    };
    t = await startTestApp(db, { RENDER_CACHE_DIR: cacheDir }, { renderer, clipFormat: { frames: FRAMES } });
  });
  afterAll(async () => {
    await t.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('films the representative model of each group', async () => {
    const snapshot = await t.app.services.catalog.current();
    const model = (group: (typeof CLIP_GROUPS)[number]) => clipModel(snapshot, group)?.vehicle;
    expect(model('xbow')?.segment).toBe('KTM-XBOW');
    expect(model('street')).toMatchObject({ brand: 'KTM', segment: 'KTM-NAKED' });
    expect(model('ktm')).toMatchObject({ brand: 'KTM', segment: 'KTM-TRAVEL' });
    expect(model('hqv')?.brand).toBe('HQV');
    expect(model('gg')?.brand).toBe('GG');
  });

  it("lists a group's three clips", async () => {
    for (const group of CLIP_GROUPS) {
      const listing = await get(`/videos/${group}/`);
      expect(listing.statusCode, listing.body).toBe(200);
      expect(listing.json()).toEqual(
        ['rotate', 'zoom', 'focus'].map((k) => `/videos/${group}/${group}_${k}.mp4`),
      );
    }
    expect((await get('/videos/ktm')).json()).toHaveLength(3);
  });

  it('records a clip on first request, once for concurrent requests, and serves it from disk then', async () => {
    const url = '/videos/ktm/ktm_focus.mp4';
    const before = renders;
    const started = performance.now();
    const [first, joined] = await Promise.all([get(url), get(url)]);
    const seconds = (performance.now() - started) / 1000;
    expect(first.statusCode, first.body).toBe(200);
    expect(renders - before).toBe(FRAMES);
    expect(joined.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['content-type']).toBe('video/mp4');
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.toString('ascii', 4, 8)).toBe('ftyp');
    expect(await durationOf(first.rawPayload, cacheDir)).toBeGreaterThan(0);
    console.info(`clip of ${FRAMES} frames through the server: ${seconds.toFixed(2)} s`);

    const second = await get(url);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders - before).toBe(FRAMES);
    expect(await readdir(join(cacheDir, 'videos'))).toContain(
      `${String(first.headers.etag).slice(1, -1)}.mp4`,
    );
    expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('answers byte ranges with 206 and exactly those bytes', async () => {
    const url = '/videos/ktm/ktm_focus.mp4';
    const whole = (await get(url)).rawPayload;
    const start = await get(url, { range: 'bytes=0-99' });
    expect(start.statusCode).toBe(206);
    expect(start.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(start.headers['accept-ranges']).toBe('bytes');
    expect(start.headers['content-length']).toBe('100');
    expect(start.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const tail = await get(url, { range: 'bytes=-64' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 64))).toBe(true);
    const middle = await get(url, { range: `bytes=200-${whole.length + 500}` });
    expect(middle.headers['content-range']).toBe(`bytes 200-${whole.length - 1}/${whole.length}`);
    expect(middle.rawPayload.equals(whole.subarray(200))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-9' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('10');
    expect(head.rawPayload.length).toBe(0);
    const past = await get(url, { range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    // A range of another version: the whole file instead.
    const stale = await get(url, { range: 'bytes=0-99', 'if-range': '"another-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(whole.length);
  });

  it('answers unknown groups and files with 404', async () => {
    for (const url of [
      '/videos/nope/',
      '/videos/nope/nope_rotate.mp4',
      '/videos/xbow/ktm_rotate.mp4',
      '/videos/xbow/xbow_spin.mp4',
      '/videos/xbow/xbow_rotate.webm',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().Message).toMatch(/group|file/);
    }
  });

  describe('beside the main app', () => {
    const sideApp = async (env: NodeJS.ProcessEnv, frames: number): Promise<FastifyInstance> => {
      const app = await buildApp(
        loadConfig({ LOG_LEVEL: 'silent', RENDER_CACHE_DIR: join(cacheDir, `side-${frames}`), ...env }),
        { database: t.database, clipFormat: { frames } },
      );
      await app.ready();
      return app;
    };

    it('says clearly when ffmpeg is missing', async () => {
      const app = await sideApp({ PREPARE_CLIPS: 'false', FFMPEG_PATH: '/nonexistent/ffmpeg' }, FRAMES);
      try {
        const answer = await app.inject({ url: '/videos/gg/gg_rotate.mp4' });
        expect(answer.statusCode).toBe(503);
        expect(answer.json().Message).toBe('ffmpeg is not installed; install the Debian package ffmpeg');
      } finally {
        await app.close();
      }
    });

    it('records every clip in the background once the server listens', async () => {
      const app = await sideApp({ PREPARE_CLIPS: 'true' }, 2);
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const directory = join(cacheDir, 'side-2', 'videos');
        const deadline = Date.now() + 90_000;
        let files: string[] = [];
        while (Date.now() < deadline) {
          files = (await readdir(directory).catch(() => [])).filter((f) => f.endsWith('.mp4'));
          if (files.length === CLIP_GROUPS.length * 3) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(files).toHaveLength(15);
        const served = await app.inject({ url: '/videos/xbow/xbow_rotate.mp4' });
        expect(served.headers['x-render-cache']).toBe('hit');
      } finally {
        await app.close();
      }
    });

    it('stops recording in the background when the server closes, leaving no partial file', async () => {
      const app = await sideApp({ PREPARE_CLIPS: 'true' }, 48);
      await app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const started = performance.now();
      await app.close();
      expect(performance.now() - started).toBeLessThan(5000);
      const files = await readdir(join(cacheDir, 'side-48', 'videos')).catch(() => []);
      expect(files.filter((f) => !f.endsWith('.mp4'))).toEqual([]);
      expect(files.length).toBeLessThan(15);
    });
  });
});
