import { readdir, readFile } from 'node:fs/promises';

/**
 * Every process started under an environment variable that marks one run: the variable passes to
 * each process it starts, and theirs (the server, its render node, each Chromium and Chromium's
 * helpers), whatever became of their parents. Linux only (/proc); a process that has ended (a
 * zombie included) has no environment left and is not listed.
 */

export const RUN_MARKER_VARIABLE = 'CONFIGURATOR_TEST_RUN';

export interface MarkedProcess {
  pid: number;
  command: string;
}

export async function markedProcesses(marker: string): Promise<MarkedProcess[]> {
  const needle = `${RUN_MARKER_VARIABLE}=${marker}`;
  const found: MarkedProcess[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environment = (await readFile(`/proc/${entry}/environ`, 'latin1')).split('\0');
      if (!environment.includes(needle)) continue;
      const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0').join(' ').trim();
      found.push({ pid: Number(entry), command });
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return found;
}

/** Kills the marked processes still there (SIGKILL, each by its pid). */
export async function killMarkedProcesses(marker: string): Promise<void> {
  for (const { pid } of await markedProcesses(marker)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
