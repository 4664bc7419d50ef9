import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, step } from './run.mjs';

/** Installs the npm dependencies when node_modules is missing or older than the lockfile. */
export async function ensureNodeModules(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step('installing npm dependencies (npm ci)');
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
}
