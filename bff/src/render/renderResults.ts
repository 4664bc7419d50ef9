import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@configurator/migrations/db/database';
import { renderResults } from '@configurator/migrations/db/schema/rendering';
import { eq, inArray } from 'drizzle-orm';
import { type CacheWriteFailed, cacheWriteWarning, writeCacheFile } from './cacheFiles.js';
import type { Rendered, RenderMeta } from './renderClient.js';

/** A rendered result on this server's disk. */
export interface RenderResult {
  key: string;
  contentType: string;
  meta: RenderMeta;
  /** The bytes, on local disk. */
  path: string;
  size: number;
  /** Set by the queue: false when this request waited for the render. */
  cached?: boolean;
  /** The bytes themselves when the disk copy could not be written (a full disk). */
  held?: Buffer;
}

interface Described {
  contentType: string;
  meta: RenderMeta;
  size: number;
}

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Every rendered result, kept in Postgres (shared by every server, so nothing is rendered twice)
 * and copied to this server's disk on first use, where it is served from.
 */
export class RenderResults {
  private readonly known = new Map<string, Described>();
  private readonly writeFailed: CacheWriteFailed;

  constructor(
    private readonly db: Database,
    private readonly directory: string,
    log?: { warn(details: object, message: string): void },
  ) {
    this.writeFailed = cacheWriteWarning(log, 'render results');
  }

  private pathOf(key: string): string {
    return join(this.directory, key.slice(0, 2), `${key}.bin`);
  }

  private result(key: string, described: Described): RenderResult {
    return { key, ...described, path: this.pathOf(key) };
  }

  /** Whether this server has the result at hand (memory), without any I/O. */
  knownLocally(key: string): RenderResult | null {
    const described = this.known.get(key);
    return described ? this.result(key, described) : null;
  }

  private async fromDisk(key: string): Promise<RenderResult | null> {
    try {
      const described = JSON.parse(
        await readFile(join(this.directory, key.slice(0, 2), `${key}.json`), 'utf8'),
      ) as Described;
      await stat(this.pathOf(key));
      this.known.set(key, described);
      return this.result(key, described);
    } catch {
      return null;
    }
  }

  /**
   * The disk copy of a result, each file whole or not at all. A result whose copy could not be
   * written (a full disk) is answered with its bytes held, and written on a later find.
   */
  private async toDisk(key: string, bytes: Buffer, described: Described): Promise<RenderResult> {
    const folder = join(this.directory, key.slice(0, 2));
    const written =
      (await writeCacheFile(this.pathOf(key), bytes, this.writeFailed)) &&
      (await writeCacheFile(join(folder, `${key}.json`), JSON.stringify(described), this.writeFailed));
    if (!written) return { ...this.result(key, described), held: bytes };
    this.known.set(key, described);
    return this.result(key, described);
  }

  /** The result of a key from memory, disk or the database; null when it was never rendered. */
  async find(key: string): Promise<RenderResult | null> {
    if (!KEY.test(key)) return null;
    const local = this.knownLocally(key) ?? (await this.fromDisk(key));
    if (local) return local;
    const rows = await this.db.select().from(renderResults).where(eq(renderResults.key, key)).limit(1);
    const row = rows[0];
    if (!row) return null;
    const described = { contentType: row.contentType, meta: row.meta as RenderMeta, size: row.bytes.length };
    return this.toDisk(key, row.bytes, described);
  }

  /** Keeps a rendered result; a result stored by another server first wins (they are equal). */
  async store(
    key: string,
    rendered: Rendered,
    modelId: string | null,
    nodeUrl: string,
  ): Promise<RenderResult> {
    await this.db
      .insert(renderResults)
      .values({
        key,
        contentType: rendered.contentType,
        bytes: rendered.bytes,
        meta: rendered.meta,
        modelId,
        nodeUrl,
      })
      .onConflictDoNothing();
    const described = { contentType: rendered.contentType, meta: rendered.meta, size: rendered.bytes.length };
    return this.toDisk(key, rendered.bytes, described);
  }

  async bytes(result: RenderResult): Promise<Buffer> {
    if (result.held) return result.held;
    try {
      return await readFile(result.path);
    } catch {
      // The disk copy went away (a cleaned cache): read it from the database again.
      this.known.delete(result.key);
      const again = await this.find(result.key);
      if (!again) throw new Error(`render result ${result.key} is gone`);
      return again.held ?? readFile(again.path);
    }
  }

  /** Which of `keys` are rendered (in the database), in one query per thousand keys. */
  async rendered(keys: readonly string[]): Promise<Set<string>> {
    const done = new Set<string>();
    for (let i = 0; i < keys.length; i += 1000) {
      const slice = keys.slice(i, i + 1000);
      const rows = await this.db
        .select({ key: renderResults.key })
        .from(renderResults)
        .where(inArray(renderResults.key, slice));
      for (const row of rows) done.add(row.key);
    }
    return done;
  }
}
