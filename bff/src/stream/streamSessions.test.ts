import { STREAM_BUSY_MESSAGE } from '@configurator/domain/stream/streamConstants';
import { STREAM_STATES } from '@configurator/domain/stream/streamStates';
import { telemetry } from '@configurator/migrations/db/schema/projections';
import { renderNodes, streamSessions } from '@configurator/migrations/db/schema/rendering';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { ofType, StreamVisitor, state, streamAddress, text } from '../testing/streamVisitor.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';

/** The start-up states, in the order the protocol gives them. */
const START = STREAM_STATES.slice(0, STREAM_STATES.indexOf('INIT_DONE') + 1);
/** The first stream also starts the node and its browser. */
const FIRST_START_MS = 60_000;
const START_MS = 40_000;

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('live stream sessions ($name)', (testDatabase) => {
  let t: TestApp;
  let identity: TestIdentity;
  let address: { base: string; origin: string };
  let query: string;
  const visitors: StreamVisitor[] = [];
  /** A second server on the same node, with a start timeout shorter than the start. */
  let slow: TestApp | undefined;
  let slowQuery: string;

  beforeAll(async () => {
    identity = await createTestIdentity();
    // The local node starts on the first stream, with one stream; JPEG frames, short timings.
    t = await startTestApp(
      testDatabase,
      {
        STREAM_CAPACITY: '1',
        STREAM_BASE_LOAD_DELAY_MS: '300',
        STREAM_INACTIVITY_PROMPT_MS: '1500',
        STREAM_INACTIVITY_STOP_MS: '3000',
        STREAM_QUEUE_POLL_MS: '200',
        STREAM_DISCONNECT_GRACE_MS: '1500',
      },
      { identityKeys: identity.keys },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    address = streamAddress(t.app);
    const api = new ConfigurationClient(t.app);
    const vehicles = await api.vehicles();
    const vehicle = vehicles.find((v) => v.RenderingEngine === 'Engine3D') ?? vehicles[0]!;
    query = `configurationId=${(await api.create(vehicle.ModelId)).ConfigurationId}&video=jpeg`;
  });
  afterAll(async () => {
    for (const visitor of visitors) visitor.close();
    await slow?.close();
    await t?.close();
  });

  const open = async (sub: string) => {
    const visitor = await StreamVisitor.open(address, await identity.token({ sub }), query);
    visitors.push(visitor);
    return visitor;
  };
  const openOn = async (app: TestApp) => {
    const token = await identity.token({ sub: 'visitor-1' });
    const visitor = await StreamVisitor.open(streamAddress(app.app), token, slowQuery);
    visitors.push(visitor);
    return visitor;
  };
  const stop = async (visitor: StreamVisitor) => {
    visitor.send({ type: 'stop' });
    return visitor.closed;
  };

  it('starts through the states in order to INIT_DONE, then streams JPEG frames', async () => {
    const a = await open('visitor-1');
    // A bitrate before the start is done is not recorded.
    a.send({ type: 'bitrate', kbps: 1111 });
    await a.waitFor(state('INIT_DONE'), { timeoutMs: FIRST_START_MS });
    // A node just started may answer its first probe late (a busy machine): the visitor then waits
    // in the queue for it, and is accepted once it is registered.
    const states = a.states();
    expect(states.slice(states[0] === 'ACCEPTING' ? 1 : 0)).toEqual(START);
    const events = a.events().filter((m) => m?.type !== 'busy' && m?.state !== 'ACCEPTING');
    expect(events[0]).toEqual({ type: 'session', sessionId: expect.any(String) });
    const video = events.findIndex((m) => m?.type === 'video');
    expect(events[video]).toEqual({ type: 'video', mode: 'jpeg', width: 960, height: 540 });
    expect(video).toBeLessThan(events.findIndex((m) => m?.state === 'INIT_DONE'));
    await expect.poll(() => a.frames, { timeout: 10_000 }).toBeGreaterThan(0);

    // Refused commands are answered here and never reach the node; the next valid one is answered.
    const from = a.messages.length;
    a.send('lightng 12 999');
    a.send('envilvl moon');
    a.send('envilvl city');
    const done = await a.waitFor(text('envilvl done'), { from, timeoutMs: 10_000 });
    const answers = a.messages
      .slice(from)
      .filter((m) => m.json?.type !== 'bitrate' && m.json?.type !== 'inactive');
    expect(answers.map((m) => m.json ?? m.text)).toEqual([
      { type: 'error', command: 'lightng', Message: 'lightng: 999 is outside 12..22' },
      {
        type: 'error',
        command: 'envilvl',
        Message: expect.stringMatching(/^envilvl: moon is not an environment/),
      },
      'envilvl done',
    ]);

    a.send({ type: 'bitrate', kbps: -5 });
    const refused = await a.waitFor(ofType('error'), { from: done.index, timeoutMs: 5000 });
    expect(refused.json).toEqual({
      type: 'error',
      command: null,
      Message: 'kbps: must be a number of kbit/s',
    });
    a.send({ type: 'bitrate', kbps: 4200 });
    const recorded = () => t.database.db.select().from(telemetry);
    await expect.poll(async () => (await recorded()).length, { timeout: 5000 }).toBe(1);
    expect(await recorded()).toEqual([
      expect.objectContaining({ userId: 'visitor-1', isMobile: false, payload: { Bitrate: 4200 } }),
    ]);

    expect(await stop(a)).toEqual({ code: 1000, reason: 'the stream was stopped' });
    expect(a.events().at(-1)).toEqual({
      type: 'ended',
      reason: 'stopped',
      Message: 'the stream was stopped',
    });
  });

  it('prompts an idle visitor, then ends the session as inactive and frees the slot', async () => {
    const a = await open('visitor-1');
    const ready = await a.waitFor(state('INIT_DONE'), { timeoutMs: START_MS });
    const readyAt = Date.now();
    const prompt = await a.waitFor(ofType('inactive'), { from: ready.index, timeoutMs: 5000 });
    expect(Date.now() - readyAt).toBeGreaterThanOrEqual(1000);
    expect(prompt.json).toEqual({ type: 'inactive', seconds: expect.any(Number) });
    const ended = await a.waitFor(ofType('ended'), { from: prompt.index, timeoutMs: 5000 });
    expect(ended.json).toMatchObject({ type: 'ended', reason: 'inactive' });
    expect((await a.closed).code).toBe(1000);
    await expect
      .poll(() => t.app.services.streams.pool.snapshot(), { timeout: 5000 })
      .toEqual({ active: {}, queued: 0 });
  });

  it('keeps the slot of a visitor whose socket dropped for the grace period, then frees it', async () => {
    const a = await open('visitor-1');
    await a.waitFor(state('INIT_DONE'), { timeoutMs: START_MS });
    const { json: session } = await a.waitFor(ofType('session'));
    const pool = t.app.services.streams.pool;
    const [node] = Object.keys((await pool.snapshot()).active);
    a.socket.terminate();
    const droppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await pool.snapshot()).toEqual({ active: { [node!]: 1 }, queued: 0 });
    await expect.poll(() => pool.snapshot(), { timeout: 10_000 }).toEqual({ active: {}, queued: 0 });
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(1400);
    expect(t.app.services.streams.liveSessions).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(streamSessions)
      .where(eq(streamSessions.id, String(session?.sessionId)));
    expect(row).toMatchObject({ status: 'ended', endReason: 'disconnected' });
  });

  it('queues visitors while the only feed is busy and hands it to the first in line', async () => {
    const a = await open('visitor-a');
    await a.waitFor(state('INIT_DONE'), { timeoutMs: START_MS });
    const b = await open('visitor-b');
    const busyB = await b.waitFor(ofType('busy'), { timeoutMs: 5000 });
    expect(busyB.json).toEqual({
      type: 'busy',
      Message: STREAM_BUSY_MESSAGE,
      position: 1,
      estimateSeconds: expect.any(Number),
    });
    const c = await open('visitor-c');
    const busyC = await c.waitFor(ofType('busy'), { timeoutMs: 5000 });
    expect(busyC.json).toMatchObject({ type: 'busy', Message: STREAM_BUSY_MESSAGE, position: 2 });
    expect(await t.app.services.streams.pool.snapshot()).toMatchObject({ queued: 2 });

    await stop(a);
    const accepting = await b.waitFor(state('ACCEPTING'), { timeoutMs: 10_000 });
    const session = await b.waitFor(ofType('session'), { from: accepting.index, timeoutMs: 5000 });
    await b.waitFor(state('INITIALIZING'), { from: session.index, timeoutMs: 10_000 });
    // (A new estimate alone may be told first, at the old position.)
    const moved = await c.waitFor((m) => m.json?.type === 'queue' && m.json.position === 1, {
      from: busyC.index,
      timeoutMs: 10_000,
    });
    expect(moved.json).toEqual({ type: 'queue', position: 1, estimateSeconds: expect.any(Number) });
    expect(c.states()).toEqual([]);

    await b.waitFor(state('INIT_DONE'), { timeoutMs: START_MS });
    expect(b.states()).toEqual(['ACCEPTING', ...START]);
    await stop(b);
    await c.waitFor(state('ACCEPTING'), { timeoutMs: 10_000 });
    await stop(c);
    await expect
      .poll(() => t.app.services.streams.pool.snapshot(), { timeout: 5000 })
      .toEqual({ active: {}, queued: 0 });
  });

  it('ends a session that does not start in time with BROKEN and start-timeout (1011)', async () => {
    // A second server on the same node, whose start may take 300 ms while the base alone waits 2 s.
    const node = await t.app.renderNodes.localNode();
    expect(node).not.toBeNull();
    slow = await startTestApp(
      testDatabase,
      {
        RENDER_LOCAL_NODE: 'false',
        RENDER_NODES: node!.url,
        STREAM_START_TIMEOUT_MS: '300',
        STREAM_BASE_LOAD_DELAY_MS: '2000',
      },
      { identityKeys: identity.keys },
    );
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const db = slow.database.db;
    await expect
      .poll(async () => (await db.select().from(renderNodes)).map((n) => n.streamCapacity), {
        timeout: 10_000,
      })
      .toEqual([1]);
    const api = new ConfigurationClient(slow.app);
    const [vehicle] = await api.vehicles();
    slowQuery = `configurationId=${(await api.create(vehicle!.ModelId)).ConfigurationId}&video=jpeg`;
    const visitor = await openOn(slow);
    const ended = await visitor.waitFor(ofType('ended'), { timeoutMs: 20_000 });
    expect(ended.json).toMatchObject({ type: 'ended', reason: 'start-timeout' });
    expect(visitor.states()).toContain('BROKEN');
    expect(visitor.states()).not.toContain('INIT_DONE');
    expect(visitor.states().at(-1)).toBe('BROKEN');
    expect((await visitor.closed).code).toBe(1011);
    await expect
      .poll(() => db.select().from(streamSessions))
      .toEqual([expect.objectContaining({ status: 'ended', endReason: 'start-timeout' })]);
  });

  it('gives up the start itself when the node hangs without a word (BROKEN, start-timeout)', async () => {
    const node = await t.app.renderNodes.localNode();
    expect(slow).toBeDefined();
    process.kill(node!.pid, 'SIGSTOP');
    try {
      const frozenAt = Date.now();
      const visitor = await openOn(slow!);
      const ended = await visitor.waitFor(ofType('ended'), { timeoutMs: 20_000 });
      // The node's own timeout (300 ms) never comes: the server's comes a few seconds after it.
      expect(Date.now() - frozenAt).toBeGreaterThanOrEqual(5000);
      expect(ended.json).toEqual({
        type: 'ended',
        reason: 'start-timeout',
        Message: 'the renderer of this stream does not answer; try again',
      });
      expect(visitor.states()).toEqual(['BROKEN']);
      expect((await visitor.closed).code).toBe(1011);
      await expect
        .poll(() => slow!.app.services.streams.pool.snapshot(), { timeout: 5000 })
        .toEqual({ active: {}, queued: 0 });
    } finally {
      process.kill(node!.pid, 'SIGCONT');
    }
  });
});
