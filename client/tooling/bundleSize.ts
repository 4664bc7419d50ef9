import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript of /main/motorcycles, gzip: the budget of the client shell issue. */
export const INITIAL_JS_BUDGET_BYTES = 170 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface InitialJs {
  /** Sum of the gzip sizes of the entry chunk and every chunk it imports statically. */
  gzipBytes: number;
  files: { file: string; gzipBytes: number }[];
  /** Sources loaded only on demand (dynamic imports). */
  lazySources: string[];
}

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** What the browser must load before the first page can render: the entry and its static imports. */
export async function initialJs(distDir: string): Promise<InitialJs> {
  const manifest = await readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const [entry] = entries;
  if (entry === undefined || entries.length !== 1) {
    throw new Error(`expected one entry chunk, found ${entries.length}`);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  const files = await Promise.all(
    [...seen]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file?.endsWith('.js') ?? false)
      .map(async (file) => ({
        file,
        gzipBytes: gzipSync(await readFile(join(distDir, file)), { level: 9 }).length,
      })),
  );
  const lazySources = Object.values(manifest)
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((key) => !seen.has(key));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files, lazySources };
}
