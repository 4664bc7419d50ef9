import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './lib/build.mjs';
import { ensureNodeModules } from './lib/dependencies.mjs';
import { startPostgresCluster } from './lib/postgresCluster.mjs';
import { run, runLanes, step, stopRunning } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/systemPackages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const vitestArgs = process.argv.slice(2);

let cluster = null;
const stopCluster = () => cluster?.stop();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning(signal);
    stopCluster();
    process.exit(130);
  });
}

try {
  await ensureNodeModules(root);
  const missing = await ensureSystemPackages(['postgresql', 'chromium', 'ffmpeg', 'poppler-utils']);
  if (missing.length) throw new Error(`the tests need the Debian packages ${missing.join(', ')}; see above`);

  step('lint and format check (biome)');
  await run(bin('biome'), ['ci', '.'], { cwd: root });

  step('structure: no import cycle between files, no source file over 400 lines');
  await run(process.execPath, [join(root, 'scripts', 'checkStructure.mjs'), root], { cwd: root });

  await buildAll(root);
  step('type check (tests, client and the render scene), side by side; a throwaway PostgreSQL server');
  const typeChecks = ['tsconfig.json', 'client/tsconfig.json', 'render-sim/src/scene/tsconfig.json'].map(
    (project) => run(bin('tsc'), ['-p', project, '--noEmit'], { cwd: root }),
  );
  const started = startPostgresCluster().then((started) => {
    cluster = started;
    console.log(`  PostgreSQL: ${started.url}`);
  });
  const checks = await Promise.allSettled([...typeChecks, started]);
  const failed = checks.find((check) => check.status === 'rejected');
  if (failed) throw failed.reason;

  step('tests (vitest): every database test on PGlite and on the PostgreSQL server');
  const env = { ...process.env, TEST_DATABASE_URL: cluster.url };
  if (vitestArgs.length) {
    await run(bin('vitest'), ['run', ...vitestArgs], { cwd: root, env });
  } else {
    // Two lanes side by side, each one file at a time: the files that drive Chromium and the
    // render node, and the rest. Two browser files at once made renders wait past their
    // timeouts on two cores; one of each keeps both cores busy.
    console.log('  lanes: [browser] Chromium and the render node, [server] the rest (vitest.config.ts)');
    await runLanes(bin('vitest'), ['browser', 'server'], { cwd: root, env });
  }
  stopCluster();
} catch (error) {
  stopCluster();
  console.error(`\nnpm test failed: ${error.message}`);
  process.exit(1);
}
