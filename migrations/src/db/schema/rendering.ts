import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Render nodes that serve this deployment: added by address (RENDER_NODES, or the node a server
 * starts beside itself) and kept alive by a heartbeat from whichever server reached them last.
 */
export const renderNodes = pgTable('render_nodes', {
  url: text('url').primaryKey(),
  nodeId: text('node_id').notNull(),
  sceneVersion: text('scene_version').notNull(),
  capacity: integer('capacity').notNull(),
  ffmpeg: boolean('ffmpeg').notNull(),
  /** Live 3D sessions the node takes at once; 0: it streams nothing. */
  streamCapacity: integer('stream_capacity').notNull().default(0),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'string' }).notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Render work waiting or running. One row per result key, so a picture asked for by many servers
 * at once is rendered once. A running job holds a lease; a job whose lease ran out (its server or
 * node died) is claimed again by any server.
 */
export const renderJobs = pgTable(
  'render_jobs',
  {
    key: text('key').primaryKey(),
    job: jsonb('job').notNull(),
    /** Lower first: 0 a visitor waits for it, 10 warming the cache. */
    priority: integer('priority').notNull(),
    modelId: text('model_id'),
    state: text('state').$type<'queued' | 'running'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    nodeUrl: text('node_url'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  (t) => [index('render_jobs_claim').on(t.state, t.priority, t.createdAt)],
);

/** Everything a node rendered, by content key: layers, part pictures, clips. Never changes. */
export const renderResults = pgTable(
  'render_results',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    meta: jsonb('meta').notNull(),
    modelId: text('model_id'),
    nodeUrl: text('node_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  (t) => [index('render_results_model').on(t.modelId)],
);

/**
 * 3D stream sessions, one per visitor socket, shared by every server: queued until a slot on a
 * render node is free, active on that node, then ended. The owner (the server holding the
 * visitor's socket) keeps `last_seen_at` fresh; a session whose owner went quiet counts as ended.
 */
export const streamSessions = pgTable(
  'stream_sessions',
  {
    id: text('id').primaryKey(),
    /** Arrival order: the queue is served first come, first served. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    configurationId: text('configuration_id').notNull(),
    modelId: text('model_id').notNull(),
    status: text('status').$type<'queued' | 'active' | 'ended'>().notNull(),
    owner: text('owner').notNull(),
    /** Nodes this session must not get (a retry after its node died). */
    avoidNodes: text('avoid_nodes').array().notNull().default(sql`'{}'::text[]`),
    nodeUrl: text('node_url'),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('stream_sessions_queue').on(t.status, t.seq),
    index('stream_sessions_node').on(t.nodeUrl, t.status),
    index('stream_sessions_ended').on(t.endedAt),
  ],
);
