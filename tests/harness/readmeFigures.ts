/**
 * `npm run harness -- --readme`: the figures of the run written into the README's quality
 * section, between two markers, with the date, the machine and the run's length.
 */
import { cpus, release, totalmem } from 'node:os';

export const FIGURES_START = '<!-- harness figures: start -->';
export const FIGURES_END = '<!-- harness figures: end -->';

export interface RunDescription {
  startedAt: Date;
  minutes: number;
  quick: boolean;
  sections: string[];
}

/** The machine in one line: cores and their model, memory, kernel, Node. */
export function machineLine(): string {
  const cores = cpus();
  const gib = Math.round(totalmem() / 1024 ** 3);
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${gib} GiB, Linux ${release()}, Node ${process.version}`;
}

/** The block between the markers: what ran, where and when, then the table. */
export function figuresBlock(run: RunDescription, machine: string, table: string): string {
  const day = run.startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const what = `${run.quick ? 'the quick form of ' : ''}${run.sections.join(', ')}`;
  return [
    FIGURES_START,
    `Run of ${day} UTC (${run.minutes} min; ${what}) on ${machine}:`,
    '',
    table,
    FIGURES_END,
  ].join('\n');
}

/** The README with the block in place of the previous one; refused when the markers are missing. */
export function withFigures(readme: string, block: string): string {
  const start = readme.indexOf(FIGURES_START);
  const end = readme.indexOf(FIGURES_END);
  if (start < 0 || end < start)
    throw new Error(`README.md: the markers ${FIGURES_START} and ${FIGURES_END} are missing`);
  return readme.slice(0, start) + block + readme.slice(end + FIGURES_END.length);
}
