import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../tooling/precompress.js';

describe('compressed copies of the built files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that give the file back, a fraction of its size', async () => {
    const script = join(dir, 'index-abc.js');
    const content = "export function greet(name){return 'hello ' + name;}\n".repeat(500);
    await writeFile(script, content);
    const sizes = await precompressFile(script);
    expect(sizes).not.toBeNull();
    expect(sizes?.br).toBeLessThan(content.length / 4);
    expect(brotliDecompressSync(await readFile(`${script}.br`)).toString()).toBe(content);
    expect(gunzipSync(await readFile(`${script}.gz`)).toString()).toBe(content);
  });

  it('leaves small files alone: their copies would save less than they cost', async () => {
    const small = join(dir, 'tiny.js');
    await writeFile(small, 'export const a = 1;');
    expect(await precompressFile(small)).toBeNull();
    await expect(stat(`${small}.br`)).rejects.toThrow();
  });
});
