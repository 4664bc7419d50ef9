import { readdirSync, readFileSync } from 'node:fs';

/**
 * Memory (bytes) of a process and all its descendants, from /proc (Linux): the proportional set
 * size, which shares each shared page among the processes using it, so that Chromium's many
 * processes are not counted several times over; resident size where PSS is not available. `rss` is
 * the plain sum of resident sizes, for comparison. PSS walks every page of every process (tens of
 * milliseconds of kernel time for a Chromium tree): `{ proportional: false }` reads only the
 * resident sizes and answers `pss` as 0.
 */
export function processTreeMemory(
  rootPid: number,
  options: { proportional?: boolean } = {},
): { pss: number; rss: number } {
  const proportional = options.proportional ?? true;
  // Parent links first (one small file per process), then memory of the tree's processes only.
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid);
      if (list) list.push(Number(entry));
      else children.set(ppid, [Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const total = { pss: 0, rss: 0 };
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const residentKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      total.rss += residentKb * 1024;
      if (proportional) total.pss += (proportionalKb(String(pid)) ?? residentKb) * 1024;
    } catch {
      // Ended meanwhile.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function proportionalKb(pid: string): number | null {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const match = /^Pss:\s+(\d+)/m.exec(rollup);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Samples a process tree's memory until stopped and answers the peaks: resident sizes every
 * `intervalMs` (cheap), PSS every `proportionalEveryMs` (a page walk of every process, so rarely
 * enough that the sampling does not slow down what it measures).
 */
export function memoryPeakSampler(
  rootPid: number,
  options: { intervalMs?: number; proportionalEveryMs?: number } = {},
): { stop(): { rss: number; pss: number } } {
  const intervalMs = options.intervalMs ?? 100;
  const proportionalEveryMs = options.proportionalEveryMs ?? 1000;
  const peak = { pss: 0, rss: 0 };
  let lastProportional = 0;
  let stopped = false;
  const sample = (proportional: boolean) => {
    const now = processTreeMemory(rootPid, { proportional });
    peak.rss = Math.max(peak.rss, now.rss);
    if (proportional) {
      peak.pss = Math.max(peak.pss, now.pss);
      lastProportional = performance.now();
    }
  };
  const timer = setInterval(
    () => sample(performance.now() - lastProportional >= proportionalEveryMs),
    intervalMs,
  );
  sample(true);
  return {
    /** Stops sampling and answers the peaks; later calls answer the same peaks. */
    stop() {
      if (!stopped) {
        stopped = true;
        clearInterval(timer);
        sample(true);
      }
      return { ...peak };
    },
  };
}
