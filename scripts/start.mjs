import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './lib/build.mjs';
import { ensureNodeModules } from './lib/dependencies.mjs';
import { stopRunning } from './lib/run.mjs';
import { serverEnvironment } from './lib/serverEnvironment.mjs';
import { ensureSystemPackages } from './lib/systemPackages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** How long the server may take to stop (it forces its own stop after 10 s) before it is killed. */
const SERVER_STOP_GRACE_MS = 15_000;
/** How often this process looks whether `npm start` (its parent) is still there. */
const PARENT_CHECK_MS = 500;

let server = null;
let stopping = null;

/**
 * Stops everything this process started: the build while preparing, else the server, which stops
 * its render node, the Chromiums and the mail server with it. Exits once they are gone.
 */
function stop(signal) {
  if (stopping) return;
  stopping = signal;
  stopRunning(signal);
  if (!server || server.exitCode !== null || server.signalCode !== null) {
    if (!server) process.exit(0);
    return;
  }
  server.kill(signal);
  setTimeout(() => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }, SERVER_STOP_GRACE_MS).unref();
}

// Ctrl-C reaches the server too (same process group); forwarding covers a signal sent to this
// process alone.
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGHUP'));

// `npm start` runs this script through a shell; a SIGTERM to npm ends that shell without passing
// the signal on. This process then has a new parent: the run it belonged to is over.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, PARENT_CHECK_MS).unref();
}

try {
  await ensureNodeModules(root);
  const missing = await ensureSystemPackages(['chromium', 'ffmpeg']);
  if (missing.length) {
    // The product still runs; pictures, documents and clips answer with a clear error until then.
    console.error(
      `\nWithout ${missing.join(' and ')}, vehicle pictures, PDFs and clips are not available.\n`,
    );
  }
  await buildAll(root);
} catch (error) {
  if (stopping) process.exit(0);
  console.error(`\nnpm start could not prepare the product: ${error.message}`);
  process.exit(1);
}
if (stopping) process.exit(0);

// The server migrates and seeds the database itself before it listens.
server = spawn(process.execPath, [join(root, 'bff', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(),
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
