import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './lib/build.mjs';
import { ensureNodeModules } from './lib/dependencies.mjs';
import { ensureSystemPackages } from './lib/systemPackages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

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
  console.error(`\nnpm start could not prepare the product: ${error.message}`);
  process.exit(1);
}

// The server migrates and seeds the database itself before it listens.
const server = spawn(process.execPath, [join(root, 'bff', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
const forward = (signal) => {
  if (server.exitCode === null) server.kill(signal);
};
// Ctrl-C reaches the server too (same process group); forwarding covers a signal sent to this process alone.
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
