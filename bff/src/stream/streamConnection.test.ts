import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { StreamConnection, type StreamConnectionDeps } from './streamConnection.js';
import type { StreamSessionPool } from './streamSessionPool.js';

/** The visitor's socket, as the connection sees it. */
class FakeClient extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  say(message: object) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('a stream connection', () => {
  let node: WebSocketServer | undefined;
  afterEach(async () => {
    await new Promise((done) => node?.close(done));
  });

  it('opens no node socket when the visitor stops while the start is being planned', async () => {
    node = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((done) => node!.once('listening', done));
    let nodeSockets = 0;
    node.on('connection', () => nodeSockets++);
    const nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    const ends: string[] = [];
    const pool = {
      request: async () => ({ sessionId: 's1', status: 'active' as const, nodeUrl }),
      end: async (_id: string, reason: string) => void ends.push(reason),
      touch: async () => undefined,
    } as unknown as StreamSessionPool;
    let planned!: () => void;
    const planning = new Promise<void>((resolve) => {
      planned = resolve;
    });
    const client = new FakeClient();
    const deps: StreamConnectionDeps = {
      pool,
      plan: async () => {
        await planning;
        return { spec: { startTimeoutMs: 1000 } as never, tools: {} as never };
      },
      lostNodes: { list: () => [], add: () => undefined },
      reportBitrate: () => undefined,
      timings: {
        queuePollMs: 50,
        inactivityPromptMs: 60_000,
        inactivityStopMs: 120_000,
        disconnectGraceMs: 0,
      },
      log: silent,
    };
    const connection = new StreamConnection(
      client as unknown as WebSocket,
      {
        userId: 'visitor-1',
        configurationId: 'c1',
        modelId: 'm1',
      },
      deps,
    );
    const running = connection.run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.say({ type: 'stop' });
    planned();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(nodeSockets).toBe(0);
    expect(ends).toEqual(['stopped']);
    expect(client.sent.map((m) => JSON.parse(m))).toEqual([
      { type: 'ended', reason: 'stopped', Message: 'the stream was stopped' },
    ]);
  });
});
