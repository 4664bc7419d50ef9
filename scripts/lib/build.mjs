import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, step } from './run.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Compiles the server packages (incremental) and the client (only when its sources changed). */
export async function buildAll(root) {
  step('compiling TypeScript');
  await run(join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'tsconfig.build.json'], { cwd: root });

  const client = join(root, 'client');
  const built = join(client, 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(join(client, 'src')),
    newestMtime(join(client, 'index.html')),
    newestMtime(join(client, 'vite.config.ts')),
    newestMtime(join(root, 'domain', 'src')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  step('building the client');
  await run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: client });
}
