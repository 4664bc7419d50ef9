import { describe, expect, it } from 'vitest';
import { isSmallScreen, layoutKind } from './viewport.js';

describe('isSmallScreen', () => {
  it.each([
    [320, true],
    [767, true],
    [768, false],
    [1920, false],
  ])('width %i -> %s', (width, expected) => {
    expect(isSmallScreen(width)).toBe(expected);
  });
});

describe('layoutKind', () => {
  it.each([
    [375, 'phone'],
    [767, 'phone'],
    [768, 'phone'],
    [769, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [2560, 'desktop'],
  ] as const)('width %i -> %s', (width, expected) => {
    expect(layoutKind(width)).toBe(expected);
  });
});
