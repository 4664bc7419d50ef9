import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { lockDataDir } from './dataDirLock.js';
import { createClusterApart, hasCluster } from './pgliteCluster.js';

const MB = 1024 * 1024;

describe("the embedded database's new cluster", () => {
  const folder = mkdtempSync(join(tmpdir(), 'configurator-cluster-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is made by a process of its own, which keeps its memory, and leaves nothing beside it', async () => {
    const dataDir = join(folder, 'fresh');
    mkdirSync(dataDir);
    const before = process.memoryUsage().rss;
    await createClusterApart(dataDir);
    // Made here, initdb would leave about 450 MB more resident in this process.
    expect((process.memoryUsage().rss - before) / MB).toBeLessThan(100);
    expect(hasCluster(dataDir)).toBe(true);
    expect(readdirSync(folder)).toEqual(['fresh']);
  }, 60_000);

  it('clears what a server that died while making one left beside it', async () => {
    const dataDir = join(folder, 'again');
    mkdirSync(dataDir);
    // A pid that no process has (beyond the kernel's highest).
    const abandoned = join(folder, '.again.creating-999999999');
    mkdirSync(abandoned);
    writeFileSync(join(abandoned, 'half'), 'made');
    const other = join(folder, '.other.creating-999999999');
    mkdirSync(other);
    await createClusterApart(dataDir);
    expect(hasCluster(dataDir)).toBe(true);
    expect(readdirSync(folder).sort()).toEqual(['.other.creating-999999999', 'again', 'fresh']);
  }, 60_000);

  it('is refused in a directory holding other files, which stay as they were', async () => {
    const dataDir = join(folder, 'taken');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The embedded database's directory ${dataDir} holds files but no database (no PG_VERSION)`,
    );
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
    expect(readFileSync(join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    // Its lock was given back.
    lockDataDir(dataDir)();
  });
});
