import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Where a failed cache write is told; a full disk fails every write, so it is told at most this often. */
const WARN_EVERY_MS = 30_000;

export type CacheWriteFailed = (error: unknown, path: string) => void;

/**
 * Writes a cache file whole or not at all: into a temporary file beside it, renamed over it once
 * complete, so a reader never sees half a file. When the write fails (a full disk: ENOSPC), what
 * was written is removed again and the caller goes on without the disk copy. Answers whether the
 * file is there.
 */
export async function writeCacheFile(
  path: string,
  bytes: Buffer | string,
  failed: CacheWriteFailed = () => undefined,
): Promise<boolean> {
  const partial = `${path}.${randomUUID()}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(partial, bytes);
    await rename(partial, path);
    return true;
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    failed(error, path);
    return false;
  }
}

/** Tells failed cache writes to `log`, the first at once and then one line per WARN_EVERY_MS with a count. */
export function cacheWriteWarning(
  log: { warn(details: object, message: string): void } | undefined,
  what: string,
): CacheWriteFailed {
  let lastAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;
  return (error, path) => {
    unreported++;
    const now = Date.now();
    if (!log || now - lastAt < WARN_EVERY_MS) return;
    log.warn(
      { err: error, path, failedWrites: unreported },
      `${what}: the disk copy could not be written; served without it`,
    );
    lastAt = now;
    unreported = 0;
  };
}
