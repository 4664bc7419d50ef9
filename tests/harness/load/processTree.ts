import { readdir, readFile, readlink } from 'node:fs/promises';
import { markedProcesses } from '../../src/markedProcesses.js';

/**
 * The processes one server started (found by the run's marker in their environment: the server,
 * its render node, every Chromium and helper), each with its kind, resident memory and open file
 * descriptors, from /proc (Linux).
 */

export type ProcessKind = 'bff' | 'render node' | 'chromium' | 'other';

export interface ProcessSample {
  pid: number;
  kind: ProcessKind;
  rssMb: number;
  /** Open file descriptors other than sockets (files, pipes, event fds). */
  fds: number;
  sockets: number;
}

export function kindOf(command: string): ProcessKind {
  if (/chrom/i.test(command)) return 'chromium';
  if (/bff[/\\](dist|src)[/\\]server\.[jt]s/.test(command)) return 'bff';
  if (/render-sim[/\\](dist|src)[/\\]node[/\\]main\.[jt]s/.test(command)) return 'render node';
  return 'other';
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}

async function descriptors(pid: number): Promise<{ fds: number; sockets: number }> {
  const counts = { fds: 0, sockets: 0 };
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    try {
      if ((await readlink(`/proc/${pid}/fd/${fd}`)).startsWith('socket:')) counts.sockets++;
      else counts.fds++;
    } catch {
      // Closed while we looked.
    }
  }
  return counts;
}

export async function sampleProcesses(marker: string): Promise<ProcessSample[]> {
  const samples: ProcessSample[] = [];
  for (const { pid, command } of await markedProcesses(marker)) {
    try {
      samples.push({
        pid,
        kind: kindOf(command),
        rssMb: await residentMb(pid),
        ...(await descriptors(pid)),
      });
    } catch {
      // Ended while we looked.
    }
  }
  return samples;
}

/** One sample of the tree, summed per kind. */
export interface TreeSample {
  atMin: number;
  byKind: Record<ProcessKind, { rssMb: number; fds: number; sockets: number; count: number }>;
}

export function sumByKind(atMin: number, samples: readonly ProcessSample[]): TreeSample {
  const empty = () => ({ rssMb: 0, fds: 0, sockets: 0, count: 0 });
  const byKind: TreeSample['byKind'] = {
    bff: empty(),
    'render node': empty(),
    chromium: empty(),
    other: empty(),
  };
  for (const sample of samples) {
    const entry = byKind[sample.kind];
    entry.rssMb += sample.rssMb;
    entry.fds += sample.fds;
    entry.sockets += sample.sockets;
    entry.count += 1;
  }
  return { atMin, byKind };
}

/** The least-squares slope of y over x (units of y per unit of x); 0 for fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const covariance = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}
