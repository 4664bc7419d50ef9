import {
  type BrandCode,
  CLIP_GROUPS,
  CLIP_KINDS,
  type ClipGroup,
  type ClipKind,
  familyOfSegment,
  startPerspective,
} from '@configurator/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogService } from '../catalog/catalogService.js';
import type { CatalogSnapshot, VehicleEntry } from '../catalog/catalogSnapshot.js';
import { ApiError } from '../http/apiError.js';
import type { ClipFormatSpec, RenderJob } from '../render/renderClient.js';
import type { RenderQueue } from '../render/renderQueue.js';
import { RENDER_PRIORITY } from '../render/renderQueueSettings.js';
import type { RenderResult } from '../render/renderResults.js';
import { modelSpec } from './catalogImageService.js';

/** Three seconds at 24 frames a second, 640x360. */
export const DEFAULT_CLIP_FORMAT: ClipFormatSpec = { frames: 72, fps: 24, width: 640, height: 360 };

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

/**
 * The waiting-room clips: recorded by a render node with the group's model in its first
 * variation, on first request or by the warm-up after the server starts, kept with every other
 * render result.
 */
export class ClipService {
  private warmUp: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  private readonly format: ClipFormatSpec;

  constructor(
    private readonly catalog: CatalogService,
    private readonly queue: RenderQueue,
    private readonly log: FastifyBaseLogger,
    format: Partial<ClipFormatSpec> = {},
  ) {
    this.format = { ...DEFAULT_CLIP_FORMAT, ...format };
  }

  async request(group: ClipGroup, kind: ClipKind): Promise<RenderJob> {
    const entry = clipModel(await this.catalog.current(), group);
    if (!entry) throw new ApiError(404, `group: the catalog has no model for the ${group} clips.`);
    const brand = entry.vehicle.brand as BrandCode;
    return {
      kind: 'clip',
      base: modelSpec(entry, [], startPerspective(brand), this.format),
      clip: kind,
      format: this.format,
    };
  }

  /** The clip, recorded by a render node now when it was not recorded before. */
  async clip(
    group: ClipGroup,
    kind: ClipKind,
    priority: number = RENDER_PRIORITY.visitor,
  ): Promise<RenderResult> {
    const job = await this.request(group, kind);
    return this.queue.get({ job, modelId: job.kind === 'clip' ? job.base.modelId : null }, priority);
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
          const clip = await this.clip(group, kind, RENDER_PRIORITY.clip);
          if (clip.cached === false) recorded++;
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) continue;
          // The renderer or ffmpeg is missing or broken: every other clip would fail alike.
          const reason = error instanceof Error ? error.message : String(error);
          this.log.warn({ group, kind }, `waiting-room clips are not prepared in advance: ${reason}`);
          return;
        }
      }
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    this.log.info({ recorded, seconds }, 'waiting-room clips ready');
  }

  /** Stops the warm-up after the clip it waits for. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.race([this.warmUp, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }
}
