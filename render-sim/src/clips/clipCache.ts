import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClipKind } from '@configurator/domain/rendering/clipKinds';
import type { StillSpec } from '../scene/stillSpec.js';
import { type StillRenderer, stillKey } from '../stills/stillCache.js';
import { clipPoses } from './cameraPath.js';
import { checkFfmpeg, encodeMp4, FFMPEG_PATH, ffmpegArguments } from './encoder.js';

export interface ClipFormat {
  frames: number;
  fps: number;
  width: number;
  height: number;
}

/** Three seconds at 24 frames a second, 640x360. */
export const DEFAULT_CLIP_FORMAT: ClipFormat = { frames: 72, fps: 24, width: 640, height: 360 };

/** A clip: the scene of `base` (vehicle, colour, parts) filmed with the camera move `kind`. */
export interface ClipRequest {
  base: StillSpec;
  kind: ClipKind;
}

export interface Clip {
  /** The MP4 file. */
  path: string;
  /** Content key: the same key always means the same file. */
  key: string;
  size: number;
  /** True when the file was there already. */
  cached: boolean;
}

export interface ClipJobOptions {
  /** Frames rendered at once (default 2); a background job takes 1 and leaves pages for stills. */
  concurrency?: number;
  /** Stops a job between two frames. */
  signal?: AbortSignal;
}

/** The still of every frame: the base scene with the frame's camera, on the studio. Pure. */
export function clipFrameSpecs(base: StillSpec, kind: ClipKind, format: ClipFormat): StillSpec[] {
  return clipPoses(kind, format.frames, base.family).map((camera) => ({
    ...base,
    width: format.width,
    height: format.height,
    format: 'png',
    background: 'studio',
    layer: 'full',
    camera,
  }));
}

/**
 * Renders the frames in order, up to `window()` at once, and yields each as soon as it and every
 * frame before it are done. The window is read before every frame, so it may grow while running.
 */
export async function* renderFrames(
  renderer: StillRenderer,
  specs: readonly StillSpec[],
  window: () => number,
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const started: Promise<Buffer>[] = [];
  const start = () => {
    signal?.throwIfAborted();
    const rendering = renderer.render(specs[started.length] as StillSpec);
    // Awaited in order below; this only keeps a failure ahead of its turn from going unhandled.
    rendering.catch(() => undefined);
    started.push(rendering);
  };
  for (let next = 0; next < specs.length; next++) {
    while (started.length < specs.length && started.length < next + Math.max(1, window())) start();
    yield await (started[next] as Promise<Buffer>);
  }
}

/**
 * Clips on disk by content key (`{directory}/{key}.mp4`). A clip already on disk is answered from
 * the file; otherwise its frames are rendered through the renderer and piped into ffmpeg, and the
 * file appears atomically. Concurrent requests for one clip share one job.
 */
export class ClipCache {
  readonly format: ClipFormat;
  private readonly ffmpegPath: string;
  private readonly jobs = new Map<string, { done: Promise<Clip>; window: { size: number } }>();

  constructor(
    private readonly directory: string,
    private readonly renderer: StillRenderer,
    options: Partial<ClipFormat> & { ffmpegPath?: string } = {},
  ) {
    const { ffmpegPath, ...format } = options;
    this.format = { ...DEFAULT_CLIP_FORMAT, ...format };
    this.ffmpegPath = ffmpegPath ?? FFMPEG_PATH;
  }

  async key(request: ClipRequest): Promise<string> {
    const { frames, fps, width, height } = this.format;
    const scene = await stillKey({ ...request.base, width, height, format: 'png', camera: null });
    // The poses themselves, so that a changed camera move is a new clip.
    const poses = clipPoses(request.kind, frames, request.base.family);
    return createHash('sha256')
      .update(JSON.stringify([scene, request.kind, poses, fps, ffmpegArguments(fps, '')]))
      .digest('hex')
      .slice(0, 32);
  }

  pathOf(key: string): string {
    return join(this.directory, `${key}.mp4`);
  }

  /** The clip when it is on disk already; null otherwise. */
  async find(request: ClipRequest): Promise<Clip | null> {
    const key = await this.key(request);
    const path = this.pathOf(key);
    try {
      return { path, key, size: (await stat(path)).size, cached: true };
    } catch {
      return null;
    }
  }

  /** The clip from disk, or recorded and encoded now (joining a job that records it already). */
  async get(request: ClipRequest, options: ClipJobOptions = {}): Promise<Clip> {
    const found = await this.find(request);
    if (found) return found;
    const key = await this.key(request);
    const concurrency = Math.max(1, options.concurrency ?? 2);
    const running = this.jobs.get(key);
    if (running) {
      // A request joining a background job speeds it up to its own pace.
      running.window.size = Math.max(running.window.size, concurrency);
      return running.done;
    }
    const window = { size: concurrency };
    const job = { done: this.record(request, key, () => window.size, options.signal), window };
    this.jobs.set(key, job);
    try {
      return await job.done;
    } finally {
      this.jobs.delete(key);
    }
  }

  private async record(
    request: ClipRequest,
    key: string,
    window: () => number,
    signal: AbortSignal | undefined,
  ): Promise<Clip> {
    // Before any frame is rendered: without ffmpeg there is nothing to record for.
    await checkFfmpeg(this.ffmpegPath);
    const specs = clipFrameSpecs(request.base, request.kind, this.format);
    const path = this.pathOf(key);
    await mkdir(this.directory, { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await encodeMp4(renderFrames(this.renderer, specs, window, signal), temporary, {
        fps: this.format.fps,
        ffmpegPath: this.ffmpegPath,
      });
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return { path, key, size: (await stat(path)).size, cached: false };
  }
}
