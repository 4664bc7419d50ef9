import { FALLBACK_LANGUAGE, isLanguage, type Language, languageOfCulture } from '../i18n/translation.js';

/** A culture such as de-AT and its country, as the main wrapper settles them. */
export interface Locale {
  culture: string;
  country: string;
}

const CULTURE = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?$/;
const COUNTRY = /^[a-zA-Z]{2}$/;

/**
 * `culture` (de-AT, de_AT, or de with a `country`) and `country` from the query. Null when the query
 * does not name both a language and a country, so that detection takes over.
 */
export function localeFromQuery(params: URLSearchParams): Locale | null {
  const match = CULTURE.exec(params.get('culture')?.trim() ?? '');
  if (!match?.[1]) return null;
  const countryParam = params.get('country')?.trim() ?? '';
  const country = (COUNTRY.test(countryParam) ? countryParam : match[2])?.toUpperCase();
  if (!country) return null;
  return { culture: `${match[1].toLowerCase()}-${country}`, country };
}

/** The first of the browser's languages that the configurator speaks. */
export function browserLanguage(languages: readonly string[]): Language | undefined {
  for (const tag of languages) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
    if (isLanguage(language)) return language;
  }
  return undefined;
}

/** The language of the texts: the culture's, else (while none is settled) the browser's, else English. */
export function uiLanguage(culture: string, languages: readonly string[]): Language {
  if (culture) return languageOfCulture(culture) ?? FALLBACK_LANGUAGE;
  return browserLanguage(languages) ?? FALLBACK_LANGUAGE;
}

/** Browser language plus the located country; the country's own language when the browser's is not spoken. */
export function localeFromDetection(
  languages: readonly string[],
  located: { CountryCode: string; LanguageCode: string },
): Locale {
  const countryLanguage = located.LanguageCode.toLowerCase();
  const language = browserLanguage(languages) ?? (isLanguage(countryLanguage) ? countryLanguage : 'en');
  const country = located.CountryCode.toUpperCase();
  return { culture: `${language}-${country}`, country };
}

/** The language dialog's value 'language-country', split on the hyphen. */
export function splitLanguageSelection(value: string): Locale | null {
  const [language, country, ...rest] = value.split('-');
  if (!language || !country || rest.length > 0) return null;
  const upper = country.toUpperCase();
  return { culture: `${language.toLowerCase()}-${upper}`, country: upper };
}
