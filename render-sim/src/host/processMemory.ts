import { readdirSync, readFileSync } from 'node:fs';

/**
 * Memory (bytes) of a process and all its descendants, from /proc (Linux): the proportional set
 * size, which shares each shared page among the processes using it, so that Chromium's many
 * processes are not counted several times over; resident size where PSS is not available. `rss` is the plain sum of resident sizes, for comparison.
 */
export function processTreeMemory(rootPid: number): { pss: number; rss: number } {
  const children = new Map<number, number[]>();
  const pss = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const pid = Number(entry);
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const residentKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(pid, residentKb * 1024);
      pss.set(pid, (proportionalKb(entry) ?? residentKb) * 1024);
      const list = children.get(ppid);
      if (list) list.push(pid);
      else children.set(ppid, [pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  const total = { pss: 0, rss: 0 };
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() as number;
    total.pss += pss.get(pid) ?? 0;
    total.rss += rss.get(pid) ?? 0;
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
