import { SANDBOX_TRY_AGAIN_LOCK_MS } from '@configurator/domain/screen/shellConstants';
import { computed, signal } from '@preact/signals-react';

export const $soundOn = signal(true);
/** When the try-again button unlocks (epoch ms); 0 when it is not locked. */
const $tryAgainLockedUntil = signal(0);
const $now = signal(Date.now());
export const $tryAgainPresses = signal(0);

export const $tryAgainSecondsLeft = computed(() =>
  Math.max(0, Math.ceil(($tryAgainLockedUntil.value - $now.value) / 1000)),
);

let ticker: ReturnType<typeof setInterval> | undefined;

/** A press locks the button for 10 s; the countdown ticks every quarter second until then. */
export function pressTryAgain(now = Date.now()): void {
  $tryAgainPresses.value += 1;
  $tryAgainLockedUntil.value = now + SANDBOX_TRY_AGAIN_LOCK_MS;
  $now.value = now;
  clearInterval(ticker);
  ticker = setInterval(() => {
    $now.value = Date.now();
    if ($now.value >= $tryAgainLockedUntil.value) {
      clearInterval(ticker);
      ticker = undefined;
    }
  }, 250);
}
