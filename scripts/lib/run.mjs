import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';

/** Commands started by `run` that have not ended yet. */
const running = new Set();

/** Resolves when `child` exits with 0, else rejects with `failure(how it ended)`; `running` meanwhile. */
function ended(child, failure) {
  running.add(child);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', async (code, signal) => {
      running.delete(child);
      // Its piped output read to the end first (a failure's summary comes last), unless a process
      // it left behind holds the pipe open.
      await Promise.race([
        Promise.all([child.stdout, child.stderr].filter(Boolean).map((stream) => finished(stream))),
        delay(2000),
      ]).catch(() => undefined);
      for (const stream of [child.stdout, child.stderr]) stream?.destroy();
      if (code === 0) resolve();
      else reject(new Error(failure(signal ?? `exit code ${code}`)));
    });
  });
}

/** Runs a command with inherited output; rejects with a message naming it when it fails. */
export function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  return ended(child, (how) => `${command} ${args.join(' ')} failed (${how})`);
}

/** Passes a stop signal on to the commands `run` has going (a build, an install). */
export function stopRunning(signal) {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

export function step(text) {
  console.log(`\n> ${text}`);
}

/** Copies a stream to `out` line by line, each line after `prefix`. */
function prefixLines(stream, prefix, out) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
    out.write(`${prefix}${line}\n`),
  );
}

/**
 * Runs `vitest run` once per lane (TEST_LANE, see vitest.config.ts), all at the same time, each
 * line of output after its lane's name. Every lane runs to its end; rejects when any failed.
 */
export async function runLanes(vitest, lanes, options) {
  // Colours when the output is a terminal; piped, vitest writes plain text by itself.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const results = await Promise.allSettled(
    lanes.map((lane) => {
      const child = spawn(vitest, ['run'], {
        ...options,
        env: { ...options.env, ...colour, TEST_LANE: lane },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      prefixLines(child.stdout, `[${lane}] `, process.stdout);
      prefixLines(child.stderr, `[${lane}] `, process.stderr);
      return ended(child, (how) => `the ${lane} lane failed (${how})`);
    }),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) throw new Error(failed.map((result) => result.reason.message).join('; '));
}
