import { describe, expect, it } from 'vitest';
import { financeEntryFor, roundMonthlyPayment } from './finance.js';

const DATA = [
  { Variation: 'F0310V1', Key: 'FIN-F0310V1', Available: false },
  { Variation: 'F0310V2', Key: 'FIN-F0310V2', Available: true },
  { Variation: 'F0310V3', Key: 'FIN-F0310V3', Available: true },
];

describe('the finance entry of the current variation', () => {
  it('is the available entry naming the variation', () => {
    expect(financeEntryFor(DATA, 'F0310V2')?.Key).toBe('FIN-F0310V2');
    expect(financeEntryFor(DATA, 'F0310V3')?.Key).toBe('FIN-F0310V3');
  });

  it('is none for an unavailable entry, another variation, or no variation yet', () => {
    expect(financeEntryFor(DATA, 'F0310V1')).toBeNull();
    expect(financeEntryFor(DATA, 'F0310V4')).toBeNull();
    expect(financeEntryFor(DATA, null)).toBeNull();
    expect(financeEntryFor([], 'F0310V2')).toBeNull();
  });
});

describe('the monthly payment as shown', () => {
  it('has two decimals, rounded half up', () => {
    expect(roundMonthlyPayment(459.68044153605246)).toBe(459.68);
    expect(roundMonthlyPayment(860.664)).toBe(860.66);
    expect(roundMonthlyPayment(860.665)).toBe(860.67);
    expect(roundMonthlyPayment(1.005)).toBe(1.01);
    expect(roundMonthlyPayment(250)).toBe(250);
    expect(roundMonthlyPayment(0)).toBe(0);
  });

  it('is nothing while the simulator reports nothing usable', () => {
    expect(roundMonthlyPayment(null)).toBeNull();
    expect(roundMonthlyPayment(undefined)).toBeNull();
    expect(roundMonthlyPayment(Number.NaN)).toBeNull();
    expect(roundMonthlyPayment(Number.POSITIVE_INFINITY)).toBeNull();
    expect(roundMonthlyPayment(-3)).toBeNull();
    expect(roundMonthlyPayment('12.5')).toBeNull();
  });
});
