import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImagePathError } from './imagePaths.js';
import { catalogTag, decodePartSet, encodePartSet, NO_PARTS } from './partSetCode.js';

const TAG = catalogTag('5f1e2d3c4b5a69788796a5b4c3d2e1f0');

describe('part set segments', () => {
  it('names no parts "none" and round-trips any subset of the renderable parts', () => {
    expect(encodePartSet([], [3, 7, 9], TAG)).toBe(NO_PARTS);
    expect(decodePartSet(NO_PARTS, [3, 7, 9], TAG)).toEqual([]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 400 }),
        fc.nat(),
        (ids, seed) => {
          const renderable = [...ids].sort((a, b) => a - b);
          const chosen = renderable.filter((_, i) => (seed >> (i % 31)) & 1 || i % 3 === seed % 3);
          const segment = encodePartSet(chosen, renderable, TAG);
          expect(decodePartSet(segment, renderable, TAG)).toEqual(chosen);
        },
      ),
    );
  });

  it('stays short whatever the number of applied parts: one bit per part of the model', () => {
    const renderable = Array.from({ length: 300 }, (_, i) => 10_000 + i);
    const all = encodePartSet(renderable, renderable, TAG);
    expect(all.length).toBeLessThanOrEqual(8 + 1 + Math.ceil((Math.ceil(300 / 8) * 4) / 3));
    expect(decodePartSet(all, renderable, TAG)).toEqual(renderable);
  });

  it('leaves out parts that pictures do not show', () => {
    expect(decodePartSet(encodePartSet([1, 2, 99], [1, 2], TAG), [1, 2], TAG)).toEqual([1, 2]);
  });

  it('refuses a segment of another catalog, more bits than parts, and malformed ones', () => {
    const segment = encodePartSet([7], [3, 7], TAG);
    expect(() => decodePartSet(segment, [3, 7], 'ffffffff')).toThrow(/another catalog/);
    expect(() => decodePartSet(`${TAG}.__8`, [3, 7], TAG)).toThrow(ImagePathError);
    expect(() => decodePartSet(`${TAG}.AA`, [3, 7], TAG)).toThrow(/no part set/);
    expect(() => decodePartSet('3_7', [3, 7], TAG)).toThrow(ImagePathError);
  });
});
