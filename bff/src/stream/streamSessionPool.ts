import { randomUUID } from 'node:crypto';
import { type Database, type DatabaseTransaction, queryRows } from '@configurator/migrations/db/database';
import { streamSessions } from '@configurator/migrations/db/schema/rendering';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { estimateWaitSeconds, medianSeconds } from './streamSessionEstimate.js';

export type Allocation =
  | { sessionId: string; status: 'active'; nodeUrl: string }
  | { sessionId: string; status: 'queued'; position: number; estimateSeconds: number }
  | { sessionId: string; status: 'ended'; reason: string };

export interface StreamSessionPoolOptions {
  /** This bff instance (random per process): the owner written on its sessions. */
  instanceId: string;
  /** A node whose heartbeat is older than this is down (default 10_000, like the registry). */
  nodeStaleMs?: number;
  /** A session whose owner has not touched it for this long is over (its bff died); default 15_000. */
  ownerStaleMs?: number;
  /** Assumed length of a session when no session has ended yet, for estimates (default 180 s). */
  typicalSessionSeconds?: number;
  now?: () => number;
}

export interface StreamSessionRequest {
  userId: string;
  configurationId: string;
  modelId: string;
  /**
   * Node URLs not to use (a retry after a node died), for `nodeStaleMs` after the request: by then
   * a node that really died has a stale heartbeat and is left out anyway, one that answers is used.
   */
  avoidNodes?: readonly string[];
}

export interface StreamPoolSnapshot {
  /** Live active sessions per node URL. */
  active: Record<string, number>;
  /** Live queued sessions. */
  queued: number;
}

/** Arbitrary but fixed: serialises every allocation of every server on one database. */
const ALLOCATION_LOCK_KEY = 7_310_442_020;

/** Ended sessions whose length makes the typical session length. */
const TYPICAL_SAMPLE = 20;

/** How long ended sessions are kept (for wait estimates and figures) before they are deleted. */
export const ENDED_RETENTION_MS = 7 * 24 * 3600_000;

export const OWNER_LOST = 'owner-lost';

interface NodeLoad {
  url: string;
  capacity: number;
  active: number;
}

interface SessionRow {
  id: string;
  seq: number;
  status: 'queued' | 'active' | 'ended';
  avoidNodes: string[];
  nodeUrl: string | null;
  endReason: string | null;
  createdAt: string;
}

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`${field}: must be a non-empty string`);
  return value;
}

function requireTexts(values: unknown, field: string): string[] {
  if (!Array.isArray(values)) throw new Error(`${field}: must be a list of strings`);
  return values.map((value, index) => requireText(value, `${field}[${index}]`));
}

/**
 * The 3D stream slots of every render node, shared by every server through Postgres. A visitor's
 * session is queued, then active on one node, then ended. Allocation runs under one transaction
 * lock, so servers allocating at once never put more sessions on a node than it takes, and the
 * queue is served first come, first served: a freed slot goes to the oldest waiting session.
 *
 * Live means: the owner (the server holding the visitor's socket) touched the session within
 * `ownerStaleMs`. A session whose owner went quiet holds nothing and is ended as 'owner-lost'.
 */
export class StreamSessionPool {
  private readonly instanceId: string;
  private readonly nodeStaleMs: number;
  private readonly ownerStaleMs: number;
  private readonly typicalSessionSeconds: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    options: StreamSessionPoolOptions,
  ) {
    this.instanceId = requireText(options.instanceId, 'instanceId');
    this.nodeStaleMs = options.nodeStaleMs ?? 10_000;
    this.ownerStaleMs = options.ownerStaleMs ?? 15_000;
    this.typicalSessionSeconds = options.typicalSessionSeconds ?? 180;
    this.now = options.now ?? Date.now;
  }

  /** Queues the request and tries to allocate at once. */
  async request(input: StreamSessionRequest): Promise<Allocation> {
    const userId = requireText(input?.userId, 'userId');
    const configurationId = requireText(input.configurationId, 'configurationId');
    const modelId = requireText(input.modelId, 'modelId');
    const avoidNodes = requireTexts(input.avoidNodes ?? [], 'avoidNodes');
    const now = this.now();
    return this.locked(async (tx) => {
      await this.sweep(tx, now);
      const at = new Date(now).toISOString();
      const [row] = await tx
        .insert(streamSessions)
        .values({
          id: randomUUID(),
          userId,
          configurationId,
          modelId,
          status: 'queued',
          owner: this.instanceId,
          avoidNodes,
          createdAt: at,
          lastSeenAt: at,
        })
        .returning();
      return this.allocate(tx, row as SessionRow, now);
    });
  }

  /**
   * A queued session gets a slot if none is waiting before it and a node has one free; else its
   * current place. An active or ended session answers as stored.
   */
  async poll(sessionId: string): Promise<Allocation> {
    requireText(sessionId, 'sessionId');
    const now = this.now();
    return this.locked(async (tx) => {
      await this.sweep(tx, now);
      const [row] = await tx.select().from(streamSessions).where(eq(streamSessions.id, sessionId));
      if (!row) throw new Error(`sessionId: no stream session ${sessionId}`);
      return this.allocate(tx, row, now);
    });
  }

  /** The owner's heartbeat for its live sessions (queued and active). */
  async touch(sessionIds: readonly string[]): Promise<void> {
    const ids = requireTexts(sessionIds, 'sessionIds');
    if (ids.length === 0) return;
    await this.db
      .update(streamSessions)
      .set({ lastSeenAt: new Date(this.now()).toISOString() })
      .where(
        and(
          inArray(streamSessions.id, ids),
          eq(streamSessions.owner, this.instanceId),
          ne(streamSessions.status, 'ended'),
        ),
      );
  }

  /** Ends a session and so frees its slot; ending an ended session changes nothing. */
  async end(sessionId: string, reason: string): Promise<void> {
    requireText(sessionId, 'sessionId');
    requireText(reason, 'reason');
    await this.db
      .update(streamSessions)
      .set({ status: 'ended', endReason: reason, endedAt: new Date(this.now()).toISOString() })
      .where(and(eq(streamSessions.id, sessionId), ne(streamSessions.status, 'ended')));
  }

  /** Ends every active session on a node (it died); answers their ids. */
  async endOnNode(nodeUrl: string, reason: string): Promise<string[]> {
    requireText(nodeUrl, 'nodeUrl');
    requireText(reason, 'reason');
    const rows = await this.db
      .update(streamSessions)
      .set({ status: 'ended', endReason: reason, endedAt: new Date(this.now()).toISOString() })
      .where(and(eq(streamSessions.nodeUrl, nodeUrl), eq(streamSessions.status, 'active')))
      .returning({ id: streamSessions.id });
    return rows.map((row) => row.id);
  }

  /** Live active sessions per node and live queued sessions. */
  async snapshot(): Promise<StreamPoolSnapshot> {
    const rows = await queryRows<{ status: string; node_url: string | null; count: number }>(
      this.db,
      sql`select status, node_url, count(*)::int as count from stream_sessions
        where status <> 'ended' and last_seen_at > ${this.ownerCutoff(this.now())}
        group by status, node_url`,
    );
    const active: Record<string, number> = {};
    let queued = 0;
    for (const row of rows) {
      if (row.status === 'queued') queued += Number(row.count);
      else if (row.node_url) active[row.node_url] = Number(row.count);
    }
    return { active, queued };
  }

  /** Whether any node with a fresh heartbeat takes streams (full or not). */
  async hasStreamingNode(): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      this.db,
      sql`select 1 as one from render_nodes
        where heartbeat_at > ${new Date(this.now() - this.nodeStaleMs).toISOString()} and stream_capacity > 0
        limit 1`,
    );
    return rows.length > 0;
  }

  private locked<T>(work: (tx: DatabaseTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ALLOCATION_LOCK_KEY})`);
      return work(tx);
    });
  }

  private ownerCutoff(now: number): string {
    return new Date(now - this.ownerStaleMs).toISOString();
  }

  /** Sessions whose owner went quiet hold nothing any more; long-ended ones go. */
  private async sweep(tx: DatabaseTransaction, now: number): Promise<void> {
    await tx.execute(
      sql`update stream_sessions set status = 'ended', end_reason = ${OWNER_LOST},
          ended_at = ${new Date(now).toISOString()}
        where status <> 'ended' and last_seen_at <= ${this.ownerCutoff(now)}`,
    );
    await tx.execute(
      sql`delete from stream_sessions
        where status = 'ended' and ended_at < ${new Date(now - ENDED_RETENTION_MS).toISOString()}`,
    );
  }

  private async allocate(tx: DatabaseTransaction, row: SessionRow, now: number): Promise<Allocation> {
    if (row.status === 'ended')
      return { sessionId: row.id, status: 'ended', reason: row.endReason ?? 'ended' };
    if (row.status === 'active')
      return { sessionId: row.id, status: 'active', nodeUrl: row.nodeUrl as string };
    const [ahead] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from stream_sessions
        where status = 'queued' and seq < ${row.seq} and last_seen_at > ${this.ownerCutoff(now)}`,
    );
    const waiting = Number(ahead?.count ?? 0);
    const loads = await this.nodeLoads(tx, now);
    if (waiting === 0) {
      // Avoiding a node for good would hold this session, and the queue behind it, for ever.
      const avoid = now - Date.parse(row.createdAt) < this.nodeStaleMs ? row.avoidNodes : [];
      const node = loads
        .filter((load) => load.active < load.capacity && !avoid.includes(load.url))
        .sort((a, b) => a.active - b.active || (a.url < b.url ? -1 : 1))[0];
      if (node) {
        await tx
          .update(streamSessions)
          .set({ status: 'active', nodeUrl: node.url, startedAt: new Date(now).toISOString() })
          .where(eq(streamSessions.id, row.id));
        return { sessionId: row.id, status: 'active', nodeUrl: node.url };
      }
    }
    const position = waiting + 1;
    return {
      sessionId: row.id,
      status: 'queued',
      position,
      estimateSeconds: await this.estimate(tx, now, position, loads),
    };
  }

  /** Nodes that stream, with a fresh heartbeat, and the live sessions each runs. */
  private async nodeLoads(tx: DatabaseTransaction, now: number): Promise<NodeLoad[]> {
    const rows = await queryRows<NodeLoad>(
      tx,
      sql`select n.url, n.stream_capacity as capacity,
          (select count(*) from stream_sessions s
            where s.node_url = n.url and s.status = 'active' and s.last_seen_at > ${this.ownerCutoff(now)})::int as active
        from render_nodes n
        where n.heartbeat_at > ${new Date(now - this.nodeStaleMs).toISOString()} and n.stream_capacity > 0
        order by n.url`,
    );
    return rows.map((row) => ({ url: row.url, capacity: Number(row.capacity), active: Number(row.active) }));
  }

  private async estimate(
    tx: DatabaseTransaction,
    now: number,
    position: number,
    loads: NodeLoad[],
  ): Promise<number> {
    const durations = await queryRows<{ seconds: number }>(
      tx,
      sql`select extract(epoch from ended_at - started_at)::float8 as seconds from stream_sessions
        where status = 'ended' and started_at is not null
        order by ended_at desc limit ${TYPICAL_SAMPLE}`,
    );
    const typical = medianSeconds(durations.map((row) => Number(row.seconds))) ?? this.typicalSessionSeconds;
    const urls = loads.map((load) => load.url);
    const elapsed =
      urls.length === 0
        ? []
        : await queryRows<{ seconds: number }>(
            tx,
            sql`select extract(epoch from ${new Date(now).toISOString()}::timestamptz - started_at)::float8 as seconds
              from stream_sessions
              where status = 'active' and last_seen_at > ${this.ownerCutoff(now)}
                and node_url in ${urls}`,
          );
    const slots = loads.reduce((sum, load) => sum + load.capacity, 0);
    return estimateWaitSeconds(
      position,
      slots,
      elapsed.map((row) => Number(row.seconds)),
      typical,
    );
  }
}
