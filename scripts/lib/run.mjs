import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Commands started by `run` that have not ended yet. */
const running = new Set();

/** Runs a command with inherited output; rejects with a message naming it when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
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
  const results = await Promise.allSettled(
    lanes.map(
      (lane) =>
        new Promise((resolve, reject) => {
          const child = spawn(vitest, ['run'], {
            ...options,
            env: { ...options.env, TEST_LANE: lane, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          running.add(child);
          const prefix = `[${lane}] `;
          prefixLines(child.stdout, prefix, process.stdout);
          prefixLines(child.stderr, prefix, process.stderr);
          child.on('error', (error) => {
            running.delete(child);
            reject(error);
          });
          child.on('exit', (code, signal) => {
            running.delete(child);
            if (code === 0) resolve();
            else reject(new Error(`the ${lane} lane failed (${signal ?? `exit code ${code}`})`));
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) throw new Error(failed.map((result) => result.reason.message).join('; '));
}
