import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverEnvironment } from '../lib/serverEnvironment.mjs';

describe("the server process's environment", () => {
  it('starts the server with two malloc arenas and large blocks in mappings of their own', () => {
    const env = serverEnvironment({ PATH: '/usr/bin' });
    expect(env).toEqual({ PATH: '/usr/bin', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('keeps a value the operator set', () => {
    const env = serverEnvironment({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '1048576' });
    expect(env.MALLOC_ARENA_MAX).toBe('4');
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('1048576');
  });

  it('reaches a process started with it', () => {
    const seen = execFileSync(
      process.execPath,
      [
        '-e',
        'process.stdout.write([process.env.MALLOC_ARENA_MAX, process.env.MALLOC_MMAP_THRESHOLD_].join(" "))',
      ],
      { env: serverEnvironment({ PATH: process.env.PATH }) },
    ).toString();
    expect(seen).toBe('2 131072');
  });
});
