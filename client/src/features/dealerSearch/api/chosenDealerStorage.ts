import { keepInSession, readFromSession } from '../../../lib/sessionValue.js';
import type { Dealer } from './dealerSearchCalls.js';

/** What the enquiry needs of the chosen dealer: whom it goes to, and the address it shows. */
export type ChosenDealer = Pick<Dealer, 'DealerNo' | 'Name' | 'Street' | 'PostCode' | 'Town'>;

const FIELDS = ['DealerNo', 'Name', 'Street', 'PostCode', 'Town'] as const;

function chosenDealerStorageKey(configurationId: string): string {
  return `configurator.chosenDealer.${configurationId}`;
}

/**
 * Keeps the dealer chosen for a configuration for the session: the login leaves the page for the
 * identity provider, and the enquiry should find the dealer again when the visitor comes back.
 * A full or refused storage is logged and costs only the choice after a login.
 */
export function keepChosenDealer(configurationId: string, dealer: ChosenDealer): void {
  const kept: ChosenDealer = {
    DealerNo: dealer.DealerNo,
    Name: dealer.Name,
    Street: dealer.Street,
    PostCode: dealer.PostCode,
    Town: dealer.Town,
  };
  keepInSession(
    chosenDealerStorageKey(configurationId),
    kept,
    'The chosen dealer could not be kept for the login',
  );
}

function isChosenDealer(value: unknown): value is ChosenDealer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string') && record.DealerNo !== '';
}

/** The dealer kept for the configuration, or null (none kept, unreadable, or not a dealer). */
export function keptChosenDealer(configurationId: string): ChosenDealer | null {
  return readFromSession(
    chosenDealerStorageKey(configurationId),
    isChosenDealer,
    'The kept dealer could not be read',
  );
}

/** Drops the kept dealer once the enquiry went to it. */
export function forgetChosenDealer(configurationId: string): void {
  try {
    sessionStorage.removeItem(chosenDealerStorageKey(configurationId));
  } catch (error) {
    console.warn('The kept dealer could not be dropped', error);
  }
}
