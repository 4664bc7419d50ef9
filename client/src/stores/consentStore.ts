import { signal } from '@preact/signals-react';
import { type Consent, readConsent, writeConsent } from './consentCookie.js';

/** The visitor's choice; null until made (then the banner asks). */
export const $consent = signal<Consent | null>(readConsent());
/** The banner is open again from the footer's cookie settings. */
export const $consentSettingsOpen = signal(false);

export function chooseConsent(consent: Consent): void {
  writeConsent(consent);
  $consent.value = consent;
  $consentSettingsOpen.value = false;
}

export function reopenConsent(): void {
  $consentSettingsOpen.value = true;
}
