import { FINANCE_MONTHLY_PAYMENT_DECIMALS } from '../screen/shellConstants.js';

/** One entry of a vehicle overview's Finance.FinanceData. */
export interface FinanceEntry {
  Variation: string;
  Key: string;
  Available: boolean;
}

/**
 * The finance offer for the colour being configured: an entry must both name the variation and be
 * available; without one the finance section and its simulator stay hidden (spec section 5).
 */
export function financeEntryFor(
  financeData: readonly FinanceEntry[],
  variation: string | null | undefined,
): FinanceEntry | null {
  if (!variation) return null;
  return financeData.find((entry) => entry.Available && entry.Variation === variation) ?? null;
}

const FACTOR = 10 ** FINANCE_MONTHLY_PAYMENT_DECIMALS;

/**
 * The simulator's monthly payment as shown: rounded half away from zero to two decimals. The
 * simulator may report nothing yet (null) or garbage; neither becomes a number on the screen.
 */
export function roundMonthlyPayment(payment: unknown): number | null {
  if (typeof payment !== 'number' || !Number.isFinite(payment) || payment < 0) return null;
  // The relative nudge keeps values such as 1.005, stored as 1.00499..., from rounding down.
  return Math.round(payment * FACTOR * (1 + Number.EPSILON)) / FACTOR;
}
