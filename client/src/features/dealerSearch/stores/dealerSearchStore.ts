import { batch } from '@preact/signals-react';
import { resettable } from '../../configuration/stores/resettable.js';
import type { Dealer } from '../api/dealerSearchCalls.js';

/** The dealer search is open for one step: choosing a dealer stores it and closes the search. */
export const $dealerSearchOpen = resettable(() => false);
/** The dealer the enquiry goes to. */
export const $chosenDealer = resettable<Dealer | null>(() => null);
/** The send button's states: none, sending (spinner), success, or error (the button offers a retry). */
export type EnquiryState = 'none' | 'sending' | 'success' | 'error';
export const $enquiryState = resettable<EnquiryState>(() => 'none');

export function chooseDealer(dealer: Dealer): void {
  batch(() => {
    $chosenDealer.value = dealer;
    $dealerSearchOpen.value = false;
    if ($enquiryState.value === 'error') $enquiryState.value = 'none';
  });
}
