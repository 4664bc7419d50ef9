import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './lib/build.mjs';
import { ensureNodeModules } from './lib/dependencies.mjs';
import { run, step, stopRunning } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/systemPackages.mjs';

/**
 * `npm run harness`: installs what is missing, builds, then runs the quality harness
 * (tests/harness/run.ts), which prints its table of figures and exits non-zero on a missed target.
 * Arguments pass through: `npm run harness -- --only load,fuzz`, `-- --quick`.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning(signal);
    process.exit(130);
  });
}

try {
  await ensureNodeModules(root);
  const missing = await ensureSystemPackages(['postgresql', 'chromium', 'ffmpeg', 'poppler-utils']);
  if (missing.length)
    throw new Error(`the harness needs the Debian packages ${missing.join(', ')}; see above`);
  await buildAll(root);
  step('quality harness');
  await run(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['--conditions=source', join(root, 'tests', 'harness', 'run.ts'), ...process.argv.slice(2)],
    { cwd: root },
  );
} catch (error) {
  console.error(`\nnpm run harness failed: ${error.message}`);
  process.exit(1);
}
