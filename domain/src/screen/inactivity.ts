/** Idle longer than this (strictly) and the user is asked whether they are still there. */
export const INACTIVITY_PROMPT_AFTER_SECONDS = 120;
/** Idle longer than this (strictly) and the stream is stopped to free the renderer for someone else. */
export const INACTIVITY_STOP_AFTER_SECONDS = 150;

export type InactivityStatus = 'active' | 'prompt' | 'stopped';

/**
 * Both thresholds are "more than", so exactly 120 s is still active and exactly 150 s still prompts.
 * A negative or NaN idle time (clock skew, a timer not started) counts as active rather than stopping
 * someone's stream by mistake.
 */
export function inactivityStatus(idleSeconds: number): InactivityStatus {
  if (idleSeconds > INACTIVITY_STOP_AFTER_SECONDS) return 'stopped';
  if (idleSeconds > INACTIVITY_PROMPT_AFTER_SECONDS) return 'prompt';
  return 'active';
}

/** Seconds shown in the prompt's 'You are inactive for {inactiveTime} seconds.' */
export function inactiveSecondsLabel(idleSeconds: number): number {
  return Number.isFinite(idleSeconds) ? Math.max(0, Math.floor(idleSeconds)) : 0;
}
