import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser loads: compressed once at build time, never per request. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside a built file, unless they would not be smaller. */
export async function precompressFile(path: string): Promise<{ br: number; gz: number } | null> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length >= content.length || gz.length >= content.length) return null;
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return { br: br.length, gz: gz.length };
}

/**
 * Brotli and gzip copies of the built scripts, styles and page beside them: the server sends the one
 * the browser accepts (`@fastify/static`'s `preCompressed`), so the first visit over a slow mobile
 * link loads a quarter of the bytes without the server compressing anything per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'configurator-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => precompressFile(join(dir, file))));
    },
  };
}
