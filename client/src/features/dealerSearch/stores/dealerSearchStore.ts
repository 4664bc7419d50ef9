import { batch } from '@preact/signals-react';
import { resettable } from '../../../lib/resettable.js';
import { $configuration } from '../../../stores/configurationStore.js';
import { type ChosenDealer, keepChosenDealer, keptChosenDealer } from '../api/chosenDealerStorage.js';

/** The dealer search is open for one step: choosing a dealer stores it and closes the search. */
export const $dealerSearchOpen = resettable(() => false);
/** The dealer the enquiry goes to. */
export const $chosenDealer = resettable<ChosenDealer | null>(() => null);
/** The send button's states: none, sending (spinner), success, or error (the button offers a retry). */
type EnquiryState = 'none' | 'sending' | 'success' | 'error';
export const $enquiryState = resettable<EnquiryState>(() => 'none');

/** Chooses the dealer, kept for the configuration across a login, and closes the search. */
export function chooseDealer(dealer: ChosenDealer): void {
  const configurationId = $configuration.peek()?.ConfigurationId;
  if (configurationId) keepChosenDealer(configurationId, dealer);
  batch(() => {
    $chosenDealer.value = dealer;
    $dealerSearchOpen.value = false;
    if ($enquiryState.value === 'error') $enquiryState.value = 'none';
  });
}

/** Back from the login, the enquiry finds the dealer chosen for this configuration before it. */
export function restoreChosenDealer(configurationId: string): void {
  if ($chosenDealer.peek()) return;
  const kept = keptChosenDealer(configurationId);
  if (kept) $chosenDealer.value = kept;
}
