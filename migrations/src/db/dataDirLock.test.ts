import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock.js';

describe('embedded database lock', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lock-'));
  const dataDir = join(folder, 'pglite');
  afterEach(() => rmSync(`${dataDir}.lock`, { force: true }));

  it('is released on unlock', () => {
    const unlock = lockDataDir(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    unlock();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a directory another running process holds', () => {
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(`${dataDir}.lock`, '999999999');
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
