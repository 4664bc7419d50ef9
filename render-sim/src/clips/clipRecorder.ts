import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClipKind } from '@configurator/domain/rendering/clipKinds';
import type { ClipFormatSpec } from '../protocol.js';
import type { StillSpec } from '../scene/stillSpec.js';
import { clipPoses } from './cameraPath.js';
import { checkFfmpeg, encodeMp4, FFMPEG_PATH } from './encoder.js';

/** Three seconds at 24 frames a second, 640x360. */
export const DEFAULT_CLIP_FORMAT: ClipFormatSpec = { frames: 72, fps: 24, width: 640, height: 360 };

/** Whatever renders the stills of the frames (the renderer host). */
export interface FrameRenderer {
  render(spec: StillSpec): Promise<Buffer>;
}

export interface RecordClipOptions {
  format?: Partial<ClipFormatSpec>;
  ffmpegPath?: string;
  /** Frames rendered at once (default 2). */
  concurrency?: number;
  /** Stops the recording between two frames. */
  signal?: AbortSignal;
  /** Where the recording's working folder is made; the system's temporary folder by default. */
  temporaryDirectory?: string;
}

/** The still of every frame: the base scene with the frame's camera, on the studio. Pure. */
export function clipFrameSpecs(base: StillSpec, kind: ClipKind, format: ClipFormatSpec): StillSpec[] {
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
 * Renders the frames in order, up to `concurrency` at once, and yields each as soon as it and
 * every frame before it are done.
 */
export async function* renderFrames(
  renderer: FrameRenderer,
  specs: readonly StillSpec[],
  concurrency: number,
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
    while (started.length < specs.length && started.length < next + Math.max(1, concurrency)) start();
    yield await (started[next] as Promise<Buffer>);
  }
}

/**
 * Films the scene of `base` (vehicle, colour, parts) with the camera move `kind`: renders the
 * frames and pipes them into ffmpeg, answering the MP4. Without ffmpeg it fails with
 * FfmpegMissingError before rendering anything. Nothing is kept: the file lives in a folder of
 * its own that is removed whatever happens.
 */
export async function recordClip(
  renderer: FrameRenderer,
  base: StillSpec,
  kind: ClipKind,
  options: RecordClipOptions = {},
): Promise<Buffer> {
  const ffmpegPath = options.ffmpegPath ?? FFMPEG_PATH;
  await checkFfmpeg(ffmpegPath);
  const format = { ...DEFAULT_CLIP_FORMAT, ...options.format };
  const specs = clipFrameSpecs(base, kind, format);
  const directory = await mkdtemp(join(options.temporaryDirectory ?? tmpdir(), 'render-clip-'));
  try {
    const output = join(directory, 'clip.mp4');
    const frames = renderFrames(renderer, specs, options.concurrency ?? 2, options.signal);
    await encodeMp4(frames, output, { fps: format.fps, ffmpegPath });
    return await readFile(output);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
