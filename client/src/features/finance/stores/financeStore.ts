import { signal } from '@preact/signals-react';

/** The simulator's monthly payment, rounded to two decimals; null until it reports one. */
export const $monthlyPayment = signal<number | null>(null);
