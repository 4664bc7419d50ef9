import { describe, expect, it } from 'vitest';
import { nameWords, parseModelName } from './modelName.js';

describe('parseModelName', () => {
  it.each([
    ['KTM 1390 SUPER DUKE R 2024', 2024, 1390],
    ['HUSQVARNA TE 300 2025', 2025, 300],
    ['GASGAS MC 250F 2024', 2024, 250],
    ['HUSQVARNA TE 150i 2024', 2024, 150],
    ['KTM X-BOW GT-XR 2024', 2024, undefined],
    ['KTM X-BOW GT4 2023', 2023, undefined],
    ['KTM 690 SMC R', undefined, 690],
    ['KTM X-BOW', undefined, undefined],
    ['', undefined, undefined],
    ['   ', undefined, undefined],
    // 2000 is not above 2000, so it is a size; 0 is not positive.
    ['ODD 2000 MODEL', undefined, 2000],
    ['GASGAS MC 0 2024', 2024, undefined],
    // The first year and the first size win.
    ['KTM 2024 2025 450 500', 2024, 450],
    ['  KTM   125   DUKE   2024  ', 2024, 125],
    ['GASGAS SM 700 2025\tEDITION', 2025, 700],
  ])('%j -> year %s, size %s', (name, year, engineSize) => {
    expect(parseModelName(name)).toEqual({ year, engineSize });
  });
});

describe('nameWords', () => {
  it.each([
    ['KTM 1390 SUPER DUKE R 2024', 6],
    ['  HUSQVARNA   TE 300 ', 3],
    ['', 0],
  ])('%j has %i words', (name, count) => {
    expect(nameWords(name)).toHaveLength(count);
  });
});
