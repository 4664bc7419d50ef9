import { describe, expect, it } from 'vitest';
import { inactiveSecondsLabel, inactivityStatus } from './inactivity.js';

describe('inactivityStatus', () => {
  it.each([
    [0, 'active'],
    [119.9, 'active'],
    [120, 'active'],
    [120.001, 'prompt'],
    [121, 'prompt'],
    [150, 'prompt'],
    [150.5, 'stopped'],
    [3600, 'stopped'],
    [-5, 'active'],
    [Number.NaN, 'active'],
    [Number.POSITIVE_INFINITY, 'stopped'],
  ] as const)('idle %d s -> %s', (idle, expected) => {
    expect(inactivityStatus(idle)).toBe(expected);
  });
});

describe('inactiveSecondsLabel', () => {
  it.each([
    [121.7, 121],
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
  ])('%d -> %i', (idle, expected) => {
    expect(inactiveSecondsLabel(idle)).toBe(expected);
  });
});
