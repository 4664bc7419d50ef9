import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripedPng } from '../testing/pngImage.js';
import type { Rendered } from './renderClient.js';
import { RenderResults } from './renderResults.js';

const NODE = 'http://127.0.0.1:1';
const newKey = () => randomBytes(30).toString('base64url');

function rendered(rgb: [number, number, number]): Rendered {
  return {
    bytes: stripedPng(64, 36, rgb),
    contentType: 'image/png',
    meta: { depth: 4.5, coverage: 0.25, renderMs: 12 },
  };
}

describe.each(testDatabases())('render results on $name', (db) => {
  let handle: DatabaseHandle;
  let directory: string;

  beforeAll(async () => {
    handle = await db.open();
    await prepareDatabase(handle);
    directory = await mkdtemp(join(tmpdir(), 'render-results-'));
  });
  afterAll(async () => {
    await handle.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** A server's view of the results: the shared database and a disk folder of its own. */
  const server = () => new RenderResults(handle.db, join(directory, crypto.randomUUID()));

  it('keeps a result for every server: another server finds it with its meta and copies it to its disk', async () => {
    const key = newKey();
    const picture = rendered([200, 40, 0]);
    const first = server();
    const stored = await first.store(key, picture, 'MODEL-A', NODE);
    expect(stored).toMatchObject({
      key,
      contentType: 'image/png',
      meta: picture.meta,
      size: picture.bytes.length,
    });
    expect((await first.bytes(stored)).equals(picture.bytes)).toBe(true);

    const second = server();
    expect(second.knownLocally(key)).toBeNull();
    const found = await second.find(key);
    expect(found).toMatchObject({
      key,
      contentType: 'image/png',
      meta: picture.meta,
      size: picture.bytes.length,
    });
    expect(found?.path).not.toBe(stored.path);
    expect((await second.bytes(found as NonNullable<typeof found>)).equals(picture.bytes)).toBe(true);
    expect(second.knownLocally(key)?.path).toBe(found?.path);
  });

  it('reads a result from the database again when its disk copy went away', async () => {
    const key = newKey();
    const picture = rendered([0, 90, 200]);
    const folder = join(directory, crypto.randomUUID());
    const results = new RenderResults(handle.db, folder);
    const stored = await results.store(key, picture, null, NODE);
    await rm(folder, { recursive: true, force: true });
    expect((await results.bytes(stored)).equals(picture.bytes)).toBe(true);
    expect(await readdir(join(folder, key.slice(0, 2)))).toEqual(
      expect.arrayContaining([`${key}.bin`, `${key}.json`]),
    );
  });

  it('takes one result stored by two servers at once, and tells which keys are rendered', async () => {
    const key = newKey();
    const [a, b] = [server(), server()];
    await Promise.all([
      a.store(key, rendered([1, 2, 3]), null, NODE),
      b.store(key, rendered([1, 2, 3]), null, NODE),
    ]);
    const never = newKey();
    expect(await server().rendered([key, never])).toEqual(new Set([key]));
    expect(await server().find(never)).toBeNull();
  });

  it('finds nothing for a key that is not a result key: empty, too short, too long or a path', async () => {
    const results = server();
    for (const key of ['', 'short', '../../etc/passwd-and-more-characters', 'x'.repeat(65)]) {
      expect(await results.find(key), key).toBeNull();
    }
  });
});
