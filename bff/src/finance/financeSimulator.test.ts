import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { simulatorScript } from './financeRoutes.js';

interface FinanceApi {
  annuity(principal: number, annualRatePercent: number, termMonths: number): number;
  offer(): { annualRatePercent: number; termMonths: number };
}

/** The script exactly as served, run in a context of its own (no DOM: only the arithmetic is used). */
async function loadSimulator(terms = { annualRatePercent: 4.9, termMonths: 48 }): Promise<FinanceApi> {
  const context: { ConfiguratorFinance?: FinanceApi } = {};
  runInNewContext(await simulatorScript(terms), context);
  if (!context.ConfiguratorFinance) throw new Error('the script registered no ConfiguratorFinance');
  return context.ConfiguratorFinance;
}

describe('the finance simulator annuity', () => {
  it('pays back a loan at a monthly rate of a twelfth of the nominal yearly rate', async () => {
    const { annuity } = await loadSimulator();
    // 10 000 at 6 % over 12 months: the textbook 860.66.
    expect(annuity(10_000, 6, 12)).toBeCloseTo(860.664, 3);
    // 20 000 at 4.9 % over 48 months: 459.68 (computed apart from this code).
    expect(annuity(20_000, 4.9, 48)).toBeCloseTo(459.68, 2);
  });

  it('discounts its payments back to exactly the principal', async () => {
    const { annuity } = await loadSimulator();
    for (const [principal, rate, months] of [
      [12_345.67, 3.5, 36],
      [5_000, 9.99, 60],
      [80_000, 0.5, 24],
    ] as const) {
      const payment = annuity(principal, rate, months);
      const r = rate / 12 / 100;
      let present = 0;
      for (let month = 1; month <= months; month++) present += payment / (1 + r) ** month;
      expect(present).toBeCloseTo(principal, 6);
    }
  });

  it('divides evenly without interest and asks nothing when nothing is financed', async () => {
    const { annuity } = await loadSimulator();
    expect(annuity(12_000, 0, 48)).toBe(250);
    expect(annuity(0, 4.9, 48)).toBe(0);
    expect(annuity(-1_000, 4.9, 48)).toBe(0);
    expect(annuity(10_000, 4.9, 0)).toBe(0);
  });

  it('takes its rate and default term from the terms the server appends', async () => {
    const finance = await loadSimulator({ annualRatePercent: 6.25, termMonths: 36 });
    expect(finance.offer()).toEqual({ annualRatePercent: 6.25, termMonths: 36 });
  });
});
