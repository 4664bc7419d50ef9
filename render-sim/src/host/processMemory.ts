import { readdirSync, readFileSync } from 'node:fs';

/**
 * Memory (bytes) of a process and all its descendants, from /proc (Linux): the proportional set
 * size, which shares each shared page among the processes using it, so that Chromium's many
 * processes are not counted several times over; resident size where PSS is not available. `rss` is the plain sum of resident sizes, for comparison.
 */
export function processTreeMemory(rootPid: number): { pss: number; rss: number } {
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
      total.pss += (proportionalKb(String(pid)) ?? residentKb) * 1024;
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
