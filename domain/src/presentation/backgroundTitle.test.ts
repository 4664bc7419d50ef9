import { describe, expect, it } from 'vitest';
import { backgroundTitle } from './backgroundTitle.js';

describe('backgroundTitle', () => {
  it.each([
    ['KTM', 'KTM 1390 SUPER DUKE R 2024', 'KTM 1390 SUPER DUKE R'],
    ['GG', 'GASGAS MC 250F 2024', 'GASGAS MC 250F'],
    ['HQV', 'HUSQVARNA TE 300 2025', 'HUSQVARNA TE 300 2025'],
    ['KTM', 'KTM X-BOW GT-XR', 'KTM X-BOW'],
    ['KTM', '  KTM   390  DUKE  2024 ', 'KTM 390 DUKE'],
    ['HQV', '  HUSQVARNA   NORDEN  901 ', 'HUSQVARNA NORDEN 901'],
    ['KTM', 'DUKE', ''],
    ['GG', '', ''],
    ['HQV', '', ''],
  ] as const)('%s %j -> %j', (brand, name, expected) => {
    expect(backgroundTitle(brand, name)).toBe(expected);
  });
});
