import { randomUUID } from 'node:crypto';
import type { Configuration } from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { CatalogService } from '../catalog/catalogService.js';
import type { ConfigurationQueries } from '../configurations/configurationQueries.js';
import { ApiError } from '../http/apiError.js';
import type { HandshakeRefusal } from '../http/websocketGateway.js';
import type { Identity } from '../identity/tokenVerifier.js';
import type { RenderNodeRegistry } from '../render/renderNodes.js';
import type { TelemetryService } from '../telemetry/telemetryService.js';
import { StreamConnection, type StreamTimings } from './streamConnection.js';
import { StreamSessionPool } from './streamSessionPool.js';
import { type StreamVideoSettings, streamStartSpec } from './streamStartSpec.js';

/** The handshake's query: which configuration, and how the visitor's device shows it. */
export const streamQuerySchema = z.object({
  configurationId: z.uuid('configurationId must be a configuration id (UUID)'),
  c: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'c must be a culture such as en-GB')
    .optional(),
  mobile: z.enum(['0', '1'], 'mobile must be 0 or 1').default('0'),
  portrait: z.enum(['0', '1'], 'portrait must be 0 or 1').default('0'),
  touch: z.enum(['0', '1'], 'touch must be 0 or 1').default('0'),
  video: z.enum(['webrtc', 'jpeg'], 'video must be webrtc or jpeg').default('webrtc'),
});
export type StreamQuery = z.infer<typeof streamQuerySchema>;

/** What an accepted handshake carries to the socket. */
export interface StreamAdmission {
  identity: Identity;
  query: StreamQuery;
  state: Configuration;
}

export interface StreamServiceSettings extends StreamTimings {
  video: Omit<StreamVideoSettings, 'mode'>;
}

export interface StreamServiceDeps {
  db: Database;
  catalog: CatalogService;
  configurations: ConfigurationQueries;
  renderNodes: RenderNodeRegistry;
  telemetry: TelemetryService;
  verifyToken: (token: string) => Promise<Identity>;
  log: FastifyBaseLogger;
}

/** How long a visitor waits for a starting node to register before joining the queue. */
const NODE_START_WAIT_MS = 10_000;

/** A node this server saw fail is left out of allocations for this long (its heartbeat goes stale later). */
const LOST_NODE_MS = 30_000;

const refuse = (status: HandshakeRefusal['refused']['status'], message: string): HandshakeRefusal => ({
  refused: { status, message },
});

/**
 * Live 3D streams: who may open one (a logged-in visitor, on a configuration that is not another
 * account's), a slot on a render node from the shared pool (or a place in its queue), and the
 * session relayed between the visitor and the node (StreamConnection).
 */
export class StreamService {
  readonly pool: StreamSessionPool;
  private readonly connections = new Set<StreamConnection>();
  private readonly lost = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly deps: StreamServiceDeps,
    private readonly settings: StreamServiceSettings,
  ) {
    this.pool = new StreamSessionPool(deps.db, { instanceId: randomUUID() });
  }

  /** Checks a handshake: the token, the query, the configuration. Nothing is started here. */
  async admit(
    token: string | null,
    query: Record<string, unknown>,
  ): Promise<StreamAdmission | HandshakeRefusal> {
    if (!token) {
      return refuse(
        401,
        'Authorization: the 3D stream is for logged-in visitors; send the access token as the subprotocol bearer.<token>.',
      );
    }
    let identity: Identity;
    try {
      identity = await this.deps.verifyToken(token);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'the token is not valid';
      return refuse(401, reason.startsWith('Authorization:') ? reason : `Authorization: ${reason}`);
    }
    const parsed = streamQuerySchema.safeParse(query);
    if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'the query is invalid');
    let state: Configuration;
    try {
      state = await this.deps.configurations.state(parsed.data.configurationId);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        return refuse(error.status === 410 ? 404 : (error.status as 404), error.message);
      }
      throw error;
    }
    if (state.ownerUserId && state.ownerUserId !== identity.userId && !identity.dealerNo) {
      return refuse(403, 'configurationId: this configuration belongs to another account.');
    }
    return { identity, query: parsed.data, state };
  }

  /** Serves an admitted socket until its session ends. */
  open(socket: WebSocket, admission: StreamAdmission): void {
    const { identity, query, state } = admission;
    const connection = new StreamConnection(
      socket,
      { userId: identity.userId, configurationId: state.configurationId, modelId: state.modelId },
      {
        pool: this.pool,
        plan: async () =>
          streamStartSpec(
            this.deps.catalog,
            await this.deps.configurations.state(state.configurationId),
            { mobile: query.mobile === '1', portrait: query.portrait === '1', touch: query.touch === '1' },
            { ...this.settings.video, mode: query.video },
          ),
        lostNodes: {
          list: () => this.lostNodes(),
          add: (url) => {
            this.lost.set(url, Date.now());
            this.deps.renderNodes.markDown(url);
          },
        },
        reportBitrate: (kbps) => {
          void this.deps.telemetry
            .record({ userId: identity.userId, isMobile: query.mobile === '1', payload: { Bitrate: kbps } })
            .catch((error: unknown) => this.deps.log.warn({ err: error }, 'a bitrate report was not kept'));
        },
        timings: this.settings,
        log: this.deps.log,
      },
    );
    if (this.closed) {
      // Its handshake was still being checked when the server began to close.
      connection.close();
      return;
    }
    this.connections.add(connection);
    socket.on('close', () => this.connections.delete(connection));
    // The node beside this server starts on the first stream as on the first render.
    this.deps.renderNodes
      .ensureLocalNode()
      .catch(() => undefined)
      .then(() => this.nodeRegistered())
      .then(() => connection.run())
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'a stream session failed');
        connection.close();
      });
  }

  /**
   * A node that is starting (the local one, on the first stream) registers within seconds: the
   * first visitor waits for that rather than hearing that every feed is busy.
   */
  private async nodeRegistered(): Promise<void> {
    if (!this.deps.renderNodes.expectsNodes) return;
    const until = Date.now() + NODE_START_WAIT_MS;
    while (Date.now() < until) {
      if (await this.pool.hasStreamingNode().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  private lostNodes(): string[] {
    const now = Date.now();
    for (const [url, at] of this.lost) if (now - at > LOST_NODE_MS) this.lost.delete(url);
    return [...this.lost.keys()];
  }

  /** Live sessions of this server (for status and tests). */
  get liveSessions(): number {
    return this.connections.size;
  }

  close(): void {
    this.closed = true;
    for (const connection of this.connections) connection.close();
    this.connections.clear();
  }
}
