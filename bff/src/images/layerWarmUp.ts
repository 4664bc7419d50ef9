import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogService } from '../catalog/catalogService.js';
import type { CatalogSnapshot, PartRow } from '../catalog/catalogSnapshot.js';
import type { RenderQueue } from '../render/renderQueue.js';
import type { RenderRequest } from '../render/renderQueueSettings.js';
import type { ImageService } from './imageService.js';

export interface ModelProgress {
  modelId: string;
  done: number;
  total: number;
}

/** How often the catalog is looked at for an import, and the progress logged. */
const CHECK_MS = 15_000;

/**
 * Renders every model's layers in the background, behind every visitor's render: for each
 * variation and perspective the studio, the stock vehicle and every renderable part alone. Runs
 * after the start and again after a catalog import (a new catalog version); a layer already
 * rendered is skipped, so a restart costs one look at the results.
 */
export class LayerWarmUp {
  private timer: NodeJS.Timeout | null = null;
  private warmedSha: string | null = null;
  private plans = new Map<string, RenderRequest[]>();
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastLogged = '';

  constructor(
    private readonly catalog: CatalogService,
    private readonly images: ImageService,
    private readonly queue: RenderQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    const tick = () => {
      this.running = this.check()
        .catch((error: unknown) => this.log.warn({ err: error }, 'layer warm-up: will try again'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, CHECK_MS).unref();
        });
    };
    tick();
  }

  /** Every layer job of every model of a snapshot, by model, the first variation's first. */
  async plan(snapshot: CatalogSnapshot): Promise<Map<string, RenderRequest[]>> {
    return new Map(
      [...(await this.planByVariation(snapshot))].map(([modelId, lists]) => [modelId, lists.flat()]),
    );
  }

  private async planByVariation(snapshot: CatalogSnapshot): Promise<Map<string, RenderRequest[][]>> {
    const plans = new Map<string, RenderRequest[][]>();
    for (const entry of snapshot.vehicles.values()) {
      const requests: RenderRequest[][] = [];
      const singles = [...new Set(entry.partIds)]
        .map((id) => snapshot.parts.get(id))
        .filter((part): part is PartRow => !!part && part.canBeRendered && !part.isColorPart)
        .sort((a, b) => a.partId - b.partId)
        .map((part) => [part]);
      for (const variation of entry.variations) {
        const resolved = await this.images.resolveImageSetup({
          modelId: entry.vehicle.modelId,
          variationCode: variation.code,
          partIds: [],
          colors: null,
        });
        // Planning a variation's layers takes a while of pure computation: requests go first.
        await nextTurn();
        requests.push(this.images.warmUpRequests(resolved, singles));
      }
      plans.set(entry.vehicle.modelId, requests);
    }
    return plans;
  }

  private async check(): Promise<void> {
    const snapshot = await this.catalog.current();
    if (this.warmedSha !== snapshot.sha256) {
      const byVariation = await this.planByVariation(snapshot);
      let queued = 0;
      let done = 0;
      // Every model's first variation (what a visitor sees first) before any model's others.
      const rounds = Math.max(0, ...[...byVariation.values()].map((lists) => lists.length));
      for (let round = 0; round < rounds; round++) {
        for (const lists of byVariation.values()) {
          if (this.stopped) return;
          const counts = await this.queue.warm(lists[round] ?? []);
          queued += counts.queued;
          done += counts.done;
        }
      }
      this.plans = new Map([...byVariation].map(([modelId, lists]) => [modelId, lists.flat()]));
      this.warmedSha = snapshot.sha256;
      this.log.info({ layers: queued + done, rendered: done, queued }, 'layer warm-up: every model queued');
    }
    const progress = await this.progress();
    const total = progress.reduce((sum, p) => sum + p.total, 0);
    const rendered = progress.reduce((sum, p) => sum + p.done, 0);
    const line = `${rendered}/${total}`;
    if (line !== this.lastLogged) {
      this.lastLogged = line;
      this.log.info({ rendered, total, models: progress.length }, `layer warm-up: ${line} layers rendered`);
    }
  }

  /** Rendered and planned layers per model (empty before the first plan). */
  async progress(): Promise<ModelProgress[]> {
    const progress: ModelProgress[] = [];
    for (const [modelId, requests] of this.plans) {
      const keys = [...new Set(await this.queue.keysOf(requests))];
      const done = await this.queue.renderedCount(keys);
      progress.push({ modelId, done, total: keys.length });
    }
    return progress;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
