import { type BrandCode, startPerspective } from '@configurator/domain';
import { CLIP_KINDS, type ClipKind } from '@configurator/render-sim/clips/cameraPath';
import type { Clip, ClipCache, ClipRequest } from '@configurator/render-sim/clips/clipCache';
import { FFMPEG_MISSING_MESSAGE, FfmpegMissingError } from '@configurator/render-sim/clips/encoder';
import { familyOfSegment } from '@configurator/render-sim/scene/stillSpec';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogService } from '../catalog/catalogService.js';
import type { CatalogSnapshot, VehicleEntry } from '../catalog/catalogSnapshot.js';
import { ApiError } from '../http/apiError.js';
import { modelSpec } from './catalogImageService.js';

/** The waiting room's clip groups: the X-Bow, a KTM naked bike, a KTM traveller, a Husqvarna, a GASGAS. */
export const CLIP_GROUPS = ['xbow', 'street', 'ktm', 'hqv', 'gg'] as const;
export type ClipGroup = (typeof CLIP_GROUPS)[number];

export function isClipGroup(value: string): value is ClipGroup {
  return (CLIP_GROUPS as readonly string[]).includes(value);
}

export function clipUrl(group: ClipGroup, kind: ClipKind): string {
  return `/videos/${group}/${group}_${kind}.mp4`;
}

/** `{group}_{kind}.mp4` of the group, else null. */
export function clipKindOfFile(group: ClipGroup, file: string): ClipKind | null {
  const kind = CLIP_KINDS.find((k) => file === `${group}_${k}.mp4`);
  return kind ?? null;
}

/**
 * The model a group's clips show: the first in catalog order that fits it, with a looser choice
 * when the catalog has none (another brand's naked bike for street, any KTM motorcycle for ktm).
 */
export function clipModel(snapshot: CatalogSnapshot, group: ClipGroup): VehicleEntry | null {
  const entries = [...snapshot.vehicles.values()];
  const family = (e: VehicleEntry) => familyOfSegment(e.vehicle.segment, e.vehicle.engineType);
  const first = (...tests: ((e: VehicleEntry) => boolean)[]) => {
    for (const test of tests) {
      const found = entries.find(test);
      if (found) return found;
    }
    return null;
  };
  const brand = (code: string) => (e: VehicleEntry) => e.vehicle.brand === code;
  switch (group) {
    case 'xbow':
      return first((e) => family(e) === 'car');
    case 'street':
      return first(
        (e) => brand('KTM')(e) && family(e) === 'naked',
        (e) => family(e) === 'naked',
      );
    case 'ktm':
      return first(
        (e) => brand('KTM')(e) && family(e) === 'travel',
        (e) => brand('KTM')(e) && family(e) !== 'car',
      );
    case 'hqv':
      return first(brand('HQV'));
    case 'gg':
      return first(brand('GG'));
  }
}

/** 503 for a missing ffmpeg; everything else as it is. */
function clipError(error: unknown): unknown {
  return error instanceof FfmpegMissingError ? new ApiError(503, FFMPEG_MISSING_MESSAGE) : error;
}

/**
 * The waiting-room clips: recorded from the scene with the group's model in its first
 * variation, on first request or by the warm-up after the server starts, and kept on disk.
 */
export class ClipService {
  private warmUp: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly catalog: CatalogService,
    private readonly clips: ClipCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  async request(group: ClipGroup, kind: ClipKind): Promise<ClipRequest> {
    const entry = clipModel(await this.catalog.current(), group);
    if (!entry) throw new ApiError(404, `group: the catalog has no model for the ${group} clips.`);
    const brand = entry.vehicle.brand as BrandCode;
    return { base: modelSpec(entry, [], startPerspective(brand), this.clips.format), kind };
  }

  /** The clip, recorded now when it is not on disk; a request shares a running job. */
  async clip(group: ClipGroup, kind: ClipKind): Promise<Clip> {
    const request = await this.request(group, kind);
    try {
      return await this.clips.get(request, { concurrency: 2 });
    } catch (error) {
      throw clipError(error);
    }
  }

  /**
   * Records every clip that is not on disk yet, one frame at a time so that stills keep a page,
   * in the background. A group without a model is left out; any other failure (no ffmpeg, no
   * Chromium) stops it with one warning, and so does `stop()`.
   */
  startWarmUp(): void {
    this.warmUp ??= this.prepareAll().catch((error: unknown) => {
      this.log.warn({ err: error }, 'waiting-room clips could not be prepared');
    });
  }

  private async prepareAll(): Promise<void> {
    const signal = this.stopping.signal;
    const started = performance.now();
    let recorded = 0;
    for (const group of CLIP_GROUPS) {
      for (const kind of CLIP_KINDS) {
        if (signal.aborted) return;
        try {
          const clip = await this.clips.get(await this.request(group, kind), { concurrency: 1, signal });
          if (!clip.cached) recorded++;
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) continue;
          // The renderer or ffmpeg is missing or broken: every other clip would fail alike.
          const reason = error instanceof FfmpegMissingError ? FFMPEG_MISSING_MESSAGE : String(error);
          this.log.warn({ group, kind }, `waiting-room clips are not prepared in advance: ${reason}`);
          return;
        }
      }
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    this.log.info({ recorded, seconds }, 'waiting-room clips ready');
  }

  /** Stops the warm-up between two frames and waits for it. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.warmUp;
  }
}
