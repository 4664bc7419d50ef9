import { readdirSync, readFileSync } from 'node:fs';

interface ProcessInfo {
  ppid: number;
  state: string;
}

/** Every process's parent and state, from /proc/PID/stat (the name may hold spaces and brackets). */
function processTable(): Map<number, ProcessInfo> {
  const table = new Map<number, ProcessInfo>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { state: fields[0] ?? '?', ppid: Number(fields[1]) });
    } catch {
      // Gone between listing and reading.
    }
  }
  return table;
}

/** The processes whose parent chain leads to `root`, at this moment. */
export function descendants(root: number): number[] {
  const table = processTable();
  const leadsToRoot = (pid: number): boolean => {
    for (let at = table.get(pid)?.ppid; at !== undefined && at > 1; at = table.get(at)?.ppid) {
      if (at === root) return true;
    }
    return false;
  };
  return [...table.keys()].filter(leadsToRoot);
}

/** The command line of a process, arguments joined by spaces; empty when it is gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Running: there and not a zombie (an exited process its parent has not reaped yet). */
export function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Polls `condition` every 50 ms until it holds or `ms` have passed; answers whether it held. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

/** Sends SIGKILL to each pid that still runs (by pid, one at a time). */
export function killEach(pids: readonly number[]): void {
  for (const pid of pids) {
    if (!running(pid)) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}
