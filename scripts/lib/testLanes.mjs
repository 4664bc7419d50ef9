import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The suite in two lanes run side by side, one test file at a time each: the browser, render node
 * and renderer files (mostly waiting on Chromium), and everything else (mostly the server's own
 * CPU). On two cores this halves the wall time without two browser files ever sharing the machine.
 */
export const BROWSER_LANE = ['tests/test/browser/**', 'tests/src/renderNodes/**', 'render-sim/**'];

function laneArgs(lane) {
  if (lane === 'browser') return BROWSER_LANE.map((glob) => glob.replace('/**', '/'));
  return BROWSER_LANE.flatMap((glob) => ['--exclude', glob]);
}

/** Runs one vitest process per lane, its lines prefixed with the lane; rejects naming the lanes that failed. */
export async function runTestLanes(vitest, { cwd, env }) {
  const lanes = ['browser', 'server'];
  const results = await Promise.all(
    lanes.map(
      (lane) =>
        new Promise((resolve) => {
          const child = spawn(vitest, ['run', '--maxWorkers=1', ...laneArgs(lane)], {
            cwd,
            env: { ...env, FORCE_COLOR: '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          for (const stream of [child.stdout, child.stderr]) {
            createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
          }
          child.on('exit', (code, signal) => resolve({ lane, ok: code === 0, code, signal }));
        }),
    ),
  );
  const failed = results.filter((r) => !r.ok);
  if (failed.length)
    throw new Error(
      `tests failed in the ${failed.map((r) => `${r.lane} lane (${r.signal ?? `exit code ${r.code}`})`).join(' and ')}`,
    );
}
