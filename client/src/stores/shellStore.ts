import { batch, signal } from '@preact/signals-react';
import type { Locale } from '../lib/localeDetection.js';
import { $country, $culture, $market } from './configurationStore.js';

/** The main wrapper hides its content while detecting, shows it, or is redirecting elsewhere. */
type MainPhase = 'hide' | 'show' | 'redirect';

export const $mainPhase = signal<MainPhase>('hide');
/** The visitor's country code, e.g. AT; null until detected or chosen. The calls send it as `m`. */
export { $country };
/** The imprint code of the country when known (geolocation or the language dialog). */
export const $imprintCode = signal<string | null>(null);

interface LocaleDetails {
  market?: string | null;
  imprintCode?: string | null;
}

/** Settles culture and country; market and imprint stay as they were while the country stays the same. */
export function applyLocale(locale: Locale, details: LocaleDetails = {}): void {
  batch(() => {
    const sameCountry = $country.value === locale.country;
    $culture.value = locale.culture;
    $country.value = locale.country;
    $market.value = details.market ?? (sameCountry && $market.value ? $market.value : locale.country);
    $imprintCode.value = details.imprintCode ?? (sameCountry ? $imprintCode.value : null);
  });
}

/** Detection failed: culture and country are cleared until the visitor chooses them. */
export function clearLocale(): void {
  batch(() => {
    $culture.value = '';
    $country.value = null;
    $market.value = null;
    $imprintCode.value = null;
  });
}
