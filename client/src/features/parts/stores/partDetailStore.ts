import { signal } from '@preact/signals-react';
import { $showPartDetail } from '../../../stores/viewsStore.js';

/** The part the detail panel shows while $showPartDetail is on. */
export const $detailPartId = signal<number | null>(null);

/**
 * Opens the panel for the part. A history entry is pushed so that the browser's back button closes
 * the panel instead of leaving the configuration.
 */
export function openPartDetail(partId: number): void {
  $detailPartId.value = partId;
  if (!$showPartDetail.value && typeof window !== 'undefined') {
    window.history.pushState({ partDetail: partId }, '', window.location.href);
  }
  $showPartDetail.value = true;
}

/**
 * Closes the panel; the history entry its opening pushed is taken back, so that the next back
 * press leaves the page as the user expects instead of doing nothing.
 */
export function closePartDetail(): void {
  if (!$showPartDetail.value) return;
  $showPartDetail.value = false;
  if (typeof window !== 'undefined' && isPartDetailEntry(window.history.state)) window.history.back();
}

/** The back button already left the panel's history entry: only the panel closes. */
export function closePartDetailAfterBack(): void {
  $showPartDetail.value = false;
}

function isPartDetailEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'partDetail' in state;
}
