import type { Database } from '@configurator/migrations/db/database';
import { renderNodes } from '@configurator/migrations/db/schema/rendering';
import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LocalRenderNode } from './localRenderNode.js';
import { RenderNodeError, renderClient } from './renderClient.js';

export interface LiveNode {
  url: string;
  capacity: number;
  sceneVersion: string;
  ffmpeg: boolean;
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
  } catch {
    return false;
  }
}

/** Probes in a row a node leaves unanswered before the renders it holds are given up. */
const UNRESPONSIVE_PROBES = 2;

interface NodeView {
  nodes: LiveNode[];
  sceneVersion: string | null;
}

export interface RenderNodeRegistryOptions {
  /** Nodes this server keeps registered (RENDER_NODES). */
  urls: readonly string[];
  /** Starts a node beside this server, on the first render it needs; null: none. */
  startLocalNode: (() => Promise<LocalRenderNode>) | null;
  heartbeatMs?: number;
  /** A node whose last heartbeat is older than this is taken as down. */
  staleMs?: number;
  log: FastifyBaseLogger;
}

/**
 * The render nodes of this deployment, kept in Postgres: every server probes the nodes it knows
 * (its RENDER_NODES and the node it started) and writes their heartbeat, so every server sees
 * every node that any server can reach. A node that stops answering goes stale and gets no work.
 */
export class RenderNodeRegistry {
  private readonly urls = new Set<string>();
  private readonly down = new Map<string, number>();
  private readonly suspendedUntil = new Map<string, number>();
  private readonly unansweredProbes = new Map<string, number>();
  private readonly unresponsiveListeners: ((url: string) => void)[] = [];
  private local: Promise<LocalRenderNode> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private cached: { at: number; view: Promise<NodeView> } | null = null;
  private closed = false;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: RenderNodeRegistryOptions,
  ) {
    for (const url of options.urls) this.urls.add(url);
    this.heartbeatMs = options.heartbeatMs ?? 2000;
    this.staleMs = options.staleMs ?? 10_000;
  }

  /** Whether this server has a node to wait for: one it knows or one it can start. */
  get expectsNodes(): boolean {
    return this.urls.size > 0 || this.options.startLocalNode !== null;
  }

  /** The local node's process id, once started. */
  async localNode(): Promise<LocalRenderNode | null> {
    return this.local ? this.local.catch(() => null) : null;
  }

  /**
   * Calls `listener` with a node's URL once it has left UNRESPONSIVE_PROBES probes in a row
   * unanswered, and after every further one: a node that hangs without dying (frozen, stuck)
   * never fails the renders it holds, so those are given up and go to another node.
   */
  onUnresponsive(listener: (url: string) => void): void {
    this.unresponsiveListeners.push(listener);
  }

  start(): void {
    if (this.timer || this.closed) return;
    const beat = () => {
      void this.heartbeat().finally(() => {
        if (!this.closed) this.timer = setTimeout(beat, this.heartbeatMs).unref();
      });
    };
    beat();
  }

  /** Starts the local node if there is one to start and it is not running; resolves once it is registered. */
  async ensureLocalNode(): Promise<void> {
    const start = this.options.startLocalNode;
    if (!start || this.closed) return;
    if (!this.local) {
      const starting = start();
      this.local = starting;
      starting.then(
        (node) => {
          this.options.log.info({ url: node.url, pid: node.pid }, 'local render node started');
          this.urls.add(node.url);
        },
        (error: unknown) => {
          this.options.log.error({ err: error }, 'the local render node could not start');
          if (this.local === starting) this.local = null;
        },
      );
    }
    const node = await this.local;
    if (!this.down.has(node.url)) await this.probe(node.url);
  }

  private async heartbeat(): Promise<void> {
    await Promise.all([...this.urls].map((url) => this.probe(url)));
  }

  private async probe(url: string): Promise<void> {
    try {
      const health = await renderClient.health(url);
      const now = new Date().toISOString();
      const row = {
        url,
        nodeId: health.nodeId,
        sceneVersion: health.sceneVersion,
        capacity: health.capacity,
        ffmpeg: health.ffmpeg,
        streamCapacity: health.streamCapacity,
        heartbeatAt: now,
        registeredAt: now,
      };
      await this.db
        .insert(renderNodes)
        .values(row)
        .onConflictDoUpdate({
          target: renderNodes.url,
          set: {
            nodeId: row.nodeId,
            sceneVersion: row.sceneVersion,
            capacity: row.capacity,
            ffmpeg: row.ffmpeg,
            streamCapacity: row.streamCapacity,
            heartbeatAt: now,
            registeredAt: sql`case when ${renderNodes.nodeId} = ${row.nodeId} then ${renderNodes.registeredAt} else ${now} end`,
          },
        });
      this.unansweredProbes.delete(url);
      // A node that dropped a job answers its probe all the same: it waits out its suspension.
      if ((this.suspendedUntil.get(url) ?? 0) <= Date.now() && this.down.delete(url)) {
        this.suspendedUntil.delete(url);
        this.options.log.info({ url }, 'render node is up again');
      }
      this.cached = null;
    } catch (error) {
      if (!this.down.has(url)) this.options.log.warn({ url, err: error }, 'render node does not answer');
      this.down.set(url, Date.now());
      this.cached = null;
      if (error instanceof RenderNodeError && error.failure === 'unreachable') {
        const unanswered = (this.unansweredProbes.get(url) ?? 0) + 1;
        this.unansweredProbes.set(url, unanswered);
        if (unanswered >= UNRESPONSIVE_PROBES)
          for (const listener of this.unresponsiveListeners) listener(url);
      }
    }
  }

  /**
   * A node that failed a job: no more work for it from this server for `suspendMs`, and then not
   * before it answers a probe.
   */
  markDown(url: string, suspendMs = 0): void {
    this.down.set(url, Date.now());
    if (suspendMs > 0) this.suspendedUntil.set(url, Date.now() + suspendMs);
    this.cached = null;
    void this.probe(url);
  }

  /**
   * One read of the node table (a handful of rows) serves every render for half a second: the
   * live nodes, and the scene version results are keyed by. That is the live nodes' version (the
   * newest registration's when they differ), else the last one known, so rendered pictures stay
   * served while every node is down.
   */
  private view(): Promise<NodeView> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < 500) return this.cached.view;
    const view = this.db
      .select()
      .from(renderNodes)
      .orderBy(desc(renderNodes.registeredAt))
      .then((rows): NodeView => {
        // A loopback address names a node on the machine of the server that registered it: only a
        // server that knows the address itself (its own node, its RENDER_NODES) can reach it.
        const reachable = rows.filter((row) => !isLoopback(row.url) || this.urls.has(row.url));
        const fresh = reachable.filter((row) => Date.parse(row.heartbeatAt) > now - this.staleMs);
        const newestBeat = [...rows].sort((a, b) => Date.parse(b.heartbeatAt) - Date.parse(a.heartbeatAt))[0];
        return {
          nodes: fresh
            .filter((row) => !this.down.has(row.url))
            .map((row) => ({
              url: row.url,
              capacity: row.capacity,
              sceneVersion: row.sceneVersion,
              ffmpeg: row.ffmpeg,
            })),
          sceneVersion: fresh[0]?.sceneVersion ?? newestBeat?.sceneVersion ?? null,
        };
      });
    this.cached = { at: now, view };
    view.catch(() => {
      if (this.cached?.view === view) this.cached = null;
    });
    return view;
  }

  /** Nodes with a fresh heartbeat that this server has not seen fail since. */
  async live(): Promise<LiveNode[]> {
    return (await this.view()).nodes;
  }

  async sceneVersion(): Promise<string | null> {
    return (await this.view()).sceneVersion;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const local = await this.localNode();
    await local?.close();
  }
}
