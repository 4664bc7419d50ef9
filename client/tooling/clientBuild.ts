import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIR = fileURLToPath(new URL('..', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

export interface ClientBuild {
  /** The built client: index.html, assets/ and .vite/manifest.json. */
  dir: string;
  dispose(): Promise<void>;
}

/**
 * A production build of the client in a directory of its own, so that tests and benchmarks running at
 * the same time never read a build another one is writing.
 */
export async function buildClient(): Promise<ClientBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'configurator-client-'));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(VITE, ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: CLIENT_DIR,
      // A test runner's NODE_ENV=test would give React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`)),
    );
  });
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}
