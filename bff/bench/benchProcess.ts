import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serverEnvironment } from '../../scripts/lib/serverEnvironment.mjs';

/**
 * Starts bench/benchServer.ts on the database in a process of its own and resolves with its address
 * once it listens. BENCH_CPU_PROF=DIR writes the server's CPU profile there when it stops.
 * `fromBuild`: the compiled server and packages (`dist`, as `npm start` runs them, its render node
 * too), for a caller that has just built them (the harness); else their TypeScript source.
 * `onDisk`: PGlite's cluster in a directory of its own (removed when the server exits), as
 * `npm start` keeps it, instead of in memory: for a figure of the server's memory, where a database
 * held in memory would count its files as the server's.
 */
export async function startBenchServer(
  kind: 'pglite' | 'postgres',
  url?: string,
  options: { fromBuild?: boolean; onDisk?: boolean } = {},
): Promise<{ base: string; child: ChildProcess }> {
  const entry = fileURLToPath(new URL('./benchServer.ts', import.meta.url));
  const fromBuild = options.fromBuild === true;
  if (fromBuild && !existsSync(fileURLToPath(new URL('../dist/app.js', import.meta.url))))
    throw new Error('the compiled server is missing (bff/dist/app.js): run npm run build first');
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const source = fromBuild ? [] : ['--conditions=source'];
  const dataDir =
    kind === 'pglite' && options.onDisk
      ? join(mkdtempSync(join(tmpdir(), 'configurator-bench-')), 'pglite')
      : '';
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...source, entry], {
    // As npm start starts the server (serverEnvironment.mjs).
    env: serverEnvironment({
      ...process.env,
      BENCH_DATABASE: kind,
      BENCH_DATABASE_URL: url ?? '',
      BENCH_FROM_BUILD: fromBuild ? '1' : '0',
      BENCH_PGLITE_DATA_DIR: dataDir,
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (dataDir) child.once('exit', () => rmSync(join(dataDir, '..'), { recursive: true, force: true }));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    lines.on('line', (line) => {
      const match = /^\{"port":(\d+)\}$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

/** Stops a bench server and waits for it: SIGTERM, SIGKILL after 10 s (its CPU profile is written on SIGTERM). */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(stuck);
}

export const JSON_XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** One call of the bench server's API; an answer of 400 or more is an error. */
export async function call(base: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: JSON_XHR,
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}
