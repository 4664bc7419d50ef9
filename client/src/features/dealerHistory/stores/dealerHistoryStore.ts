import { signal } from '@preact/signals-react';

/** The history table's filters: model id, date range (YYYY-MM-DD) and part of the customer's name. */
export interface HistoryFilters {
  model: string;
  dateFrom: string;
  dateTo: string;
  customer: string;
}

export const EMPTY_FILTERS: HistoryFilters = { model: '', dateFrom: '', dateTo: '', customer: '' };

/** Kept while the dealer moves between the table, a replay and back. */
export const $historyFilters = signal<HistoryFilters>(EMPTY_FILTERS);
