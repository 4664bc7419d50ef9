import { randomUUID } from 'node:crypto';
import type { Database } from '@configurator/migrations/db/database';
import { ApiError } from '../http/apiError.js';
import { type RenderJob, RenderNodeError, renderClient } from './renderClient.js';
import {
  assignNode,
  type ClaimedJob,
  claimJobs,
  countJobs,
  deleteJob,
  deleteQueuedJob,
  insertJobs,
  releaseAllJobs,
  releaseJob,
  runningByNode,
} from './renderJobs.js';
import { RenderKeys, renderKey } from './renderKey.js';
import type { LiveNode, RenderNodeRegistry } from './renderNodes.js';
import {
  RENDER_PRIORITY,
  type RenderQueueOptions,
  type RenderRequest,
  RenderUnavailableError,
} from './renderQueueSettings.js';
import type { RenderResult, RenderResults } from './renderResults.js';

/** How long a node that dropped a job gets no work from this server. */
const NODE_SUSPENSION_MS = 10_000;
/** How often the database is asked for the results that requests wait for (another server's). */
const OTHER_SERVERS_POLL_MS = 250;

interface Waiter {
  /** Requests waiting on it in this server. */
  count: number;
  promise: Promise<RenderResult>;
  resolve(result: RenderResult): void;
  reject(error: Error): void;
}

/**
 * Render work queued in Postgres and shared by every server: a job is one row per result key, so
 * a picture asked for by many visitors on many servers is rendered once. Each server's dispatcher
 * claims jobs (FOR UPDATE SKIP LOCKED, with a lease) as far as the live nodes have free capacity,
 * sends each to a node over HTTP and stores the result. A node that fails or dies hands its job
 * back at once; a server that dies leaves its jobs to the others when their lease runs out.
 */
export class RenderQueue {
  readonly owner = randomUUID();
  private readonly waiters = new Map<string, Waiter>();
  private readonly failures = new Map<string, { error: Error; at: number }>();
  private readonly inFlightByNode = new Map<string, number>();
  /** The renders in flight on each node, to give up those of a node that stopped answering. */
  private readonly rendersByNode = new Map<string, Set<AbortController>>();
  private pumping = false;
  private pumpAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private watching = false;
  private readonly stats = { rendered: 0, retried: 0, failed: 0 };
  private readonly keys = new RenderKeys();

  constructor(
    private readonly db: Database,
    private readonly nodes: RenderNodeRegistry,
    private readonly results: RenderResults,
    private readonly options: RenderQueueOptions,
  ) {
    nodes.onUnresponsive((url) => this.abandonRendersOn(url));
  }

  private abandonRendersOn(url: string): void {
    const renders = this.rendersByNode.get(url);
    if (!renders?.size) return;
    this.options.log.warn(
      { node: url, renders: renders.size },
      'render node stopped answering: its renders go to another node',
    );
    for (const render of renders) render.abort(new Error(`render node ${url} stopped answering`));
  }

  counters() {
    return { ...this.stats, waiting: this.waiters.size };
  }

  start(): void {
    if (this.timer || this.closed) return;
    const tick = () => {
      void this.pump().finally(() => {
        if (!this.closed) this.timer = setTimeout(tick, this.options.pollMs).unref();
      });
    };
    tick();
  }

  /** The content key of a job under the scene the nodes run now. */
  async keyOf(job: RenderJob): Promise<string> {
    const version = await this.nodes.sceneVersion();
    if (version) return renderKey(version, job);
    if (!this.nodes.expectsNodes) throw this.noNode();
    await this.waitForNode();
    const started = await this.nodes.sceneVersion();
    if (!started) throw this.noNode();
    return renderKey(started, job);
  }

  private noNode(): RenderUnavailableError {
    return new RenderUnavailableError(
      'render: no render node is up; pictures are rendered again as soon as one is (see RENDER_NODES).',
    );
  }

  private async waitForNode(): Promise<void> {
    const deadline = Date.now() + this.options.waitMs;
    void this.nodes.ensureLocalNode().then(
      () => this.pump(),
      () => undefined,
    );
    while (Date.now() < deadline) {
      if ((await this.nodes.live()).length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The rendered result of a job: from a cache, or rendered through the queue now. */
  async get(request: RenderRequest, priority: number = RENDER_PRIORITY.visitor): Promise<RenderResult> {
    const key = await this.keyOf(request.job);
    const done = await this.results.find(key);
    if (done) return { ...done, cached: true };
    return { ...(await this.waitFor(key, request, priority)), cached: false };
  }

  /** Renders of many jobs at once (a picture's layers), all queued before the first is awaited. */
  getAll(
    requests: readonly RenderRequest[],
    priority: number = RENDER_PRIORITY.visitor,
  ): Promise<RenderResult[]> {
    return Promise.all(requests.map((request) => this.get(request, priority)));
  }

  private waiterFor(key: string): Waiter {
    let waiter = this.waiters.get(key);
    if (!waiter) {
      let resolve!: (result: RenderResult) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<RenderResult>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      promise.catch(() => undefined);
      waiter = { count: 0, promise, resolve, reject };
      this.waiters.set(key, waiter);
    }
    return waiter;
  }

  private async waitFor(key: string, request: RenderRequest, priority: number): Promise<RenderResult> {
    for (const [failedKey, failure] of this.failures) {
      if (Date.now() - failure.at > 10_000) this.failures.delete(failedKey);
    }
    const recent = this.failures.get(key);
    if (recent && Date.now() - recent.at < 10_000) throw recent.error;
    const live = await this.nodes.live();
    if (live.length === 0) {
      if (!this.nodes.expectsNodes) throw this.noNode();
      // The queue is looked at again as soon as the node that starts now is registered.
      void this.nodes.ensureLocalNode().then(
        () => this.pump(),
        () => undefined,
      );
    }
    const waiter = this.waiterFor(key);
    waiter.count++;
    let timer: NodeJS.Timeout | undefined;
    try {
      await insertJobs(this.db, [{ key, job: request.job, modelId: request.modelId }], priority);
      // A render that finished while the job went in (stored, then its job deleted) leaves the
      // job queued again: the result is taken, and the job that would render it twice removed.
      const finished = await this.results.find(key);
      if (finished) {
        await deleteQueuedJob(this.db, key);
        return finished;
      }
      void this.pump();
      this.watchOtherServers();
      const deadline = new Promise<RenderResult>((resolve, reject) => {
        timer = setTimeout(() => void this.atDeadline(key).then(resolve, reject), this.options.waitMs);
      });
      return await Promise.race([waiter.promise, deadline]);
    } finally {
      clearTimeout(timer);
      waiter.count--;
      if (waiter.count <= 0 && this.waiters.get(key) === waiter) this.waiters.delete(key);
    }
  }

  /** A request waited its time: the result if it arrived at the last moment, else a 503. */
  private async atDeadline(key: string): Promise<RenderResult> {
    const found = await this.results.find(key).catch(() => null);
    if (found) return found;
    const nodesUp = (await this.nodes.live().catch(() => [])).length > 0;
    throw nodesUp
      ? new RenderUnavailableError('render: every render node is busy; try again in a few seconds.')
      : this.noNode();
  }

  /**
   * Another server may render what this one waits for: its result shows in the database. One
   * watcher looks for every waiting key in one query a few times a second, until nothing waits.
   */
  private watchOtherServers(): void {
    if (this.watching || this.closed) return;
    this.watching = true;
    const look = async () => {
      const keys = [...this.waiters.keys()];
      this.watching = keys.length > 0 && !this.closed;
      if (!this.watching) return;
      for (const key of await this.results.rendered(keys).catch(() => [])) {
        const found = await this.results.find(key).catch(() => null);
        if (found) this.waiters.get(key)?.resolve(found);
      }
      setTimeout(look, OTHER_SERVERS_POLL_MS).unref();
    };
    setTimeout(look, OTHER_SERVERS_POLL_MS).unref();
  }

  /** Queues the jobs of `requests` that are not rendered yet, behind every visitor's (the warm-up). */
  async warm(requests: readonly RenderRequest[]): Promise<{ queued: number; done: number }> {
    const version = await this.nodes.sceneVersion();
    if (!version) throw this.noNode();
    const keys = await this.keys.of(
      version,
      requests.map((request) => request.job),
    );
    const keyed = requests.map((request, i) => ({ key: keys[i] as string, request }));
    const done = await this.results.rendered(keyed.map((k) => k.key));
    const missing = keyed.filter((k) => !done.has(k.key));
    await insertJobs(
      this.db,
      missing.map(({ key, request }) => ({ key, job: request.job, modelId: request.modelId })),
      RENDER_PRIORITY.warmUp,
    );
    void this.pump();
    return { queued: missing.length, done: done.size };
  }

  /** Keys of `requests` under the current scene, for progress figures. */
  async keysOf(requests: readonly RenderRequest[]): Promise<string[]> {
    const version = await this.nodes.sceneVersion();
    if (!version) return [];
    return this.keys.of(
      version,
      requests.map((request) => request.job),
    );
  }

  /** How many of `keys` are rendered. */
  async renderedCount(keys: readonly string[]): Promise<number> {
    return (await this.results.rendered(keys)).size;
  }

  /** Jobs waiting and running in the whole deployment. */
  queueCounts(): Promise<{ queued: number; running: number }> {
    return countJobs(this.db);
  }

  /** Claims as many jobs as the live nodes have room for and sends each to a node. */
  async pump(): Promise<void> {
    if (this.closed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        await this.dispatchOnce();
      } while (this.pumpAgain && !this.closed);
    } catch (error) {
      this.options.log.warn({ err: error }, 'render queue: dispatch failed');
    } finally {
      this.pumping = false;
    }
  }

  private async freeSlots(): Promise<Map<string, number>> {
    const version = await this.nodes.sceneVersion();
    const live = (await this.nodes.live()).filter((node) => node.sceneVersion === version);
    if (live.length === 0) return new Map();
    const busy = await runningByNode(this.db);
    return new Map(
      live.map((node: LiveNode) => [
        node.url,
        Math.max(
          0,
          node.capacity - Math.max(busy.get(node.url) ?? 0, this.inFlightByNode.get(node.url) ?? 0),
        ),
      ]),
    );
  }

  private async dispatchOnce(): Promise<void> {
    const slots = await this.freeSlots();
    const free = [...slots.values()].reduce((a, b) => a + b, 0);
    if (free === 0) return;
    const claimed = await claimJobs(this.db, this.owner, this.options.leaseMs, free);
    const rendered =
      claimed.length > 0 ? await this.results.rendered(claimed.map((row) => row.key)) : new Set();
    for (const row of claimed) {
      if (rendered.has(row.key)) {
        // Queued again while its render finished: nothing to render.
        await deleteJob(this.db, row.key);
        const found = await this.results.find(row.key);
        if (found) this.waiters.get(row.key)?.resolve(found);
        continue;
      }
      const node = [...slots.entries()].sort((a, b) => b[1] - a[1])[0];
      if (!node || node[1] <= 0) {
        await releaseJob(this.db, row.key, this.owner, 'no free node');
        continue;
      }
      slots.set(node[0], node[1] - 1);
      void this.run(row, node[0]);
    }
  }

  private async run(claimed: ClaimedJob, nodeUrl: string): Promise<void> {
    this.inFlightByNode.set(nodeUrl, (this.inFlightByNode.get(nodeUrl) ?? 0) + 1);
    const abandon = new AbortController();
    const renders = this.rendersByNode.get(nodeUrl) ?? new Set<AbortController>();
    this.rendersByNode.set(nodeUrl, renders.add(abandon));
    try {
      await assignNode(this.db, claimed.key, nodeUrl);
      const rendered = await renderClient.render(
        nodeUrl,
        claimed.job,
        this.options.renderTimeoutMs,
        abandon.signal,
      );
      // Counted before the result is stored: a waiter that finds the stored result (on this server
      // or another) may answer at once, and the count then already includes this render.
      this.stats.rendered++;
      const result = await this.results.store(claimed.key, rendered, claimed.model_id, nodeUrl);
      await deleteJob(this.db, claimed.key);
      this.waiters.get(claimed.key)?.resolve(result);
    } catch (error) {
      await this.failed(claimed, nodeUrl, error).catch((e: unknown) =>
        this.options.log.warn({ err: e, key: claimed.key }, 'render queue: could not hand a job back'),
      );
    } finally {
      renders.delete(abandon);
      this.inFlightByNode.set(nodeUrl, (this.inFlightByNode.get(nodeUrl) ?? 1) - 1);
      void this.pump();
    }
  }

  private async failed(claimed: ClaimedJob, nodeUrl: string, error: unknown): Promise<void> {
    const failure = error instanceof RenderNodeError ? error.failure : 'failed';
    const message = error instanceof Error ? error.message : String(error);
    // A node that dropped a job may answer its probes all the same: it gets no work for a while.
    if (failure === 'unreachable') this.nodes.markDown(nodeUrl, NODE_SUSPENSION_MS);
    const retry =
      (failure === 'unreachable' || failure === 'failed') && claimed.attempts < this.options.maxAttempts;
    this.options.log.warn({ key: claimed.key, node: nodeUrl, failure, retry, message }, 'render job failed');
    if (retry) {
      this.stats.retried++;
      await releaseJob(this.db, claimed.key, this.owner, message);
      return;
    }
    this.stats.failed++;
    await deleteJob(this.db, claimed.key);
    const answer =
      failure === 'ffmpeg-missing'
        ? new RenderUnavailableError(message, 60)
        : new ApiError(502, `render: the picture could not be rendered (${message}).`);
    this.failures.set(claimed.key, { error: answer, at: Date.now() });
    this.waiters.get(claimed.key)?.reject(answer);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    for (const waiter of this.waiters.values())
      waiter.reject(new RenderUnavailableError('render: the server is stopping.'));
    this.waiters.clear();
    // Jobs this server still holds go back to the queue for the other servers at once.
    await releaseAllJobs(this.db, this.owner).catch(() => undefined);
  }
}
