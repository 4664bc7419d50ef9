/**
 * What every fault probe of the faults-io section starts: a fresh database on the harness's
 * PostgreSQL server, the built server on it, and plain HTTP calls to it as a visitor makes them.
 */
import { type DatabaseHandle, openDatabase } from '@configurator/migrations/db/database';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { freePort, type RunningServer, startServer } from '../../src/serverProcess.js';

export const API = '/api/posconfigurator';
/** The issue's heading word that the probes' figures go under. */
export const SECTION = 'faults';

/** What a probe gets from the section's context. */
export interface Probe {
  quick: boolean;
  postgresUrl: string;
  log(message: string): void;
}
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** An answer as a probe counts it: its status, Retry-After and body. */
export interface Answer {
  url: string;
  status: number;
  retryAfter: string | null;
  contentType: string;
  body: Buffer;
  /** Network failures (no answer at all) are status 0. */
  error?: string;
}

/** 5xx without a Retry-After, or no answer at all: what a visitor sees as lost. */
export const isLost = (answer: Answer) =>
  answer.status === 0 || (answer.status >= 500 && answer.retryAfter === null);

/** A 503 that says when to ask again. */
export const isClearRefusal = (answer: Answer) => answer.status === 503 && answer.retryAfter !== null;

export interface FaultServer {
  server: RunningServer;
  /** The server's database, for what only it shows (render jobs, stream sessions, the outbox). */
  database: DatabaseHandle;
  call(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<Answer>;
  json<T>(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<T>;
  stop(): Promise<void>;
}

/** Starts the built server on a new database of `postgresUrl` with `env`; `stop` ends both. */
export async function startFaultServer(postgresUrl: string, env: NodeJS.ProcessEnv): Promise<FaultServer> {
  const [, postgres] = testDatabases({ TEST_DATABASE_URL: postgresUrl });
  if (!postgres) throw new Error('no PostgreSQL server for the faults-io section');
  const { target, dispose } = await postgres.createTarget();
  if (target.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  let server: RunningServer | null = null;
  let database: DatabaseHandle | null = null;
  try {
    // The port is chosen first: the built-in login's redirect follows PUBLIC_URL.
    const port = await freePort();
    server = await startServer({
      DATABASE_URL: target.url,
      PGLITE_DATA_DIR: '',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    });
    database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
  } catch (error) {
    await server?.stop();
    await dispose();
    throw error;
  }
  const base = server.url;
  const call: FaultServer['call'] = async (path, init = {}) => {
    const url = path.startsWith('http') ? path : `${base}${path}`;
    const headers: Record<string, string> = { ...XHR };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    try {
      const response = await fetch(url, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(120_000),
      });
      return {
        url,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        contentType: response.headers.get('content-type') ?? '',
        body: Buffer.from(await response.arrayBuffer()),
      };
    } catch (error) {
      return {
        url,
        status: 0,
        retryAfter: null,
        contentType: '',
        body: Buffer.alloc(0),
        error: String(error),
      };
    }
  };
  const running = server;
  const handle = database;
  return {
    server: running,
    database: handle,
    call,
    async json<T>(path: string, init = {}) {
      const answer = await call(path, init);
      if (answer.status !== 200)
        throw new Error(`${path}: ${answer.status} ${answer.error ?? answer.body.toString().slice(0, 300)}`);
      return JSON.parse(answer.body.toString()) as T;
    },
    async stop() {
      await handle.close().catch(() => undefined);
      await running.stop();
      await dispose();
    },
  };
}

export interface ModelEntry {
  modelId: string;
  engine: string;
}

/** The models of a brand, in the order the model list shows them. */
export async function modelsOf(server: FaultServer, brand = 'KTM'): Promise<ModelEntry[]> {
  const list = await server.json<{
    Segments: { Vehicles: { ModelId: string; RenderingEngine: string }[] }[];
  }>(`${API}/vehicles?brand=${brand}`);
  return list.Segments.flatMap((s) => s.Vehicles).map((v) => ({
    modelId: v.ModelId,
    engine: v.RenderingEngine,
  }));
}

/** A new configuration of `modelId`: its id and the URL of its first whole picture. */
export async function createConfiguration(
  server: FaultServer,
  modelId: string,
  token?: string,
): Promise<{ id: string; picture: string }> {
  const created = await server.json<{ ConfigurationId: string; FullImages: { Url: string }[] }>(
    `${API}/configuration/create`,
    { body: { ModelId: modelId }, token },
  );
  return { id: created.ConfigurationId, picture: created.FullImages[0]?.Url ?? '' };
}

/** The layout URL of a whole picture's URL: the layers a browser stacks. */
export const layoutOf = (picture: string) => picture.replace('/images/', '/images-fe/');
