import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { renderNodes, streamSessions } from '@configurator/migrations/db/schema/rendering';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { estimateWaitSeconds, medianSeconds } from './streamSessionEstimate.js';
import {
  type Allocation,
  ENDED_RETENTION_MS,
  StreamSessionPool,
  type StreamSessionPoolOptions,
} from './streamSessionPool.js';

const NODE_A = 'http://node-a:8090';
const NODE_B = 'http://node-b:8090';
const visitor = { userId: 'user-1', configurationId: 'configuration-1', modelId: 'MODEL-1' };

function nodeOf(allocation: Allocation): string {
  if (allocation.status !== 'active') throw new Error(`not active: ${JSON.stringify(allocation)}`);
  return allocation.nodeUrl;
}

describe.each(testDatabases())('stream session pool on $name', (db) => {
  let handle: DatabaseHandle;
  let clock: number;

  beforeAll(async () => {
    handle = await db.open();
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    clock = Date.parse('2030-01-01T12:00:00Z');
    await handle.db.delete(streamSessions);
    await handle.db.delete(renderNodes);
  });

  const pool = (options: Partial<StreamSessionPoolOptions> = {}) =>
    new StreamSessionPool(handle.db, { instanceId: 'bff-1', now: () => clock, ...options });

  /** A node row as the registry writes it, its heartbeat `ageMs` old. */
  async function node(url: string, streamCapacity: number, ageMs = 0): Promise<void> {
    const at = new Date(clock - ageMs).toISOString();
    await handle.db.insert(renderNodes).values({
      url,
      nodeId: url,
      sceneVersion: 'scene-1',
      capacity: 2,
      ffmpeg: false,
      streamCapacity,
      heartbeatAt: at,
      registeredAt: at,
    });
  }

  /** Time passes; the registry keeps the heartbeat of every node fresh meanwhile. */
  async function advance(ms: number): Promise<void> {
    clock += ms;
    await handle.db.update(renderNodes).set({ heartbeatAt: new Date(clock).toISOString() });
  }

  async function fill(p: StreamSessionPool, count: number): Promise<Allocation[]> {
    const allocations: Allocation[] = [];
    for (let i = 0; i < count; i++) allocations.push(await p.request(visitor));
    return allocations;
  }

  it('allocates up to each node capacity, the least loaded node first', async () => {
    await node(NODE_A, 2);
    await node(NODE_B, 2);
    const p = pool();
    const nodes = (await fill(p, 4)).map(nodeOf);
    expect(nodes).toEqual([NODE_A, NODE_B, NODE_A, NODE_B]);
    expect(await p.snapshot()).toEqual({ active: { [NODE_A]: 2, [NODE_B]: 2 }, queued: 0 });
    expect((await p.request(visitor)).status).toBe('queued');
  });

  it('knows whether a live node takes streams at all', async () => {
    const p = pool();
    expect(await p.hasStreamingNode()).toBe(false);
    await node(NODE_A, 0);
    await node(NODE_B, 2, 60_000);
    expect(await p.hasStreamingNode()).toBe(false);
    await advance(0);
    expect(await p.hasStreamingNode()).toBe(true);
  });

  it('queues when every slot is taken, with positions and estimates, and moves the head in when a slot frees', async () => {
    await node(NODE_A, 2);
    await node(NODE_B, 2);
    // Owners that stay fresh for the whole test, without touching.
    const p = pool({ ownerStaleMs: 3_600_000 });
    const active = await fill(p, 4);
    await advance(60_000);
    const queued = await fill(p, 3);
    expect(queued.map((a) => (a.status === 'queued' ? a.position : a.status))).toEqual([1, 2, 3]);
    const estimates = queued.map((a) => (a.status === 'queued' ? a.estimateSeconds : 0));
    for (const estimate of estimates) expect(estimate).toBeGreaterThan(0);
    // Nothing ended yet: sessions last 180 s, each has run 60 s, so the first slots free in 120 s.
    expect(estimates).toEqual([120, 120, 120]);
    expect(await p.snapshot()).toEqual({ active: { [NODE_A]: 2, [NODE_B]: 2 }, queued: 3 });

    await p.end(active[0]?.sessionId as string, 'stopped');
    const [head, second, third] = queued.map((a) => a.sessionId) as [string, string, string];
    expect(await p.poll(head)).toEqual({ sessionId: head, status: 'active', nodeUrl: NODE_A });
    expect(await p.poll(second)).toMatchObject({ status: 'queued', position: 1 });
    expect(await p.poll(third)).toMatchObject({ status: 'queued', position: 2 });
    expect(await p.poll(active[0]?.sessionId as string)).toEqual({
      sessionId: active[0]?.sessionId,
      status: 'ended',
      reason: 'stopped',
    });
  });

  it('serves the queue first come, first served: a later request does not overtake', async () => {
    await node(NODE_A, 1);
    const p = pool();
    const [running] = await fill(p, 1);
    const first = await p.request(visitor);
    expect(first).toMatchObject({ status: 'queued', position: 1 });
    await p.end(running?.sessionId as string, 'stopped');
    await p.end(running?.sessionId as string, 'stopped again');

    const later = await p.request(visitor);
    expect(later).toMatchObject({ status: 'queued', position: 2 });
    expect(await p.poll(later.sessionId)).toMatchObject({ status: 'queued', position: 2 });
    expect(await p.poll(first.sessionId)).toMatchObject({ status: 'active', nodeUrl: NODE_A });
    expect(await p.poll(later.sessionId)).toMatchObject({ status: 'queued', position: 1 });
    expect(await p.poll(running?.sessionId as string)).toMatchObject({ status: 'ended', reason: 'stopped' });
  });

  it('gives nothing on a node whose heartbeat is stale or that does not stream', async () => {
    await node(NODE_A, 4, 10_001);
    await node(NODE_B, 0);
    const p = pool();
    const answer = await p.request(visitor);
    expect(answer).toMatchObject({ status: 'queued', position: 1 });
    await handle.db
      .update(renderNodes)
      .set({ heartbeatAt: new Date(clock).toISOString() })
      .where(eq(renderNodes.url, NODE_A));
    expect(await p.poll(answer.sessionId)).toMatchObject({ status: 'active', nodeUrl: NODE_A });
  });

  it('never allocates on a node the request avoids', async () => {
    await node(NODE_A, 2);
    await node(NODE_B, 2);
    const p = pool();
    expect(nodeOf(await p.request({ ...visitor, avoidNodes: [NODE_A] }))).toBe(NODE_B);
    expect(nodeOf(await p.request({ ...visitor, avoidNodes: [NODE_A] }))).toBe(NODE_B);
    const waiting = await p.request({ ...visitor, avoidNodes: [NODE_A] });
    expect(waiting).toMatchObject({ status: 'queued', position: 1 });
    expect(await p.snapshot()).toEqual({ active: { [NODE_B]: 2 }, queued: 1 });
  });

  it('ends every active session on a node that died and frees its slots', async () => {
    await node(NODE_A, 2);
    await node(NODE_B, 2);
    const p = pool();
    const sessions = await fill(p, 4);
    const onA = sessions.filter((a) => nodeOf(a) === NODE_A).map((a) => a.sessionId);
    const ended = await p.endOnNode(NODE_A, 'node-lost');
    expect(ended.sort()).toEqual([...onA].sort());
    expect(await p.endOnNode(NODE_A, 'node-lost')).toEqual([]);
    for (const id of onA)
      expect(await p.poll(id)).toEqual({ sessionId: id, status: 'ended', reason: 'node-lost' });
    expect(await p.snapshot()).toEqual({ active: { [NODE_B]: 2 }, queued: 0 });
    expect(nodeOf(await p.request({ ...visitor, avoidNodes: [NODE_B] }))).toBe(NODE_A);
  });

  it('frees the slots of a server that went quiet, and keeps those its owner touches', async () => {
    await node(NODE_A, 2);
    const quiet = pool({ instanceId: 'bff-quiet' });
    const alive = pool({ instanceId: 'bff-alive' });
    const [lost] = await fill(quiet, 1);
    const [kept] = await fill(alive, 1);
    const waiting = await alive.request(visitor);
    expect(waiting).toMatchObject({ status: 'queued', position: 1 });

    await advance(10_000);
    await alive.touch([kept?.sessionId as string, waiting.sessionId]);
    // Only the owner's touch counts: another server cannot keep a session alive.
    await alive.touch([lost?.sessionId as string]);
    await advance(6_000);
    expect(await alive.poll(waiting.sessionId)).toMatchObject({ status: 'active', nodeUrl: NODE_A });
    expect(await alive.poll(lost?.sessionId as string)).toMatchObject({
      status: 'ended',
      reason: 'owner-lost',
    });
    expect(await alive.poll(kept?.sessionId as string)).toMatchObject({ status: 'active' });
    expect(await alive.snapshot()).toEqual({ active: { [NODE_A]: 2 }, queued: 0 });
  });

  it('forgets sessions a week after they ended', async () => {
    await node(NODE_A, 1);
    const p = pool();
    const [old] = await fill(p, 1);
    await p.end(old?.sessionId as string, 'stopped');
    await advance(ENDED_RETENTION_MS - 1000);
    expect(await p.poll(old?.sessionId as string)).toMatchObject({ status: 'ended' });
    await advance(2000);
    await expect(p.poll(old?.sessionId as string)).rejects.toThrow(/no stream session/);
  });

  it('estimates from the length of the sessions that ended', async () => {
    await node(NODE_A, 1);
    const p = pool({ typicalSessionSeconds: 1000, ownerStaleMs: 3_600_000 });
    for (const seconds of [40, 60, 80]) {
      const [session] = await fill(p, 1);
      await advance(seconds * 1000);
      await p.end(session?.sessionId as string, 'stopped');
    }
    // A queued session that never ran tells nothing about the length of a session.
    await p.end((await p.request({ ...visitor, avoidNodes: [NODE_A] })).sessionId, 'stopped');
    await fill(p, 1);
    await advance(20_000);
    // Typical 60 s; the running session has 40 s left, then a round of 60 s per place.
    const waits = await fill(p, 3);
    expect(waits.map((a) => (a.status === 'queued' ? a.estimateSeconds : null))).toEqual([40, 100, 160]);
  });

  it('never puts more sessions on a node than it takes when two servers request at once', async () => {
    await node(NODE_A, 3);
    await node(NODE_B, 2);
    const first = pool({ instanceId: 'bff-1' });
    const second = pool({ instanceId: 'bff-2' });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? first : second).request(visitor)),
    );
    const active = answers.filter((a) => a.status === 'active').map(nodeOf);
    expect(active.filter((url) => url === NODE_A)).toHaveLength(3);
    expect(active.filter((url) => url === NODE_B)).toHaveLength(2);
    const positions = answers.flatMap((a) => (a.status === 'queued' ? [a.position] : []));
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(await first.snapshot()).toEqual({ active: { [NODE_A]: 3, [NODE_B]: 2 }, queued: 11 });
  });

  it('refuses bad input naming the field', async () => {
    const p = pool();
    await expect(p.request({ ...visitor, userId: '' })).rejects.toThrow(/userId/);
    await expect(p.request({ ...visitor, configurationId: ' ' })).rejects.toThrow(/configurationId/);
    await expect(p.request({ ...visitor, modelId: undefined as unknown as string })).rejects.toThrow(
      /modelId/,
    );
    await expect(p.request({ ...visitor, avoidNodes: [''] })).rejects.toThrow(/avoidNodes\[0\]/);
    await expect(p.poll('')).rejects.toThrow(/sessionId/);
    await expect(p.poll('no-such-session')).rejects.toThrow(/sessionId: no stream session/);
    await expect(p.end('x', '')).rejects.toThrow(/reason/);
    await expect(p.endOnNode('', 'node-lost')).rejects.toThrow(/nodeUrl/);
    expect(() => pool({ instanceId: '' })).toThrow(/instanceId/);
  });
});

describe('stream wait estimate', () => {
  it('waits for the p-th slot to free, then goes round in typical sessions', () => {
    // Two slots: one running 100 s (frees in 80 s), one running 10 s (frees in 170 s).
    expect([1, 2, 3, 4, 5].map((p) => estimateWaitSeconds(p, 2, [100, 10], 180))).toEqual([
      80, 170, 260, 350, 440,
    ]);
  });

  it('promises no slot sooner than 5 s, and counts a free slot as 5 s away', () => {
    expect(estimateWaitSeconds(1, 2, [500], 180)).toBe(5);
    expect(estimateWaitSeconds(2, 2, [500], 180)).toBe(5);
    expect(estimateWaitSeconds(3, 2, [500], 180)).toBe(185);
  });

  it('without any slot waits one typical session per place', () => {
    expect(estimateWaitSeconds(3, 0, [], 60.2)).toBe(181);
  });

  it('takes the median of the durations', () => {
    expect(medianSeconds([])).toBeNull();
    expect(medianSeconds([30, 10, 20])).toBe(20);
    expect(medianSeconds([40, 10, 20, 30])).toBe(25);
  });
});
