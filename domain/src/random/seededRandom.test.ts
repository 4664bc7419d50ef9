import { describe, expect, it } from 'vitest';
import { seededRandom } from './seededRandom.js';

describe('seeded random numbers', () => {
  it('repeat for a seed, differ between seeds and stay in [0, 1)', () => {
    const draw = (seed: number) => Array.from({ length: 1000 }, seededRandom(seed));
    const first = draw(42);
    expect(draw(42)).toEqual(first);
    expect(draw(43)).not.toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(new Set(first).size).toBe(first.length);
  });
});
