/**
 * What the server's thread and the PGlite worker (`pgliteWorker.ts`) say to each other. Functions
 * cannot cross threads, so a query names the type OIDs whose values come back unparsed instead of
 * passing parsers, and an error crosses as its message and fields and is rebuilt on this side.
 */

import type { PGliteOptions } from '@electric-sql/pglite';

export type RowMode = 'object' | 'array';

/** What starts the worker: its data directory and, to start from a dump, the dump's bytes. */
export interface WorkerStart {
  readonly dataDir?: string;
  readonly loadDataDir?: ArrayBuffer;
  /** PGlite's WebAssembly, compiled once per process and shared by its workers, and its file bundle. */
  readonly runtime?: PgliteRuntime;
}

export type PgliteRuntime = Required<
  Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>
>;

/** `tx`: the transaction the statement belongs to; none: the statement runs on its own. */
export type Request =
  | {
      op: 'query';
      id: number;
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: RowMode;
      rawOids: number[];
      paramTypes?: number[];
    }
  | { op: 'exec'; id: number; tx?: number; sql: string }
  | { op: 'begin'; id: number; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'dump'; id: number }
  | { op: 'close'; id: number };

export type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SentError }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: SentError };

/** An error as it crosses: its message, name, stack and every field of a primitive value. */
export interface SentError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

/** The results of one statement as PGlite gives them. */
export interface StatementResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  command?: string;
  rowCount?: number;
}

/** The type OID of bytea, whose values come back as Uint8Array. */
export const BYTEA_OID = 17;

/**
 * The fields a PostgreSQL error carries (code, constraint, detail, severity, table, column, ...):
 * callers read them (a unique violation's constraint, an unreachable server's code), so all of
 * them cross, and the failed statement's text. Not the parameters: they may be large.
 */
export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: SentError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || key === 'name' || key === 'stack') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { message: error.message, name: error.name, ...(error.stack ? { stack: error.stack } : {}), fields };
}

export function rebuildError(sent: SentError): Error {
  const error = new Error(sent.message) as Error & Record<string, unknown>;
  Object.assign(error, sent.fields);
  error.name = sent.name;
  if (sent.stack) error.stack = sent.stack;
  return error;
}

/**
 * Uint8Arrays (bytea) that own their whole buffer, so that their bytes move to the other thread
 * instead of being copied. A view into a larger buffer (WebAssembly memory, a Buffer pool) is
 * left to be copied: moving its buffer would take the rest away from its owner.
 */
export function ownedBuffers(results: StatementResults[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const { rows, fields } of results) {
    const columns = fields.flatMap((field, index) =>
      field.dataTypeID === BYTEA_OID ? [{ index, name: field.name }] : [],
    );
    if (columns.length === 0) continue;
    for (const row of rows) {
      for (const column of columns) {
        const value = Array.isArray(row) ? row[column.index] : (row as Record<string, unknown>)[column.name];
        if (
          value instanceof Uint8Array &&
          value.buffer instanceof ArrayBuffer &&
          value.byteOffset === 0 &&
          value.byteLength === value.buffer.byteLength
        )
          buffers.add(value.buffer);
      }
    }
  }
  return [...buffers];
}

/**
 * bytea values arrive as plain Uint8Arrays; the product handles them as Buffers (`.toString`,
 * writes to files). A Buffer over the same memory costs no copy.
 */
export function byteaAsBuffers(results: StatementResults): StatementResults {
  const columns = results.fields.flatMap((field, index) =>
    field.dataTypeID === BYTEA_OID ? [{ index, name: field.name }] : [],
  );
  if (columns.length === 0) return results;
  for (const row of results.rows) {
    for (const column of columns) {
      const record = row as Record<string | number, unknown>;
      const key = Array.isArray(row) ? column.index : column.name;
      const value = record[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value))
        record[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return results;
}
