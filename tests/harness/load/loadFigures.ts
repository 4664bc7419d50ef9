import { atMost, type Figure, none, percentile, reported } from '../figures.js';
import type { LoadRunResult } from './loadRun.js';

/** The page a visitor opens must answer within this, p99, whatever the load (issue 21). */
export const PAGE_P99_MS = 200;
/**
 * The server's event loop may be late by at most this, p99: a page answered in 200 ms leaves no
 * room for a loop that stalls longer than half of it, and every request waits on the loop.
 */
export const LOOP_DELAY_P99_MS = 100;
/** Calls that do more than answer from the database: PDFs print a document, pictures render. */
export const HEAVY_KINDS = ['pdf', 'picture'];

/** The figures every load run gives: errors, latencies per call kind, the page, the event loop. */
export function loadFigures(section: string, label: string, run: LoadRunResult): Figure[] {
  const figures: Figure[] = [
    none(section, `${label}: errors`, run.recorder.errorCount + run.pageErrors.length),
    reported(section, `${label}: API calls answered`, run.recorder.calls()),
  ];
  for (const { kind, count, p50, p99 } of run.recorder.summary()) {
    figures.push(reported(section, `${label}: ${kind} p50 (${count} calls)`, p50, 'ms'));
    figures.push(reported(section, `${label}: ${kind} p99`, p99, 'ms'));
  }
  for (const [kind, count] of run.recorder.refusals)
    figures.push(reported(section, `${label}: ${kind} refused busy (503, Retry-After)`, count));
  figures.push(
    atMost(
      section,
      `${label}: page GET /main p99 (${run.page.length})`,
      percentile(run.page, 99),
      PAGE_P99_MS,
      'ms',
    ),
  );
  figures.push(
    run.loopDelay
      ? atMost(section, `${label}: event-loop delay p99`, run.loopDelay.p99Ms, LOOP_DELAY_P99_MS, 'ms')
      : { ...reported(section, `${label}: event-loop delay p99`, 'not measured'), ok: false },
  );
  if (run.loopDelay)
    figures.push(reported(section, `${label}: event-loop delay max`, run.loopDelay.maxMs, 'ms'));
  figures.push(none(section, `${label}: processes left after the stop`, run.leftOver));
  return figures;
}

/** The first errors in words, for the log. */
export function errorLines(run: LoadRunResult): string[] {
  return [...run.recorder.errors.map((e) => `${e.kind}: ${e.what}`), ...run.pageErrors.slice(0, 5)];
}
