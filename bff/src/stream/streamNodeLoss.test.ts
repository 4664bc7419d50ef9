import { renderNodes, streamSessions } from '@configurator/migrations/db/schema/rendering';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalRenderNode, startLocalRenderNode } from '../render/localRenderNode.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { ofType, StreamVisitor, state, streamAddress } from '../testing/streamVisitor.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';
import { StreamSessionPool } from './streamSessionPool.js';

const startNode = () =>
  startLocalRenderNode({
    chromiumPath: '/usr/bin/chromium',
    ffmpegPath: '/usr/bin/ffmpeg',
    capacity: 1,
    streams: 1,
  });

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))(
  'a render node lost mid-stream ($name)',
  (testDatabase) => {
    let t: TestApp | undefined;
    let nodes: LocalRenderNode[] = [];
    let identity: TestIdentity;
    let address: { base: string; origin: string };
    let query: string;
    const visitors: StreamVisitor[] = [];

    beforeAll(async () => {
      identity = await createTestIdentity();
      nodes = await Promise.all([startNode(), startNode()]);
      t = await startTestApp(
        testDatabase,
        {
          RENDER_LOCAL_NODE: 'false',
          RENDER_NODES: nodes.map((node) => node.url).join(','),
          STREAM_BASE_LOAD_DELAY_MS: '300',
          STREAM_DISCONNECT_GRACE_MS: '0',
        },
        { identityKeys: identity.keys },
      );
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      address = streamAddress(t.app);
      const api = new ConfigurationClient(t.app);
      const [vehicle] = await api.vehicles();
      query = `configurationId=${(await api.create(vehicle!.ModelId)).ConfigurationId}&video=jpeg`;
      // Both nodes registered, one stream each (the registry probes every 2 s).
      const expected = nodes
        .map((node) => `${node.url} 1`)
        .sort()
        .join();
      const registered = async () =>
        (await t!.database.db.select().from(renderNodes))
          .map((n) => `${n.url} ${n.streamCapacity}`)
          .sort()
          .join();
      const deadline = Date.now() + 15_000;
      while ((await registered()) !== expected) {
        if (Date.now() > deadline) throw new Error(`the nodes did not register: ${await registered()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    afterAll(async () => {
      for (const visitor of visitors) visitor.close();
      await t?.close();
      await Promise.all(nodes.map((node) => node.close()));
    });

    const open = async () => {
      const visitor = await StreamVisitor.open(address, await identity.token({ sub: 'visitor-1' }), query);
      visitors.push(visitor);
      return visitor;
    };
    const activeNodes = async () =>
      (
        await t!.database.db
          .select({ nodeUrl: streamSessions.nodeUrl })
          .from(streamSessions)
          .where(eq(streamSessions.status, 'active'))
      ).map((row) => row.nodeUrl);

    it('tells the visitor BROKEN and node-lost, and a retry starts on the other node', async () => {
      const first = await open();
      await first.waitFor(state('INIT_DONE'), { timeoutMs: 60_000 });
      const [lostUrl] = await activeNodes();
      const lost = nodes.find((node) => node.url === lostUrl);
      const other = nodes.find((node) => node.url !== lostUrl);
      expect(lost && other).toBeTruthy();
      expect(await t!.app.services.streams.pool.snapshot()).toEqual({ active: { [lostUrl!]: 1 }, queued: 0 });

      const from = first.messages.length;
      process.kill(lost!.pid, 'SIGKILL');
      const broken = await first.waitFor(state('BROKEN'), { from, timeoutMs: 10_000 });
      const ended = await first.waitFor(ofType('ended'), { from: broken.index, timeoutMs: 5000 });
      expect(ended.json).toMatchObject({ type: 'ended', reason: 'node-lost', Message: expect.any(String) });
      expect((await first.closed).code).toBe(1011);
      const [row] = await t!.database.db.select().from(streamSessions);
      expect(row).toMatchObject({ status: 'ended', endReason: 'node-lost', nodeUrl: lostUrl });

      // The page opens a new socket: it lands on the node that is still alive.
      const retry = await open();
      await retry.waitFor(state('INIT_DONE'), { timeoutMs: 60_000 });
      expect(retry.states().at(-1)).toBe('INIT_DONE');
      expect(retry.states()).not.toContain('BROKEN');
      expect(await activeNodes()).toEqual([other!.url]);
      expect(await t!.app.services.streams.pool.snapshot()).toEqual({
        active: { [other!.url]: 1 },
        queued: 0,
      });
      retry.send({ type: 'stop' });
      expect((await retry.closed).code).toBe(1000);
    });
  },
);

describe.each(testDatabases())('a retry after a node loss ($name)', (testDatabase) => {
  const NODE = 'http://node-a:8090';
  const retry = {
    userId: 'user-1',
    configurationId: 'configuration-1',
    modelId: 'MODEL-1',
    avoidNodes: [NODE],
  };
  let handle: Awaited<ReturnType<typeof testDatabase.open>>;
  let clock = Date.parse('2030-01-01T12:00:00Z');

  beforeAll(async () => {
    handle = await testDatabase.open();
    await handle.migrate();
  });
  afterAll(() => handle?.close());

  /** The registry's probe: the node answers (its heartbeat is now). */
  const heartbeat = () =>
    handle.db
      .insert(renderNodes)
      .values({
        url: NODE,
        nodeId: NODE,
        sceneVersion: 'scene-1',
        capacity: 1,
        ffmpeg: false,
        streamCapacity: 1,
        heartbeatAt: new Date(clock).toISOString(),
        registeredAt: new Date(clock).toISOString(),
      })
      .onConflictDoUpdate({ target: renderNodes.url, set: { heartbeatAt: new Date(clock).toISOString() } });

  it('waits while the lost node may be dead, then takes it again once it answers, not blocking the queue', async () => {
    // The only node failed a session (it hung, or refused it) but lives on: the page retries.
    await heartbeat();
    const pool = new StreamSessionPool(handle.db, { instanceId: 'bff-1', now: () => clock });
    const first = await pool.request(retry);
    expect(first).toMatchObject({ status: 'queued', position: 1 });
    const behind = await pool.request({ ...retry, avoidNodes: [] });
    expect(behind).toMatchObject({ status: 'queued', position: 2 });
    // A node that really died has a stale heartbeat by now and is left out anyway; this one answers.
    for (let second = 0; second < 12; second++) {
      clock += 1000;
      await heartbeat();
      await pool.touch([first.sessionId, behind.sessionId]);
    }
    expect(await pool.poll(first.sessionId)).toEqual({
      sessionId: first.sessionId,
      status: 'active',
      nodeUrl: NODE,
    });
    await pool.end(first.sessionId, 'stopped');
    expect(await pool.poll(behind.sessionId)).toMatchObject({ status: 'active', nodeUrl: NODE });
  });
});
