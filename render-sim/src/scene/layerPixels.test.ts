import { describe, expect, it } from 'vitest';
import { keepDifferences, SAME_PIXEL_TOLERANCE } from './layerPixels.js';

const pixels = (...values: number[][]) => new Uint8ClampedArray(values.flat());

describe('keepDifferences', () => {
  it('keeps the differing pixels of the upper picture, opaque, and clears the rest', () => {
    const under = pixels([10, 20, 30, 255], [10, 20, 30, 255], [10, 20, 30, 255], [10, 20, 30, 255]);
    const over = pixels(
      [10, 20, 30, 255],
      [10 + SAME_PIXEL_TOLERANCE, 20 - SAME_PIXEL_TOLERANCE, 30, 255],
      [10, 20, 30 + SAME_PIXEL_TOLERANCE + 1, 255],
      [200, 0, 0, 255],
    );
    const out = new Uint8ClampedArray(16).fill(99);
    expect(keepDifferences(over, under, out)).toBe(2);
    expect([...out]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 10, 20, 32, 255, 200, 0, 0, 255]);
  });

  it('makes a kept pixel opaque whatever its alpha was', () => {
    const out = new Uint8ClampedArray(4);
    expect(keepDifferences(pixels([1, 2, 3, 128]), pixels([1, 2, 3, 255]), out)).toBe(1);
    expect([...out]).toEqual([1, 2, 3, 255]);
  });

  it('refuses pictures of different sizes', () => {
    expect(() =>
      keepDifferences(new Uint8ClampedArray(8), new Uint8ClampedArray(4), new Uint8ClampedArray(8)),
    ).toThrow(/different sizes/);
  });
});
