import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererHost } from '../host/rendererHost.js';
import type { StillSpec } from '../scene/stillSpec.js';
import { recordClip } from './clipRecorder.js';
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

  beforeAll(async () => {
    host = new RendererHost({ maxConcurrent: 2 });
    directory = await mkdtemp(join(tmpdir(), 'clips-test-'));
  });
  afterAll(async () => {
    await host.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('records frames from the scene and encodes a playable MP4', async () => {
    const started = performance.now();
    const renders = host.stats().renders;
    const bytes = await recordClip(host, base, 'focus', { format: { frames: FRAMES } });
    const seconds = (performance.now() - started) / 1000;
    expect(host.stats().renders - renders).toBe(FRAMES);
    expect(bytes.toString('ascii', 4, 8)).toBe('ftyp');
    const path = join(directory, 'focus.mp4');
    await writeFile(path, bytes);
    const info = await probe(path);
    expect(info).toMatchObject({ frames: FRAMES, width: 640, height: 360, codec: 'h264', pixFmt: 'yuv420p' });
    expect(info.duration).toBeGreaterThan(0);
    expect(info.duration).toBeCloseTo(FRAMES / 24, 1);
    // The index (moov) comes before the frames (mdat): a browser can start playing at once.
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    console.info(`clip of ${FRAMES} frames at 640x360: ${seconds.toFixed(2)} s`);
  });

  it('takes the frame count, rate and size it is given', async () => {
    const format = { frames: 4, fps: 8, width: 320, height: 180 };
    const bytes = await recordClip(host, base, 'rotate', { format });
    const path = join(directory, 'rotate.mp4');
    await writeFile(path, bytes);
    const info = await probe(path);
    expect(info).toMatchObject({ frames: 4, width: 320, height: 180 });
    expect(info.duration).toBeCloseTo(4 / 8, 1);
  });

  it('stops between frames when asked, leaving no file behind', async () => {
    const work = await mkdtemp(join(directory, 'work-'));
    const controller = new AbortController();
    const recording = recordClip(host, base, 'zoom', {
      signal: controller.signal,
      concurrency: 1,
      temporaryDirectory: work,
    });
    setTimeout(() => controller.abort(), 150);
    await expect(recording).rejects.toThrow();
    expect(await readdir(work)).toEqual([]);
  });

  it('says clearly that ffmpeg is missing, before rendering anything', async () => {
    const renders = host.stats().renders;
    const failure = recordClip(host, base, 'rotate', { ffmpegPath: '/nonexistent/ffmpeg' });
    await expect(failure).rejects.toBeInstanceOf(FfmpegMissingError);
    await expect(failure).rejects.toThrow(FFMPEG_MISSING_MESSAGE);
    expect(host.stats().renders).toBe(renders);
  });
});
