/**
 * Printed PDFs in memory, least recently used first out, within a byte budget. Concurrent
 * requests for the same key share one print. A PDF larger than the whole budget is not kept.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private readonly counters = { hits: 0, misses: 0, evictions: 0 };

  constructor(private readonly budgetBytes: number) {}

  stats() {
    return { ...this.counters, entries: this.entries.size, bytes: this.bytes, budgetBytes: this.budgetBytes };
  }

  get(key: string): Buffer | undefined {
    const found = this.entries.get(key);
    if (found) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, bytes: Buffer): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.length;
    }
    if (bytes.length > this.budgetBytes) return;
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
      this.counters.evictions++;
    }
  }

  /** The cached bytes, or those of `produce` (once for concurrent callers), then kept. */
  async getOrCreate(
    key: string,
    produce: () => Promise<Buffer>,
  ): Promise<{ bytes: Buffer; cached: boolean }> {
    const found = this.get(key);
    if (found) {
      this.counters.hits++;
      return { bytes: found, cached: true };
    }
    const running = this.inFlight.get(key);
    if (running) {
      this.counters.hits++;
      return { bytes: await running, cached: true };
    }
    this.counters.misses++;
    const producing = produce();
    this.inFlight.set(key, producing);
    try {
      const bytes = await producing;
      this.set(key, bytes);
      return { bytes, cached: false };
    } finally {
      this.inFlight.delete(key);
    }
  }
}
