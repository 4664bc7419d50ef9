import type { FastifyBaseLogger } from 'fastify';
import type { LocalRenderNode } from '../render/localRenderNode.js';

/** How often, at most, visitors' activity is passed on to the node. */
export const STREAM_WARM_EVERY_MS = 60_000;

export interface StreamWarmthOptions {
  /** The node started beside this server, once it runs (null before it started, or none). */
  localNode: () => Promise<LocalRenderNode | null>;
  log: FastifyBaseLogger;
  everyMs?: number;
  now?: () => number;
}

/**
 * The live sessions' browser of the node beside this server runs while visitors use the app: each
 * page of the app and each call of its API (tRPC) says that a stream may be asked for soon, and at
 * most once a minute the node hears it (`POST /streams/warm`), which starts the browser with a
 * readied page, or keeps it. Five minutes after the last (the node's idle time) it closes, its
 * memory (some 550 MB for the browser and its readied page) back to the machine, while the
 * integrators' REST calls, the PDFs and the mails never start it.
 *
 * A node that is not running yet is not started for this: it starts with the first render or
 * stream, and the next visit that comes after warms it.
 */
export class StreamWarmth {
  private lastWarmAt = Number.NEGATIVE_INFINITY;
  private warming: Promise<void> | null = null;
  private readonly everyMs: number;
  private readonly now: () => number;

  constructor(private readonly options: StreamWarmthOptions) {
    this.everyMs = options.everyMs ?? STREAM_WARM_EVERY_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * A visitor asked for a page or called the app's API: cheap, whatever the rate. Resolves once
   * the node heard it, where this call told it (callers need not wait).
   */
  visitorActive(): Promise<void> {
    const at = this.now();
    if (this.warming || at - this.lastWarmAt < this.everyMs) return this.warming ?? Promise.resolve();
    const warming = this.warm(at).finally(() => {
      this.warming = null;
    });
    this.warming = warming;
    return warming;
  }

  private async warm(at: number): Promise<void> {
    const node = await this.options.localNode();
    if (!node) return;
    this.lastWarmAt = at;
    try {
      const answer = await fetch(`${node.url}/streams/warm`, {
        method: 'POST',
        signal: AbortSignal.timeout(5000),
      });
      await answer.body?.cancel();
      if (answer.status !== 202)
        this.options.log.warn(
          { status: answer.status },
          'the render node refused to ready its live sessions',
        );
    } catch (error) {
      this.options.log.debug({ err: error }, 'the render node did not hear that live sessions are expected');
    }
  }
}
