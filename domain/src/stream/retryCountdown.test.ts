import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETRY_COUNTDOWN_MS, retryCountdown } from './retryCountdown.js';

describe('retryCountdown', () => {
  it.each([
    [0, 20, false],
    [1, 20, false],
    [999, 20, false],
    [1000, 19, false],
    [10_500, 10, false],
    [19_000, 1, false],
    [19_999, 1, false],
    [20_000, 0, true],
    [60_000, 0, true],
    [-5000, 20, false],
    [Number.NaN, 20, false],
  ])('%d ms elapsed -> %i s left, try again %s', (elapsed, remainingSeconds, tryAgainEnabled) => {
    expect(retryCountdown(elapsed)).toEqual({ remainingSeconds, tryAgainEnabled });
  });

  it('lasts 20 seconds', () => {
    expect(RETRY_COUNTDOWN_MS).toBe(20_000);
  });

  it('never counts up as time passes', () => {
    fc.assert(
      fc.property(fc.nat(40_000), fc.nat(40_000), (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(retryCountdown(later).remainingSeconds).toBeLessThanOrEqual(
          retryCountdown(earlier).remainingSeconds,
        );
      }),
    );
  });
});
