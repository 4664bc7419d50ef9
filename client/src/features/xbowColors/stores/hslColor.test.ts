import { describe, expect, it } from 'vitest';
import { hexToHsl, hslToHex, normalizeHex } from './hslColor.js';

describe('hex and HSL', () => {
  it('reads hex with or without # in any case, refusing anything else', () => {
    expect(normalizeHex('#785db2')).toBe('785DB2');
    expect(normalizeHex(' ff6600 ')).toBe('FF6600');
    expect(normalizeHex('FF66')).toBeNull();
    expect(normalizeHex('GG6600')).toBeNull();
    expect(normalizeHex('')).toBeNull();
  });

  it('converts known colours both ways', () => {
    expect(hexToHsl('FF0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl('00FF00')).toEqual({ h: 120, s: 100, l: 50 });
    expect(hexToHsl('808080')).toEqual({ h: 0, s: 0, l: 50 });
    expect(hslToHex({ h: 240, s: 100, l: 50 })).toBe('0000FF');
    expect(hslToHex({ h: 0, s: 0, l: 100 })).toBe('FFFFFF');
  });

  it('gives the default custom colour back within a step of each channel', () => {
    const back = hslToHex(hexToHsl('785DB2'));
    const channels = (hex: string) => [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    const original = channels('785DB2');
    for (const [index, value] of channels(back).entries()) {
      expect(Math.abs(value - (original[index] ?? 0))).toBeLessThanOrEqual(3);
    }
  });
});
