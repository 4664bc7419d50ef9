/**
 * Loaded into the server's processes with NODE_OPTIONS=--import (the product is not changed):
 * measures the event loop's delay with `monitorEventLoopDelay` and writes the figures since the
 * last reset to `$HARNESS_LOOP_DELAY_DIR/<pid>.json` every second. SIGUSR2 starts a new window, so
 * the harness measures the load only, not the start-up. Inactive without the variable.
 * With HARNESS_CPU_PROF=DIR too, a CPU profile of the load (from SIGUSR2 to the exit) is written
 * to DIR/<pid>.cpuprofile (--cpu-prof is not allowed in NODE_OPTIONS).
 */
import { writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.HARNESS_LOOP_DELAY_DIR;
if (dir) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let since = Date.now();
  const file = join(dir, `${process.pid}.json`);
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  // Written whole, then renamed: the harness never reads half a file. Asynchronously: the
  // measuring must not hold the loop it measures.
  const write = () =>
    writeFile(
      `${file}.tmp`,
      JSON.stringify({
        pid: process.pid,
        argv: process.argv.slice(1),
        since,
        at: Date.now(),
        count: histogram.count,
        p50Ms: ms(histogram.percentile(50)),
        p99Ms: ms(histogram.percentile(99)),
        maxMs: ms(histogram.max),
      }),
    )
      .then(() => rename(`${file}.tmp`, file))
      .catch(() => {
        // The folder is gone: the harness has finished with this process.
      });
  setInterval(write, 1000).unref();
  process.on('SIGUSR2', () => {
    histogram.reset();
    since = Date.now();
    if (process.env.HARNESS_CPU_PROF) startProfile(process.env.HARNESS_CPU_PROF);
  });
}

function startProfile(profileDir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // A session of this thread answers at once, so the profile is written before the process ends.
  process.on('exit', () =>
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(join(profileDir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    }),
  );
}
