import { signal } from '@preact/signals-react';
import { cancelLinkedPartOffer } from './linkedPartOffer.js';

/** The category list: open or closed (a popup on phones), and the one category expanded. */
export const $categoriesOpen = signal(false);
export const $expandedCategory = signal<string | null>(null);
/** The part marked selected in the list, e.g. by a `#partId` in the address. */
export const $selectedPartId = signal<number | null>(null);
/** A part the list should scroll to once it is drawn. */
export const $scrollToPartId = signal<number | null>(null);
/** The menu's dropdown of applied parts. */
export const $appliedPartsOpen = signal(false);

/** Everything back to closed, for a new visit of the screen. */
export function resetPartsView(): void {
  $categoriesOpen.value = false;
  $expandedCategory.value = null;
  $selectedPartId.value = null;
  $scrollToPartId.value = null;
  $appliedPartsOpen.value = false;
  cancelLinkedPartOffer();
}
