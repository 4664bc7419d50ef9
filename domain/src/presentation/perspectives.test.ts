import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextPerspective,
  normalizePerspective,
  perspectiveRange,
  previousPerspective,
  startPerspective,
} from './perspectives.js';

describe('perspectiveRange', () => {
  it.each([
    ['KTM', [0, 1, 2]],
    ['GG', [0, 1, 2]],
    ['HQV', [3, 4, 5, 6]],
  ] as const)('%s -> %j', (brand, expected) => {
    expect(perspectiveRange(brand)).toEqual(expected);
  });
});

describe('normalizePerspective', () => {
  it.each([
    ['HQV', 0, 6],
    ['HQV', 3, 3],
    ['HQV', 6, 6],
    ['HQV', 2, 6],
    ['HQV', 7, 6],
    ['KTM', 0, 0],
    ['KTM', 2, 2],
    ['KTM', 5, 0],
    ['GG', 1, 1],
    ['GG', -1, 0],
  ] as const)('%s perspective %i -> %i', (brand, perspective, expected) => {
    expect(normalizePerspective(brand, perspective)).toBe(expected);
  });

  it('starts KTM and GG at 0 and HQV at 6', () => {
    expect([startPerspective('KTM'), startPerspective('GG'), startPerspective('HQV')]).toEqual([0, 0, 6]);
  });
});

describe('nextPerspective / previousPerspective', () => {
  it.each([
    ['KTM', 0, 1, 2],
    ['KTM', 1, 2, 0],
    ['KTM', 2, 0, 1],
    ['GG', 0, 1, 2],
    ['HQV', 3, 4, 6],
    ['HQV', 5, 6, 4],
    ['HQV', 6, 3, 5],
    // HQV's 0 reads as 6 first, so it steps from there.
    ['HQV', 0, 3, 5],
  ] as const)('%s from %i: next %i, previous %i', (brand, from, next, previous) => {
    expect(nextPerspective(brand, from)).toBe(next);
    expect(previousPerspective(brand, from)).toBe(previous);
  });

  it('comes back after a full turn and undoes a step', () => {
    fc.assert(
      fc.property(fc.constantFrom('KTM', 'HQV', 'GG'), fc.nat(10), (brand, start) => {
        const range = perspectiveRange(brand);
        const from = normalizePerspective(brand, start);
        let p = from;
        for (let i = 0; i < range.length; i++) p = nextPerspective(brand, p);
        expect(p).toBe(from);
        expect(previousPerspective(brand, nextPerspective(brand, from))).toBe(from);
        expect(range).toContain(nextPerspective(brand, start));
      }),
    );
  });
});
