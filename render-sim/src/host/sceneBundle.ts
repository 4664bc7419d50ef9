import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface SceneBundle {
  /** The page Chromium loads: the scene inlined as one module script. */
  html: string;
  /** Changes whenever the scene code changes; part of every cache key. */
  version: string;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The scene entry: its TypeScript source, beside this file when running from source and in the
 * package's src when running the compiled server; a prebuilt bundle otherwise.
 */
function sceneEntry(): { source: string } | { bundle: string } {
  for (const source of [resolve(here, '../scene/main.ts'), resolve(here, '../../src/scene/main.ts')]) {
    if (existsSync(source)) return { source };
  }
  return { bundle: resolve(here, '../scene.js') };
}

const execFileAsync = promisify(execFile);

/** The esbuild executable of the installed package. */
const esbuildCommand = () => createRequire(import.meta.url).resolve('esbuild/bin/esbuild');

let cached: Promise<SceneBundle> | null = null;

/** Bundles the three.js scene once per process (esbuild, a few hundred milliseconds). */
export function sceneBundle(): Promise<SceneBundle> {
  cached ??= build().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function build(): Promise<SceneBundle> {
  const entry = sceneEntry();
  let code: string;
  if ('source' in entry) {
    // esbuild's command, a process that ends with the build: its JavaScript API keeps a service
    // process (about 50 MB resident) for the node's life, for builds that never come.
    const { stdout } = await execFileAsync(
      esbuildCommand(),
      [
        entry.source,
        '--bundle',
        '--format=esm',
        '--platform=browser',
        '--target=es2022',
        '--minify',
        '--legal-comments=none',
        // Workspace packages (the domain's part kinds) from their TypeScript sources.
        '--conditions=source',
        '--log-level=error',
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    code = stdout;
  } else {
    code = readFileSync(entry.bundle, 'utf8');
  }
  if (!code) throw new Error('the scene bundle is empty');
  // `</script` inside the bundle would end the inline script early.
  const safe = code.replaceAll('</script', '<\\/script');
  return {
    version: createHash('sha256').update(code).digest('hex').slice(0, 16),
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:transparent"><script type="module">${safe}</script></body></html>`,
  };
}
