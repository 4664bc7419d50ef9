import { parseStreamCommand } from '@configurator/domain/stream/streamCommands';
import { STREAM_BUSY_MESSAGE } from '@configurator/domain/stream/streamConstants';
import type { StreamTools } from '@configurator/domain/stream/streamTools';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { type StreamStartSpec, streamSocketUrl } from '../render/renderClient.js';
import type { Allocation, StreamSessionPool } from './streamSessionPool.js';

export interface StreamTimings {
  queuePollMs: number;
  inactivityPromptMs: number;
  inactivityStopMs: number;
  disconnectGraceMs: number;
}

export interface StreamConnectionDeps {
  pool: StreamSessionPool;
  /** The session's start, built once a slot is allocated (the configuration as it is then). */
  plan: () => Promise<{ spec: StreamStartSpec; tools: StreamTools }>;
  /** Nodes this server saw fail lately: a retry lands elsewhere. */
  lostNodes: { list(): string[]; add(url: string): void };
  /** A bitrate the visitor measured, once the stream is ready. */
  reportBitrate: (kbps: number) => void;
  timings: StreamTimings;
  log: FastifyBaseLogger;
}

export interface StreamRequest {
  userId: string;
  configurationId: string;
  modelId: string;
}

/** A frame waits in the visitor's socket while it holds less than this; beyond, frames are dropped. */
const MAX_CLIENT_BUFFER = 2_000_000;
/** The owner's heartbeat on its session row. */
const TOUCH_MS = 5000;
/** A node that has not reported its own start timeout this long after it was due hangs: the server ends the start. */
const START_TIMEOUT_GRACE_MS = 5000;

const CLIENT_TYPES = new Set(['input', 'signal', 'video', 'stop', 'active', 'bitrate']);

/**
 * One visitor's stream, from the handshake to the end: a place in the pool (busy, queue positions),
 * the node's socket once a slot is free, the messages relayed both ways (commands checked here
 * first), inactivity, and the end of the session however it comes.
 */
export class StreamConnection {
  private sessionId: string | null = null;
  private node: WebSocket | null = null;
  private nodeUrl: string | null = null;
  private tools: StreamTools | null = null;
  private ready = false;
  private ended = false;
  private lastActivity = Date.now();
  private prompted = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly client: WebSocket,
    private readonly request: StreamRequest,
    private readonly deps: StreamConnectionDeps,
  ) {}

  private send(message: object | string): void {
    if (this.client.readyState !== WebSocket.OPEN) return;
    this.client.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async run(): Promise<void> {
    this.client.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) this.fromClient(data.toString('utf8'));
    });
    this.client.on('close', () => void this.clientGone());
    const first = await this.deps.pool.request({ ...this.request, avoidNodes: this.deps.lostNodes.list() });
    this.sessionId = first.sessionId;
    if (this.ended) {
      // The visitor left while the request was being placed.
      await this.deps.pool.end(first.sessionId, 'disconnected');
      return;
    }
    this.every(TOUCH_MS, () => this.touch());
    const allocation = await this.waitForSlot(first);
    if (!allocation) return;
    await this.startOn(allocation.nodeUrl);
  }

  private every(ms: number, work: () => void): void {
    const timer = setInterval(work, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private touch(): void {
    if (this.sessionId && !this.ended) void this.deps.pool.touch([this.sessionId]).catch(() => undefined);
  }

  /** Busy: the visitor waits in the queue and hears where they stand until a slot frees. */
  private async waitForSlot(first: Allocation): Promise<Extract<Allocation, { status: 'active' }> | null> {
    let allocation = first;
    if (allocation.status === 'queued') {
      this.send({
        type: 'busy',
        Message: STREAM_BUSY_MESSAGE,
        position: allocation.position,
        estimateSeconds: allocation.estimateSeconds,
      });
    }
    let shown = allocation.status === 'queued' ? allocation.position : 0;
    let shownEstimate = allocation.status === 'queued' ? allocation.estimateSeconds : 0;
    const waited = allocation.status === 'queued';
    while (allocation.status === 'queued') {
      await new Promise((resolve) => setTimeout(resolve, this.deps.timings.queuePollMs));
      if (this.ended) return null;
      allocation = await this.deps.pool.poll(allocation.sessionId);
      if (
        allocation.status === 'queued' &&
        (allocation.position !== shown || Math.abs(allocation.estimateSeconds - shownEstimate) >= 5)
      ) {
        shown = allocation.position;
        shownEstimate = allocation.estimateSeconds;
        this.send({ type: 'queue', position: shown, estimateSeconds: shownEstimate });
      }
    }
    if (allocation.status === 'ended' || this.ended) {
      if (!this.ended) this.end('stopped', 'the stream session ended', 1000);
      return null;
    }
    // A feed accepts the visitor who waited: the client starts afresh (parts, perspective).
    if (waited) this.send({ type: 'state', state: 'ACCEPTING' });
    return allocation;
  }

  private async startOn(nodeUrl: string): Promise<void> {
    this.nodeUrl = nodeUrl;
    let plan: Awaited<ReturnType<StreamConnectionDeps['plan']>>;
    try {
      plan = await this.deps.plan();
    } catch (error) {
      this.end('stopped', `the stream could not start: ${(error as Error).message}`, 1011);
      return;
    }
    // The visitor stopped or left while the plan was made: no node socket may outlive the session.
    if (this.ended) return;
    this.tools = plan.tools;
    this.send({ type: 'session', sessionId: this.sessionId });
    const node = new WebSocket(streamSocketUrl(nodeUrl), { maxPayload: 8 * 1024 * 1024 });
    this.node = node;
    node.on('open', () => node.send(JSON.stringify({ type: 'start', spec: plan.spec })));
    node.on('message', (data: Buffer, isBinary: boolean) => this.fromNode(data, isBinary));
    node.on('error', (error) => this.deps.log.warn({ err: error, nodeUrl }, 'stream node socket failed'));
    node.on('close', () => {
      if (!this.ended) this.nodeLost();
    });
    this.every(1000, () => this.checkActivity());
    const startGuard = setTimeout(() => {
      if (this.ready || this.ended) return;
      this.deps.lostNodes.add(nodeUrl);
      this.send({ type: 'state', state: 'BROKEN' });
      this.end('start-timeout', 'the renderer of this stream does not answer; try again', 1011);
    }, plan.spec.startTimeoutMs + START_TIMEOUT_GRACE_MS);
    startGuard.unref();
    this.timers.push(startGuard);
  }

  private fromNode(data: Buffer, isBinary: boolean): void {
    if (this.ended) return;
    if (isBinary) {
      if (this.client.readyState === WebSocket.OPEN && this.client.bufferedAmount < MAX_CLIENT_BUFFER)
        this.client.send(data, { binary: true });
      return;
    }
    const text = data.toString('utf8');
    this.send(text);
    if (!text.startsWith('{')) return;
    let message: { type?: string; state?: string; reason?: string; Message?: string };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.type === 'state' && message.state === 'INIT_DONE') {
      this.ready = true;
      this.lastActivity = Date.now();
    }
    if (message.type === 'ended') {
      const lost = message.reason === 'node-lost';
      if (lost && this.nodeUrl) this.deps.lostNodes.add(this.nodeUrl);
      // A failure (the node lost, no start in time) closes with 1011, the others with 1000.
      const failed = lost || message.reason === 'start-timeout';
      this.end(
        message.reason ?? 'stopped',
        message.Message ?? 'the stream ended',
        failed ? 1011 : 1000,
        true,
      );
    }
  }

  private fromClient(text: string): void {
    if (this.ended) return;
    this.lastActivity = Date.now();
    this.prompted = false;
    if (text.startsWith('{')) {
      let message: { type?: unknown; kbps?: unknown };
      try {
        message = JSON.parse(text);
      } catch {
        this.send({ type: 'error', command: null, Message: 'the message is not valid JSON' });
        return;
      }
      if (typeof message.type !== 'string' || !CLIENT_TYPES.has(message.type)) {
        this.send({
          type: 'error',
          command: null,
          Message: `type: must be one of ${[...CLIENT_TYPES].join(', ')}`,
        });
        return;
      }
      if (message.type === 'active') return;
      if (message.type === 'bitrate') {
        const kbps = message.kbps;
        if (typeof kbps !== 'number' || !Number.isFinite(kbps) || kbps < 0 || kbps > 1_000_000)
          this.send({ type: 'error', command: null, Message: 'kbps: must be a number of kbit/s' });
        else if (this.ready) this.deps.reportBitrate(kbps);
        return;
      }
      if (message.type === 'stop') {
        this.end('stopped', 'the stream was stopped', 1000);
        return;
      }
      this.toNode(text);
      return;
    }
    if (!this.tools) {
      this.send({ type: 'error', command: null, Message: 'the stream has not started yet' });
      return;
    }
    const parsed = parseStreamCommand(text, this.tools);
    if (!parsed.ok) {
      this.send({ type: 'error', command: parsed.command, Message: parsed.message });
      return;
    }
    this.toNode(text);
  }

  private toNode(text: string): void {
    if (this.node?.readyState === WebSocket.OPEN) this.node.send(text);
  }

  private checkActivity(): void {
    if (this.ended || !this.ready) return;
    const idle = Date.now() - this.lastActivity;
    const { inactivityPromptMs, inactivityStopMs } = this.deps.timings;
    if (idle >= inactivityStopMs) {
      this.end('inactive', 'You have been inactive for too long.', 1000);
    } else if (idle >= inactivityPromptMs && !this.prompted) {
      this.prompted = true;
      this.send({ type: 'inactive', seconds: Math.round(idle / 1000) });
    }
  }

  private nodeLost(): void {
    if (this.nodeUrl) this.deps.lostNodes.add(this.nodeUrl);
    this.send({ type: 'state', state: 'BROKEN' });
    this.end('node-lost', 'the renderer of this stream stopped; try again', 1011);
  }

  /** The visitor's socket closed: the slot is held for the grace period, then freed. */
  private async clientGone(): Promise<void> {
    if (this.ended) return;
    const grace = this.deps.timings.disconnectGraceMs;
    if (grace > 0 && this.node) await new Promise((resolve) => setTimeout(resolve, grace).unref());
    this.end('disconnected', 'the visitor left', 1000);
  }

  /**
   * Ends the session once: tells the visitor (unless the node already did), closes both sockets,
   * frees the slot.
   */
  private end(reason: string, message: string, code: number, toldByNode = false): void {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearInterval(timer);
    if (!toldByNode) this.send({ type: 'ended', reason, Message: message });
    if (this.client.readyState === WebSocket.OPEN) this.client.close(code, message.slice(0, 120));
    if (this.node && this.node.readyState <= WebSocket.OPEN) {
      if (this.node.readyState === WebSocket.OPEN) this.node.send(JSON.stringify({ type: 'stop' }));
      this.node.close(1000, reason);
    }
    if (this.sessionId) {
      const sessionId = this.sessionId;
      void this.deps.pool.end(sessionId, reason).catch((error: unknown) => {
        this.deps.log.warn({ err: error, sessionId }, 'a stream session could not be ended');
      });
    }
  }

  /** The server closes: every session ends. */
  close(): void {
    this.end('server-closing', 'the server is closing', 1000);
  }
}
