import { signal } from '@preact/signals-react';
import { $showPartDetail } from '../../configuration/stores/viewsStore.js';

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

export function closePartDetail(): void {
  $showPartDetail.value = false;
}
