import { spawn } from 'node:child_process';
import { once } from 'node:events';

export const FFMPEG_PATH = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

export const FFMPEG_MISSING_MESSAGE = 'ffmpeg is not installed; install the Debian package ffmpeg';

/** ffmpeg cannot be started: not installed, or not at the configured path. */
export class FfmpegMissingError extends Error {
  constructor(readonly path: string) {
    super(FFMPEG_MISSING_MESSAGE);
    this.name = 'FfmpegMissingError';
  }
}

const checked = new Map<string, Promise<void>>();

/**
 * Resolves when ffmpeg at `path` runs (`-version`), rejects with FfmpegMissingError otherwise. A
 * success is remembered; a failure is not, so installing ffmpeg later needs no restart.
 */
export function checkFfmpeg(path: string = FFMPEG_PATH): Promise<void> {
  let check = checked.get(path);
  if (!check) {
    check = new Promise<void>((resolve, reject) => {
      const child = spawn(path, ['-hide_banner', '-version'], { stdio: 'ignore' });
      child.on('error', () => reject(new FfmpegMissingError(path)));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new FfmpegMissingError(path))));
    });
    checked.set(path, check);
    check.catch(() => checked.delete(path));
  }
  return check;
}

export interface EncodeOptions {
  fps: number;
  ffmpegPath?: string;
}

/**
 * The encoder's arguments: PNG frames on stdin, H.264 in an MP4 whose index comes first
 * (`+faststart`, so a browser starts playing before the whole file is there), 4:2:0 for every
 * player, no audio, no metadata that would change between runs.
 */
export function ffmpegArguments(fps: number, output: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'image2pipe',
    '-framerate',
    String(fps),
    '-c:v',
    'png',
    '-i',
    'pipe:0',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-y',
    '-f',
    'mp4',
    output,
  ];
}

/**
 * Encodes PNG frames, in order as `frames` yields them, into an MP4 file at `output`. Frames are
 * piped to ffmpeg as they come, so only a few are held in memory. Rejects with ffmpeg's own
 * message when it fails.
 */
export async function encodeMp4(
  frames: AsyncIterable<Buffer>,
  output: string,
  options: EncodeOptions,
): Promise<void> {
  const path = options.ffmpegPath ?? FFMPEG_PATH;
  await checkFfmpeg(path);
  const child = spawn(path, ffmpegArguments(options.fps, output), { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', (error) =>
      reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new FfmpegMissingError(path) : error),
    );
    child.on('close', (code) => resolve(code));
  });
  // A failed write (ffmpeg gone) shows as its exit status below.
  child.stdin.on('error', () => undefined);
  try {
    for await (const frame of frames) {
      if (child.stdin.destroyed) break;
      if (!child.stdin.write(frame)) await Promise.race([once(child.stdin, 'drain'), exited]);
    }
  } catch (error) {
    child.kill('SIGKILL');
    await exited.catch(() => undefined);
    throw error;
  }
  child.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${stderr.trim() || 'no output'}`);
}
