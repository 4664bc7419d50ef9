/**
 * The harness's figures: each section measures what it probes and says, per figure, whether its
 * target holds. `npm run harness` prints them as one table and exits non-zero when a target is
 * missed; the short subset in `npm test` (`tests/test/harness/`) runs the same sections quick.
 */

export interface Figure {
  /** The section that measured it: load, faults, instances, fuzz, security, accessibility, budgets, soak. */
  section: string;
  /** What was measured, e.g. 'PostgreSQL: add-part p99'. */
  name: string;
  value: number | string;
  /** 'ms', 'req', 'MB', 'MB/min', '%' ... empty for counts and words. */
  unit: string;
  /** The target in words ('<= 200 ms', '0', '>= 0.5'); empty when the figure is reported only. */
  target: string;
  /** true: target met; false: missed; null: reported only. */
  ok: boolean | null;
}

export interface HarnessContext {
  /** The short form for `npm test`: fewer requests, shorter runs, the same checks. */
  quick: boolean;
  /** A PostgreSQL server the section may use (a throwaway cluster the harness started). */
  postgresUrl: string;
  /** Minutes of the soak (30 by default, HARNESS_SOAK_MINUTES). */
  soakMinutes: number;
  /** A folder for what a section keeps (screenshots, reports): tests/artifacts/harness/<section>. */
  artifactsDir: string;
  log(message: string): void;
}

export interface Section {
  name: string;
  run(context: HarnessContext): Promise<Figure[]>;
}

/** A figure checked against a maximum (value <= max). */
export function atMost(section: string, name: string, value: number, max: number, unit = ''): Figure {
  return {
    section,
    name,
    value: round(value),
    unit,
    target: `<= ${max}${unit ? ` ${unit}` : ''}`,
    ok: value <= max,
  };
}

/** A figure checked against a minimum (value >= min). */
export function atLeast(section: string, name: string, value: number, min: number, unit = ''): Figure {
  return {
    section,
    name,
    value: round(value),
    unit,
    target: `>= ${min}${unit ? ` ${unit}` : ''}`,
    ok: value >= min,
  };
}

/** A count that must be zero (errors, 5xx, lost events). */
export function none(section: string, name: string, count: number): Figure {
  return { section, name, value: count, unit: '', target: '0', ok: count === 0 };
}

/** A yes/no check, with what was seen in words. */
export function holds(section: string, name: string, ok: boolean, seen: string): Figure {
  return { section, name, value: seen, unit: '', target: 'holds', ok };
}

/** A figure reported without a target. */
export function reported(section: string, name: string, value: number | string, unit = ''): Figure {
  return {
    section,
    name,
    value: typeof value === 'number' ? round(value) : value,
    unit,
    target: '',
    ok: null,
  };
}

function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The p-th percentile (0-100) of a list of numbers; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** The figures as a fixed-width table, one line each, failures marked. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    `${f.value}${f.unit ? ` ${f.unit}` : ''}`,
    f.target,
    f.ok === null ? '' : f.ok ? 'ok' : 'MISSED',
  ]);
  const header = ['section', 'figure', 'value', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The figures as a Markdown table, for the README's quality section. */
export function formatMarkdown(figures: readonly Figure[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| section | figure | value | target | |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map(
      (f) =>
        `| ${f.section} | ${cell(f.name)} | ${cell(`${f.value}${f.unit ? ` ${f.unit}` : ''}`)} | ${cell(f.target)} | ${f.ok === null ? '' : f.ok ? 'ok' : '**missed**'} |`,
    ),
  ].join('\n');
}
