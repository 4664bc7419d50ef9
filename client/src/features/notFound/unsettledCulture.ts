import { localeFromQuery } from '../../lib/localeDetection.js';

interface CultureSources {
  /** The culture as it stands (the default de-AT until something settles it). */
  culture: string;
  defaultCulture: string;
  /** The country detected or chosen in this visit, if any. */
  country: string | null;
  /** The query strings of the page now and of the address the visit began with. */
  searches: readonly string[];
}

/**
 * Whether the culture is only the default that nothing chose: no culture in the addresses of the
 * visit, no detection or choice of a country, no other value. Such a page speaks the browser's
 * language rather than the default culture's German.
 */
export function isUnsettledDefault({ culture, defaultCulture, country, searches }: CultureSources): boolean {
  if (culture !== defaultCulture || country) return false;
  return searches.every((search) => localeFromQuery(new URLSearchParams(search)) === null);
}
