import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loadingDotCount,
  loadingDots,
  typedText,
  waitingRoomInstructionIndex,
} from './waitingRoomAnimation.js';

describe('loadingDotCount', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1000, 2],
    [2500, 3],
    [3000, 4],
    [4999, 5],
    [5000, 1],
    [6000, 2],
    [-1000, 1],
    [Number.NaN, 1],
  ])('%d ms -> %i dots', (elapsed, expected) => {
    expect(loadingDotCount(elapsed)).toBe(expected);
  });

  it('always stays within 1..5', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (elapsed) => {
        const count = loadingDotCount(elapsed);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('renders the dots as text', () => {
    expect(loadingDots(0)).toBe('.');
    expect(loadingDots(4200)).toBe('.....');
  });
});

describe('typedText', () => {
  it.each([
    [0, ''],
    [24, ''],
    [25, 'L'],
    [100, 'Load'],
    [10_000, 'Loading Factory'],
    [-50, ''],
  ])('after %d ms shows %j', (elapsed, expected) => {
    expect(typedText('Loading Factory', elapsed)).toBe(expected);
  });

  it('takes a custom pace and shows everything at once for a non-positive pace', () => {
    expect(typedText('abc', 100, 50)).toBe('ab');
    expect(typedText('abc', 0, 0)).toBe('abc');
  });
});

describe('waitingRoomInstructionIndex', () => {
  it.each([
    [0, 0],
    [3999, 0],
    [4000, 1],
    [8000, 2],
    [12_000, 0],
    [-1, 0],
  ])('%d ms -> column %i', (elapsed, expected) => {
    expect(waitingRoomInstructionIndex(elapsed)).toBe(expected);
  });
});
