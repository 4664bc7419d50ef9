import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRenderNode } from '../render/localRenderNode.js';
import { StreamWarmth } from './streamWarmth.js';

describe("the local node's live sessions kept ready while visitors use the app", () => {
  let server: Server;
  let node: LocalRenderNode;
  const heard: string[] = [];
  let status = 202;

  beforeAll(async () => {
    server = createServer((request, response) => {
      heard.push(`${request.method} ${request.url}`);
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    node = { url, pid: process.pid, close: async () => undefined };
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const warmth = (localNode: () => Promise<LocalRenderNode | null>, clock: { now: number }) =>
    new StreamWarmth({ localNode, log: pino({ level: 'silent' }), everyMs: 60_000, now: () => clock.now });

  it('tells the node once a minute at most, however many calls the visitors make', async () => {
    heard.length = 0;
    const clock = { now: 1_000_000 };
    const subject = warmth(async () => node, clock);
    await Promise.all(Array.from({ length: 20 }, () => subject.visitorActive()));
    expect(heard).toEqual(['POST /streams/warm']);
    clock.now += 30_000;
    await subject.visitorActive();
    expect(heard).toHaveLength(1);
    clock.now += 30_000;
    await Promise.all([subject.visitorActive(), subject.visitorActive()]);
    expect(heard).toEqual(['POST /streams/warm', 'POST /streams/warm']);
  });

  it('starts no node: once it runs, the next visit tells it', async () => {
    heard.length = 0;
    const clock = { now: 1_000_000 };
    let running: LocalRenderNode | null = null;
    const subject = warmth(async () => running, clock);
    await subject.visitorActive();
    expect(heard).toEqual([]);
    running = node;
    clock.now += 1000;
    await subject.visitorActive();
    expect(heard).toEqual(['POST /streams/warm']);
  });

  it('asks a node that refuses (no live sessions there) no more often', async () => {
    heard.length = 0;
    status = 404;
    try {
      const clock = { now: 1_000_000 };
      const subject = warmth(async () => node, clock);
      for (let i = 0; i < 5; i++) await subject.visitorActive();
      expect(heard).toHaveLength(1);
    } finally {
      status = 202;
    }
  });
});
