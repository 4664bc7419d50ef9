import { percentile } from '../figures.js';

/** What one call answered, as the load driver keeps it. */
export interface CallError {
  kind: string;
  what: string;
}

/**
 * Latencies per call kind and the errors of a load run. An error is an answer outside 2xx that the
 * visitor did not expect, a network failure or a time-out; the first few are kept in words.
 */
export class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly errors: CallError[] = [];
  errorCount = 0;

  record(kind: string, ms: number): void {
    const list = this.latencies.get(kind);
    if (list) list.push(ms);
    else this.latencies.set(kind, [ms]);
  }

  /** Expected refusals per kind (a 503 with Retry-After where the product is busy by design). */
  readonly refusals = new Map<string, number>();

  refused(kind: string): void {
    this.refusals.set(kind, (this.refusals.get(kind) ?? 0) + 1);
  }

  fail(kind: string, what: string): void {
    this.errorCount++;
    if (this.errors.length < 20) this.errors.push({ kind, what: what.slice(0, 300) });
  }

  calls(): number {
    let total = 0;
    for (const list of this.latencies.values()) total += list.length;
    return total;
  }

  /** p50 and p99 per kind, kinds in a fixed order. */
  summary(): { kind: string; count: number; p50: number; p99: number }[] {
    return [...this.latencies]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, list]) => ({
        kind,
        count: list.length,
        p50: percentile(list, 50),
        p99: percentile(list, 99),
      }));
  }

  /** Every latency but those of the kinds left out (e.g. PDFs, which render a document). */
  all(except: readonly string[] = []): number[] {
    return [...this.latencies].filter(([kind]) => !except.includes(kind)).flatMap(([, list]) => list);
  }
}
