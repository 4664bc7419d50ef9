import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayerCompositor } from '../images/layerCompositor.js';
import { stripedPng } from '../testing/pngImage.js';
import { RenderResults } from './renderResults.js';

/** A full disk: while `full`, every file write stores half its bytes and fails with ENOSPC. */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    writeFile: async (path: string, data: Buffer | string) => {
      if (!disk.full) return fs.writeFile(path, data);
      await fs.writeFile(path, data.slice(0, Math.floor(data.length / 2)));
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), {
        code: 'ENOSPC',
      });
    },
  };
});

const NODE = 'http://127.0.0.1:1';
const META = { depth: 1, coverage: 0.5, renderMs: 3 };
const newKey = () => randomBytes(30).toString('base64url');

/** Every file under `folder`, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(folder.length + 1));
}

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('render cache on a full disk ($name)', (db) => {
  let handle: DatabaseHandle;
  let directory: string;
  const warnings: object[] = [];
  const log = { warn: (details: object) => warnings.push(details) };

  beforeAll(async () => {
    handle = await db.open();
    await prepareDatabase(handle);
  });
  beforeEach(async () => {
    disk.full = false;
    warnings.length = 0;
    directory = await mkdtemp(join(tmpdir(), 'cache-disk-full-'));
  });
  afterAll(async () => {
    disk.full = false;
    await handle.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('answers a rendered result from its bytes, leaves no partial file, and writes it once there is room', async () => {
    const results = new RenderResults(handle.db, directory, log);
    const key = newKey();
    const picture = stripedPng(64, 36, [10, 200, 30]);
    disk.full = true;
    const stored = await results.store(
      key,
      { bytes: picture, contentType: 'image/png', meta: META },
      null,
      NODE,
    );
    expect((await results.bytes(stored)).equals(picture)).toBe(true);
    expect(await filesUnder(directory)).toEqual([]);
    // Read again while the disk is still full: from the database, whole.
    const again = await results.find(key);
    expect(again && (await results.bytes(again)).equals(picture)).toBe(true);
    expect(await filesUnder(directory)).toEqual([]);
    // Told once, not for every failed write.
    expect(warnings).toHaveLength(1);

    disk.full = false;
    const recovered = await results.find(key);
    expect(recovered?.held).toBeUndefined();
    expect((await readFile(recovered!.path)).equals(picture)).toBe(true);
    expect((await filesUnder(directory)).sort()).toEqual(
      [`${key.slice(0, 2)}/${key}.bin`, `${key.slice(0, 2)}/${key}.json`].sort(),
    );
  });

  it('answers a composed picture while its copy cannot be written, and keeps it once it can', async () => {
    const results = new RenderResults(handle.db, join(directory, 'results'));
    const layer = await results.store(
      newKey(),
      { bytes: stripedPng(8, 8, [1, 2, 3]), contentType: 'image/png', meta: META },
      null,
      NODE,
    );
    const composedBytes = randomBytes(5000);
    let composed = 0;
    const compositor = new LayerCompositor(
      join(directory, 'composed'),
      results,
      async (stacks) => {
        composed += stacks.length;
        return stacks.map(() => composedBytes);
      },
      log,
    );
    const options = { type: 'image/webp' as const, maxWidth: 1280 };
    disk.full = true;
    const first = await compositor.image([layer], options);
    expect(first).toMatchObject({ cached: false });
    expect(first.bytes.equals(composedBytes)).toBe(true);
    expect(await filesUnder(join(directory, 'composed'))).toEqual([]);

    disk.full = false;
    await compositor.image([layer], options);
    const kept = await compositor.image([layer], options);
    expect(kept).toMatchObject({ cached: true });
    expect(kept.bytes.equals(composedBytes)).toBe(true);
    expect(composed).toBe(2);
  });
});
