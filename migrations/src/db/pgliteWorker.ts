import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  ownedBuffers,
  type Reply,
  type Request,
  type StatementResults,
  sendError,
  type WorkerStart,
} from './pgliteMessages.js';

/**
 * The thread PGlite runs in (started by `pgliteClient.ts`): it answers the statements the server's
 * thread sends, one after another as PGlite runs them, so that their CPU time is spent here and
 * not on the thread that serves the requests.
 */

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread only');

function reply(message: Reply, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

/** An open transaction: PGlite's handle and the decision the server's thread sends at its end. */
interface OpenTransaction {
  readonly tx: Transaction;
  end(commit: boolean, id: number): void;
}

const open = new Map<number, OpenTransaction>();
const identity = (value: unknown) => value;
const parserSets = new Map<string, Record<number, (value: string) => unknown>>();

/** The parsers that leave the values of these types as PostgreSQL wrote them (drizzle parses them). */
function rawParsers(oids: number[]): Record<number, (value: string) => unknown> | undefined {
  if (oids.length === 0) return undefined;
  const key = oids.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, identity]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

function begin(pg: PGlite, id: number, txId: number): void {
  let endId: number | undefined;
  pg.transaction(async (tx) => {
    const decided = new Promise<boolean>((resolve) => {
      open.set(txId, {
        tx,
        end(commit, id) {
          if (endId !== undefined) return;
          endId = id;
          resolve(commit);
        },
      });
    });
    reply({ kind: 'done', id, value: null });
    if (!(await decided) && !tx.closed) await tx.rollback();
  }).then(
    () => {
      open.delete(txId);
      if (endId !== undefined) reply({ kind: 'done', id: endId, value: null });
    },
    (error) => {
      // Before the callback ran (BEGIN failed) the begin is answered, after it the end.
      open.delete(txId);
      reply({ kind: 'error', id: endId ?? id, error: sendError(error) });
    },
  );
}

/** Commits or rolls back; answered once PGlite has done so (`begin`). */
function end(id: number, txId: number, commit: boolean): void {
  const transaction = open.get(txId);
  if (transaction) transaction.end(commit, id);
  else reply({ kind: 'error', id, error: sendError(new Error(`transaction ${txId} is not open`)) });
}

function runnerOf(pg: PGlite, txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return pg;
  const transaction = open.get(txId);
  if (!transaction) throw new Error(`transaction ${txId} is not open`);
  return transaction.tx;
}

async function answer(pg: PGlite, request: Request): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      const parsers = rawParsers(request.rawOids);
      const results = await runnerOf(pg, request.tx).query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
        ...(request.paramTypes ? { paramTypes: request.paramTypes } : {}),
      });
      const value: StatementResults = {
        rows: results.rows,
        fields: results.fields,
        affectedRows: results.affectedRows,
        command: results.command,
        rowCount: results.rowCount,
      };
      return { value, transfer: ownedBuffers([value]) };
    }
    case 'exec': {
      const value: StatementResults[] = (await runnerOf(pg, request.tx).exec(request.sql)).map((results) => ({
        rows: results.rows,
        fields: results.fields,
        affectedRows: results.affectedRows,
        command: results.command,
        rowCount: results.rowCount,
      }));
      return { value, transfer: ownedBuffers(value) };
    }
    case 'dump': {
      const bytes = await (await pg.dumpDataDir('gzip')).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'begin':
    case 'end':
    case 'close':
      throw new Error(`${request.op} is answered on its own`);
    default:
      throw new Error(`unknown request ${(request satisfies never as { op: string }).op}`);
  }
}

async function close(pg: PGlite, id: number): Promise<void> {
  for (const transaction of open.values()) transaction.end(false, -1);
  try {
    await pg.close();
    reply({ kind: 'done', id, value: null });
  } catch (error) {
    reply({ kind: 'error', id, error: sendError(error) });
  }
}

/**
 * PGlite's start parameters with a smaller buffer cache: its default of 128 MB of shared buffers is
 * all resident in the server's process (the pages live in WebAssembly memory that never shrinks),
 * and a configurator's data, held in memory or in the system's page cache already, needs far less.
 */
const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function start(): Promise<void> {
  const { dataDir, loadDataDir, runtime } = workerData as WorkerStart;
  const pg = new PGlite({
    ...runtime,
    startParams: [...PGLITE_START_PARAMS],
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  try {
    await pg.waitReady;
  } catch (error) {
    reply({ kind: 'failed', error: sendError(error) });
    return;
  }
  port?.on('message', (request: Request) => {
    if (request.op === 'begin') return begin(pg, request.id, request.tx);
    if (request.op === 'end') return end(request.id, request.tx, request.commit);
    if (request.op === 'close') return void close(pg, request.id);
    answer(pg, request).then(
      ({ value, transfer }) => reply({ kind: 'done', id: request.id, value }, transfer),
      (error) => reply({ kind: 'error', id: request.id, error: sendError(error) }),
    );
  });
  reply({ kind: 'ready' });
}

await start();
