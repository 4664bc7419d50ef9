import { STREAM_START_STATES as START_STATES } from '@configurator/domain/stream/streamStates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerBrowser } from '../chromium.js';
import { RendererHost } from '../host/rendererHost.js';
import { RenderNode } from '../node/nodeServer.js';
import type { NodeHealth, StreamStartSpec } from '../protocol.js';
import { StreamClient, StreamRefused } from '../testing/streamClient.js';
import { testStreamSpec } from '../testing/streamSpecs.js';
import { StreamHost } from './streamHost.js';

type Video = StreamStartSpec['video'];

const spec = (video: Partial<Video> = {}, changes: Partial<StreamStartSpec> = {}): StreamStartSpec => {
  const base = testStreamSpec();
  return testStreamSpec({
    baseLoadDelayMs: 200,
    video: { ...base.video, mode: 'jpeg', width: 320, height: 180, ...video },
    ...changes,
  });
};

const isJpeg = (frame: Buffer) => frame[0] === 0xff && frame[1] === 0xd8;

describe('live sessions of a render node', () => {
  let host: StreamHost;
  let node: RenderNode;
  let url: string;
  let streamUrl: string;

  /** The pages of the node's live browser (its field is private: nothing else counts them). */
  const openPages = async () => {
    const browser = await (host as unknown as { browser: ServerBrowser }).browser.current();
    return browser ? (await browser.pages()).length : 0;
  };
  const health = async () => (await (await fetch(`${url}/healthz`)).json()) as NodeHealth;

  beforeAll(async () => {
    host = new StreamHost();
    await host.warmUp();
    node = new RenderNode({ renderer: new RendererHost(), capacity: 1, streams: { host, capacity: 1 } });
    url = await node.listen(0, '127.0.0.1');
    streamUrl = `${url.replace('http', 'ws')}/stream`;
  });
  afterAll(async () => {
    await node?.close();
    await host?.close();
  });

  // Each test starts on a free node: the session of the one before is gone.
  beforeEach(async () => {
    const deadline = Date.now() + 10_000;
    while ((await health()).streams > 0) {
      if (Date.now() > deadline) throw new Error('the sessions of the test before are still running');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  const started = async (startSpec: StreamStartSpec = spec()) => {
    const client = await StreamClient.start(streamUrl, startSpec);
    await client.waitFor((c) => c.states().includes('INIT_DONE'), 30_000);
    return client;
  };

  it('starts in the states of the protocol, attaches the JPEG video before INIT_DONE, then sends frames', async () => {
    const client = await started();
    try {
      await client.waitFor((c) => c.frames().length >= 2);
      expect(client.states()).toEqual(START_STATES);
      const types = client.messages().map((message) => message.type);
      const video = client.messages().find((message) => message.type === 'video');
      expect(video).toEqual({ type: 'video', mode: 'jpeg', width: 320, height: 180 });
      expect(types.indexOf('video')).toBeLessThan(types.lastIndexOf('state'));
      expect(types.indexOf('video')).toBeGreaterThan(types.indexOf('state'));
      expect(types).not.toContain('config');
      expect(types).not.toContain('error');

      const firstFrame = client.events.findIndex((event) => event.kind === 'frame');
      const videoAt = client.events.findIndex(
        (event) => event.kind === 'text' && event.text.includes('"video"'),
      );
      expect(firstFrame).toBeGreaterThan(videoAt);
      expect(client.frames().every(isJpeg)).toBe(true);

      const bitrate = await client.waitForJson('bitrate', 0, 3000);
      expect(bitrate).toEqual({
        type: 'bitrate',
        kbps: expect.any(Number),
        targetKbps: 5000,
        sentKbps: expect.any(Number),
        fps: expect.any(Number),
      });
    } finally {
      await client.close();
    }
  });

  it('takes as many sessions as its capacity, refuses one more with 503, and takes one again once it is free', async () => {
    expect(await health()).toMatchObject({ streamCapacity: 1, streams: 0 });
    const first = await started();
    try {
      expect(await health()).toMatchObject({ streamCapacity: 1, streams: 1 });
      const refusal = await StreamClient.open(streamUrl).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(StreamRefused);
      const { status, body } = refusal as StreamRefused;
      expect(status).toBe(503);
      expect(JSON.parse(body)).toEqual({ Message: expect.stringContaining('busy') });
    } finally {
      await first.close();
    }
    const deadline = Date.now() + 5000;
    while ((await health()).streams > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await StreamClient.open(streamUrl);
    await second.close();
  });

  it('counts a socket whose session is still starting against the capacity', async () => {
    const opened = await Promise.allSettled([StreamClient.open(streamUrl), StreamClient.open(streamUrl)]);
    const clients = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = opened.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    try {
      expect(clients).toHaveLength(1);
      expect(refused).toEqual([expect.objectContaining({ status: 503 })]);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });

  it('refuses a websocket on another path with 404', async () => {
    const refusal = await StreamClient.open(`${url.replace('http', 'ws')}/elsewhere`).catch((error) => error);
    expect(refusal).toBeInstanceOf(StreamRefused);
    expect((refusal as StreamRefused).status).toBe(404);
  });

  it('ends a session that does not start in time as BROKEN with start-timeout and 1011, and frees its page', async () => {
    const pagesBefore = await openPages();
    const client = await StreamClient.start(
      streamUrl,
      spec({}, { startTimeoutMs: 300, baseLoadDelayMs: 2000 }),
    );
    const closed = await client.waitForClose(10_000);
    expect(closed.code).toBe(1011);
    const states = client.states();
    expect(states.at(-1)).toBe('BROKEN');
    expect(states).not.toContain('INIT_DONE');
    const ended = client.messages().at(-1);
    expect(ended).toEqual({ type: 'ended', reason: 'start-timeout', Message: expect.any(String) });
    expect(client.texts().at(-2)).toBe(JSON.stringify({ type: 'state', state: 'BROKEN' }));
    // The page may still be opening when the time is up; it is closed once it is open.
    const deadline = Date.now() + 5000;
    while ((await openPages()) !== pagesBefore && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await openPages()).toBe(pagesBefore);
  });

  it('ends a session on stop with 1000, after it refused a bad JSON message and carried on', async () => {
    const client = await started();
    const from = client.events.length;
    client.send('{"type":"input",');
    const error = await client.waitForJson('error', from);
    expect(error).toEqual({ type: 'error', command: null, Message: expect.stringContaining('JSON') });
    client.send({ type: 'input', kind: 'fly' });
    expect(await client.waitFor((c) => c.messages(from).filter((m) => m.type === 'error')[1])).toMatchObject({
      command: null,
    });
    expect(await client.command('ueversn')).toMatch(/^ueversn [0-9a-f]{16}$/);

    client.send({ type: 'stop' });
    const closed = await client.waitForClose();
    expect(closed.code).toBe(1000);
    expect(client.messages().at(-1)).toEqual({
      type: 'ended',
      reason: 'stopped',
      Message: expect.any(String),
    });
  });

  it('answers a command sent right behind the start once the session has started', async () => {
    const client = await StreamClient.open(streamUrl);
    try {
      client.send({ type: 'start', spec: spec() });
      client.send('ueversn');
      const reply = await client.waitFor((c) => c.texts().find((text) => !text.startsWith('{')), 30_000);
      expect(reply).toMatch(/^ueversn [0-9a-f]{16}$/);
      expect(client.states()).toContain('INIT_DONE');
      expect(client.messages().filter((message) => message.type === 'error')).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('closes with 1008 when the first message does not start a session', async () => {
    for (const first of ['ueversn', JSON.stringify({ type: 'start', spec: { modelId: 'X' } })]) {
      const client = await StreamClient.open(streamUrl);
      client.send(first);
      const closed = await client.waitForClose();
      expect(closed.code, first).toBe(1008);
      expect(client.messages(), first).toEqual([
        { type: 'error', command: null, Message: 'the first message must start a stream' },
      ]);
    }
  });

  it('offers WebRTC and falls back to JPEG frames when no answer comes in time', async () => {
    const client = await StreamClient.start(streamUrl, spec({ mode: 'webrtc', webrtcTimeoutMs: 500 }));
    try {
      await client.waitFor((c) => c.states().includes('INIT_DONE'), 30_000);
      const messages = client.messages();
      const types = messages.map((message) => message.type);
      expect(messages.find((m) => m.type === 'config')).toEqual({
        type: 'config',
        iceServers: [],
        bitrate: { start: 5000, min: 3000, max: 15000 },
      });
      const offer = messages.find((m) => m.type === 'signal') as {
        description?: { type: string; sdp: unknown };
      };
      expect(offer.description?.type).toBe('offer');
      expect(offer.description?.sdp).toEqual(expect.stringContaining('m=video'));
      expect(types.indexOf('config')).toBeLessThan(types.indexOf('signal'));
      expect(types.indexOf('signal')).toBeLessThan(types.indexOf('video'));

      // The video is attached once the timeout passed after LOAD_VIDEO_SRC, as JPEG.
      const at = (predicate: (text: string) => boolean) =>
        client.events.find((event) => event.kind === 'text' && predicate(event.text))?.at ?? 0;
      const videoSource = at((text) => text.includes('LOAD_VIDEO_SRC'));
      const video = at((text) => text.includes('"type":"video"'));
      expect(messages.find((m) => m.type === 'video')).toMatchObject({ mode: 'jpeg' });
      expect(video - videoSource).toBeGreaterThanOrEqual(450);
      await client.waitFor((c) => c.frames().length > 0);
      expect(client.frames().every(isJpeg)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
