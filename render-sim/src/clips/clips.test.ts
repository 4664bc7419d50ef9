import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererHost } from '../host/rendererHost.js';
import type { StillSpec } from '../scene/stillSpec.js';
import { ClipCache } from './clipCache.js';
import { FFMPEG_MISSING_MESSAGE, FfmpegMissingError } from './encoder.js';

const run = promisify(execFile);
const FRAMES = 12;

const base: StillSpec = {
  modelId: 'CLIP-TEST',
  brand: 'HQV',
  family: 'naked',
  engineType: '4-Stroke',
  colorCode: 'FFFFFF',
  parts: [],
  xbowColors: null,
  perspective: 6,
  width: 1280,
  height: 720,
  format: 'png',
  background: 'studio',
};

async function probe(path: string): Promise<{
  duration: number;
  frames: number;
  width: number;
  height: number;
  codec: string;
  pixFmt: string;
}> {
  const { stdout } = await run('/usr/bin/ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-show_entries',
    'format=duration:stream=nb_read_frames,width,height,codec_name,pix_fmt',
    '-of',
    'json',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration: string };
    streams: { nb_read_frames: string; width: number; height: number; codec_name: string; pix_fmt: string }[];
  };
  const stream = info.streams[0];
  return {
    duration: Number(info.format.duration),
    frames: Number(stream?.nb_read_frames),
    width: stream?.width ?? 0,
    height: stream?.height ?? 0,
    codec: stream?.codec_name ?? '',
    pixFmt: stream?.pix_fmt ?? '',
  };
}

describe('waiting-room clips', () => {
  let host: RendererHost;
  let directory: string;
  let clips: ClipCache;

  beforeAll(async () => {
    host = new RendererHost({ maxConcurrent: 2 });
    directory = await mkdtemp(join(tmpdir(), 'clips-test-'));
    clips = new ClipCache(directory, host, { frames: FRAMES });
  });
  afterAll(async () => {
    await host.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('records frames from the scene and encodes a playable MP4, once', async () => {
    const started = performance.now();
    const renders = host.stats().renders;
    const [clip, joined] = await Promise.all([
      clips.get({ base, kind: 'focus' }),
      clips.get({ base, kind: 'focus' }),
    ]);
    const seconds = (performance.now() - started) / 1000;
    expect(host.stats().renders - renders).toBe(FRAMES);
    expect(joined).toEqual(clip);
    expect(clip.cached).toBe(false);
    const bytes = await readFile(clip.path);
    expect(bytes.length).toBe(clip.size);
    expect(bytes.toString('ascii', 4, 8)).toBe('ftyp');
    const info = await probe(clip.path);
    expect(info).toMatchObject({ frames: FRAMES, width: 640, height: 360, codec: 'h264', pixFmt: 'yuv420p' });
    expect(info.duration).toBeGreaterThan(0);
    expect(info.duration).toBeCloseTo(FRAMES / 24, 1);
    // The index (moov) comes before the frames (mdat): a browser can start playing at once.
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    console.info(`clip of ${FRAMES} frames at 640x360: ${seconds.toFixed(2)} s`);

    const again = await clips.get({ base, kind: 'focus' });
    expect(again).toEqual({ ...clip, cached: true });
    expect(host.stats().renders - renders).toBe(FRAMES);
    expect((await readdir(directory)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keys clips by scene and camera move', async () => {
    const rotate = await clips.key({ base, kind: 'rotate' });
    expect(await clips.key({ base, kind: 'rotate' })).toBe(rotate);
    expect(await clips.key({ base, kind: 'zoom' })).not.toBe(rotate);
    expect(await clips.key({ base: { ...base, colorCode: '000000' }, kind: 'rotate' })).not.toBe(rotate);
    // The size of the base still does not matter: every clip has the clip size.
    expect(await clips.key({ base: { ...base, width: 10 }, kind: 'rotate' })).toBe(rotate);
  });

  it('stops a job between frames when asked, leaving nothing behind', async () => {
    const controller = new AbortController();
    const recording = clips.get({ base, kind: 'zoom' }, { signal: controller.signal, concurrency: 1 });
    setTimeout(() => controller.abort(), 150);
    await expect(recording).rejects.toThrow();
    expect(await clips.find({ base, kind: 'zoom' })).toBeNull();
    expect((await readdir(directory)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('says clearly that ffmpeg is missing, before rendering anything', async () => {
    const missing = new ClipCache(directory, host, { frames: FRAMES, ffmpegPath: '/nonexistent/ffmpeg' });
    const renders = host.stats().renders;
    const failure = missing.get({ base, kind: 'rotate' });
    await expect(failure).rejects.toBeInstanceOf(FfmpegMissingError);
    await expect(failure).rejects.toThrow(FFMPEG_MISSING_MESSAGE);
    expect(host.stats().renders).toBe(renders);
  });
});
