import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [entry.source],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      legalComments: 'none',
      // Workspace packages (the domain's part kinds) from their TypeScript sources.
      conditions: ['source'],
    });
    code = result.outputFiles[0]?.text ?? '';
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
