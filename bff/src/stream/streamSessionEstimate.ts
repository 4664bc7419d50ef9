/** No slot is promised sooner than this, however long its session has run. */
export const MIN_FREEING_SECONDS = 5;

/**
 * Seconds until the visitor at `position` (1 = next) gets a slot, in whole seconds and at least 1.
 *
 * Every running session is taken to last `typicalSeconds`, so the slot it holds frees in
 * `max(5, typical - elapsed)`; a slot that is free now (others are queued ahead for it) frees in 5.
 * Position p waits for the p-th freeing; past the number of slots the queue goes round again, each
 * round one more typical session later. Without any slot (no node streams) every position waits
 * one typical session more than the one ahead.
 */
export function estimateWaitSeconds(
  position: number,
  slots: number,
  elapsedSeconds: readonly number[],
  typicalSeconds: number,
): number {
  const freeings = elapsedSeconds.map((elapsed) => Math.max(MIN_FREEING_SECONDS, typicalSeconds - elapsed));
  while (freeings.length < slots) freeings.push(MIN_FREEING_SECONDS);
  freeings.sort((a, b) => a - b);
  if (freeings.length === 0) return Math.max(1, Math.ceil(position * typicalSeconds));
  const index = (position - 1) % freeings.length;
  const round = Math.floor((position - 1) / freeings.length);
  return Math.max(1, Math.ceil((freeings[index] as number) + round * typicalSeconds));
}

/** The middle of the durations (the mean of the two middle ones for an even count); null for none. */
export function medianSeconds(durations: readonly number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
