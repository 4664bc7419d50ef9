import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  byteaAsBuffers,
  type PgliteRuntime,
  type Reply,
  type Request,
  type RowMode,
  rebuildError,
  type StatementResults,
  type WorkerStart,
} from './pgliteMessages.js';

/**
 * Embedded PGlite runs each statement synchronously in WebAssembly: on the server's own thread it
 * took about a third of that thread's busy time under load, and every request waited behind it
 * (event-loop delay p99 264 ms against 171 ms on a PostgreSQL server). So PGlite runs in a worker
 * thread (`pgliteWorker.ts`) and this client, which drizzle (`drizzle-orm/pglite`) drives as it
 * would PGlite, only sends statements and receives their results: the server's thread stays free
 * for requests, and a loop of awaited statements gives it a turn between any two of them.
 */

export interface QueryOptions {
  rowMode?: RowMode;
  /** drizzle leaves some types unparsed with identity parsers; only their OIDs cross. */
  parsers?: Record<number, unknown>;
  paramTypes?: number[];
}

/** What drizzle calls on a PGlite transaction. */
export interface WorkerTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<StatementResults>;
  exec(sql: string): Promise<StatementResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Closing waits this long for PGlite to finish (a transaction left open) before ending the thread. */
const CLOSE_WAIT_MS = 10_000;

/** crash_shutdown: the database process is gone (the server answers 503 until it is back). */
const CRASH_SHUTDOWN = '57P02';

/** tsx's ESM API as its package exports it (`require.resolve` would give its CommonJS one). */
function tsxEsmApi(from: string): string {
  const manifest = createRequire(from).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = exports['./esm/api']?.import.default;
  if (!api) throw new Error(`${manifest} exports no ESM API`);
  return join(dirname(manifest), api);
}

/**
 * Under `--conditions=source` (vitest, tsx) this module is the TypeScript source, which a worker
 * cannot load by itself: tsx loads it there. Built (`dist`), the worker is plain JavaScript and
 * tsx is not needed.
 */
function workerSource(): string {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return `import(${JSON.stringify(new URL('./pgliteWorker.js', here).href)});`;
  const tsx = pathToFileURL(tsxEsmApi(here)).href;
  const worker = new URL('./pgliteWorker.ts', here).href;
  return `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(worker)}, ${JSON.stringify(here)}));`;
}

/** Node's WebAssembly global, which the type libraries of this package (no DOM) leave out. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteRuntime['pgliteWasmModule']> };

let runtime: Promise<PgliteRuntime> | null = null;

/**
 * PGlite's WebAssembly compiled once in this process and handed to each worker, with its file
 * bundle: a worker that compiled its own spent about a second of CPU on it before it could start.
 */
function pgliteRuntime(): Promise<PgliteRuntime> {
  runtime ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = (file: string) => readFile(join(dist, file));
    const [pglite, initdb, bundle] = await Promise.all([
      read('pglite.wasm'),
      read('initdb.wasm'),
      read('pglite.data'),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })();
  runtime.catch(() => {
    runtime = null;
  });
  return runtime;
}

type Pending = { resolve(value: unknown): void; reject(error: unknown): void };

export class PgliteWorkerClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  /** Set once the worker is gone: every call from then on fails with it. */
  private gone: Error | null = null;
  private closing = false;
  private closed: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.fail(this.stopped(error.message), error));
    worker.on('exit', (code) => this.fail(this.stopped(`it exited with code ${code}`)));
  }

  /** Starts PGlite in a worker and resolves once it is ready (a fresh cluster takes seconds). */
  static async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteWorkerClient> {
    const dump = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const workerData: WorkerStart = {
      runtime: await pgliteRuntime(),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(dump ? { loadDataDir: dump } : {}),
    };
    const worker = new Worker(workerSource(), { eval: true, workerData, transferList: dump ? [dump] : [] });
    let onReply: (reply: Reply) => void = () => {};
    let onError: (error: Error) => void = () => {};
    let onExit: (code: number) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      onReply = (reply) => {
        if (reply.kind === 'ready') resolve();
        else if (reply.kind === 'failed') reject(rebuildError(reply.error));
      };
      onError = reject;
      onExit = (code) => reject(new Error(`the PGlite worker exited with code ${code} while starting`));
    });
    worker.on('message', onReply).on('error', onError).on('exit', onExit);
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      worker.off('message', onReply).off('error', onError).off('exit', onExit);
    }
    worker.unref();
    return new PgliteWorkerClient(worker);
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<StatementResults> {
    return this.statement(sql, params, options);
  }

  exec(sql: string): Promise<StatementResults[]> {
    return this.statements(sql);
  }

  private statement(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
  ): Promise<StatementResults> {
    const request: Request = {
      op: 'query',
      id: 0,
      sql,
      params,
      rawOids: options?.parsers ? Object.keys(options.parsers).map(Number) : [],
      ...(tx !== undefined ? { tx } : {}),
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options?.paramTypes ? { paramTypes: options.paramTypes } : {}),
    };
    return this.call(request).then((results) => byteaAsBuffers(results as StatementResults));
  }

  private async statements(sql: string, tx?: number): Promise<StatementResults[]> {
    const results = (await this.call({
      op: 'exec',
      id: 0,
      sql,
      ...(tx !== undefined ? { tx } : {}),
    })) as StatementResults[];
    return results.map(byteaAsBuffers);
  }

  /**
   * Runs `callback` in one transaction of the worker's PGlite, which holds back every other
   * statement until it ends, as PGlite in this thread did: committed when the callback resolves,
   * rolled back when it throws (its error is thrown again) or calls `rollback`.
   */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = this.nextTransaction++;
    await this.call({ op: 'begin', id: 0, tx: id });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.call({ op: 'end', id: 0, tx: id, commit });
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: async (sql, params, options) => {
        open();
        return this.statement(sql, params, options, id);
      },
      exec: async (sql) => {
        open();
        return this.statements(sql, id);
      },
      rollback: async () => {
        open();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => {});
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** The whole cluster as a gzipped tarball (`loadDataDir` starts another from it). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump', id: 0 })) as ArrayBuffer]);
  }

  /** Closes PGlite and ends its thread; every call after it fails. */
  close(): Promise<void> {
    this.closed ??= this.closeWorker();
    return this.closed;
  }

  private async closeWorker(): Promise<void> {
    if (this.gone) return;
    this.closing = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      });
      await Promise.race([this.call({ op: 'close', id: 0 }), late]);
    } finally {
      clearTimeout(timer);
      this.fail(new Error('PGlite is closed'));
      await this.worker.terminate();
    }
  }

  private stopped(why: string): Error {
    const error = new Error(`The embedded database (PGlite's worker thread) stopped: ${why}`);
    return Object.assign(error, { code: CRASH_SHUTDOWN });
  }

  private call(request: Request): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    request.id = id;
    return new Promise((resolve, reject) => {
      try {
        this.worker.postMessage(request);
      } catch (error) {
        reject(error);
        return;
      }
      // While it waits for the worker, the worker keeps the process alive; idle, it does not.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  private settle(reply: Reply): void {
    if (reply.kind !== 'done' && reply.kind !== 'error') return;
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.kind === 'done') pending.resolve(reply.value);
    else pending.reject(rebuildError(reply.error));
  }

  /** The worker is gone: what waits for it and whatever asks later fails, never hangs. */
  private fail(error: Error, cause?: Error): void {
    if (this.gone) return;
    if (cause && !this.closing) error.cause = cause;
    this.gone = this.closing ? new Error('PGlite is closed') : error;
    for (const pending of this.pending.values()) pending.reject(this.gone);
    this.pending.clear();
  }
}
