/** After the renderer breaks (BROKEN), try-again unlocks after this long; the engine-busy hint counts it down. */
export const RETRY_COUNTDOWN_MS = 20_000;

export interface RetryCountdown {
  /** Whole seconds still to wait, rounded up so the label reaches 0 exactly when try-again unlocks. */
  remainingSeconds: number;
  tryAgainEnabled: boolean;
}

/** Negative or NaN elapsed time (a clock not started yet) counts as the start of the countdown. */
export function retryCountdown(elapsedMs: number): RetryCountdown {
  const elapsed = Number.isNaN(elapsedMs) ? 0 : Math.max(0, elapsedMs);
  const remainingSeconds = Math.max(0, Math.ceil((RETRY_COUNTDOWN_MS - elapsed) / 1000));
  return { remainingSeconds, tryAgainEnabled: remainingSeconds === 0 };
}
