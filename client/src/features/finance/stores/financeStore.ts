import { signal } from '@preact/signals-react';

/**
 * Whether the finance section is on the screen: the vehicle overview's description then scrolls
 * beyond 5 lines (170 px) instead of 7 (238 px).
 */
export const $financeShown = signal(false);

/** The simulator's monthly payment, rounded to two decimals; null until it reports one. */
export const $monthlyPayment = signal<number | null>(null);
