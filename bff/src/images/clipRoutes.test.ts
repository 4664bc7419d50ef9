import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CLIP_GROUPS } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { clipModel } from './clipService.js';

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

/** Every file under a directory, one level of subfolders deep (the results are kept by key prefix). */
async function filesUnder(directory: string): Promise<string[]> {
  const folders = await readdir(directory).catch(() => [] as string[]);
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(join(directory, folder)).catch(() => [])).map((f) => join(folder, f)),
    ),
  );
  return files.flat();
}

// Rendering and printing, not storage, are the subject here: PGlite alone (the render tables run
// on both databases in bff/src/render).
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('waiting-room clips on $name', (db) => {
  let t: TestApp;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'clips-'));
    // Clips are recorded by the render node started beside the app, with ffmpeg.
    t = await startTestApp(
      db,
      { RENDER_CACHE_DIR: join(cacheDir, 'main') },
      { clipFormat: { frames: FRAMES } },
    );
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

  it('records a clip on first request, once for concurrent requests, and serves it from the results then', async () => {
    const url = '/videos/ktm/ktm_focus.mp4';
    const before = t.app.renderQueue.counters().rendered;
    const started = performance.now();
    const [first, joined] = await Promise.all([get(url), get(url)]);
    const seconds = (performance.now() - started) / 1000;
    expect(first.statusCode, first.body).toBe(200);
    expect(t.app.renderQueue.counters().rendered - before).toBe(1);
    expect(joined.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['content-type']).toBe('video/mp4');
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.toString('ascii', 4, 8)).toBe('ftyp');
    expect(await durationOf(first.rawPayload, cacheDir)).toBeCloseTo(FRAMES / 24, 1);
    console.info(`clip of ${FRAMES} frames through the server: ${seconds.toFixed(2)} s`);

    const second = await get(url);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.renderQueue.counters().rendered - before).toBe(1);
    // Kept with every render result: in the database for every server, on this server's disk.
    const key = String(first.headers.etag).slice(1, -1);
    const result = await t.app.renderResults.find(key);
    expect(result?.size).toBe(first.rawPayload.length);
    expect((await stat(result?.path ?? '')).size).toBe(first.rawPayload.length);
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

  describe('in apps of their own', () => {
    /** An app on a database of its own: one that shares the main app's would see its render node. */
    const ownApp = async (env: NodeJS.ProcessEnv, frames: number): Promise<TestApp> =>
      startTestApp(
        db,
        { RENDER_CACHE_DIR: join(cacheDir, `own-${frames}`), ...env },
        { clipFormat: { frames } },
      );

    it('says clearly when ffmpeg is missing', async () => {
      const own = await ownApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' }, FRAMES);
      try {
        const answer = await own.app.inject({ url: '/videos/gg/gg_rotate.mp4' });
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe('60');
        expect(answer.json().Message).toBe('ffmpeg is not installed; install the Debian package ffmpeg');
      } finally {
        await own.close();
      }
    });

    it('records every clip in the background once the server listens', async () => {
      const own = await ownApp({ PREPARE_CLIPS: 'true' }, 2);
      try {
        await own.app.listen({ port: 0, host: '127.0.0.1' });
        const deadline = Date.now() + 120_000;
        while (Date.now() < deadline && own.app.renderQueue.counters().rendered < CLIP_GROUPS.length * 3) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(own.app.renderQueue.counters()).toMatchObject({ rendered: 15, failed: 0 });
        for (const group of CLIP_GROUPS) {
          for (const kind of ['rotate', 'zoom', 'focus']) {
            const served = await own.app.inject({ url: `/videos/${group}/${group}_${kind}.mp4` });
            expect(served.statusCode, served.body).toBe(200);
            expect(served.headers['x-render-cache'], `${group} ${kind}`).toBe('hit');
          }
        }
        expect(own.app.renderQueue.counters().rendered).toBe(15);
      } finally {
        await own.close();
      }
    });

    it('stops recording in the background when the server closes, leaving no partial file', async () => {
      const own = await ownApp({ PREPARE_CLIPS: 'true' }, 48);
      const results = join(cacheDir, 'own-48', 'results');
      try {
        await own.app.listen({ port: 0, host: '127.0.0.1' });
        await new Promise((resolve) => setTimeout(resolve, 1500));
      } finally {
        await own.close();
      }
      const files = await filesUnder(results);
      expect(files.filter((f) => !f.endsWith('.bin') && !f.endsWith('.json'))).toEqual([]);
      // Closing did not wait for every clip (15 of them), and nothing records after it.
      expect(files.filter((f) => f.endsWith('.bin')).length).toBeLessThan(15);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await filesUnder(results)).sort()).toEqual([...files].sort());
    });
  });
});
