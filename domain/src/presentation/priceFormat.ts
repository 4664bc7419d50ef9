/**
 * Price display shared by the browser client and the server-side PDF/mail texts, so a price reads the
 * same everywhere. Catalog prices are integer minor units; the display works on major-unit values.
 */

export interface DisplayPrice {
  /** Major units, e.g. 12345.5 for € 12,345.50. */
  value: number;
  currencySymbol: string;
}

export const PRICE_NOT_AVAILABLE_DE = 'Preis nicht vorhanden';
export const PRICE_NOT_AVAILABLE_EN = 'Price not Available';

/** The spec's default culture; used when the given locale is not a valid BCP 47 tag. */
export const FALLBACK_PRICE_LOCALE = 'de-AT';

/**
 * Making an Intl object costs far more than using one (a list of parts priced on a phone took a
 * long task), and a page speaks one or two locales: each is made once. Locales come from addresses,
 * so the memory is bounded.
 */
const REMEMBERED = 64;
const resolvedLocales = new Map<string, string>();
const languages = new Map<string, string>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const made = make();
  if (cache.size >= REMEMBERED) cache.clear();
  cache.set(key, made);
  return made;
}

/**
 * Cultures arrive from query strings and the server in the 'de_AT' form as often as 'de-AT', and a
 * malformed tag makes Intl throw; a price must never blank the screen, so fall back to the default culture.
 */
export function resolvePriceLocale(locale: string): string {
  return remembered(resolvedLocales, locale, () => {
    try {
      const [canonical] = Intl.getCanonicalLocales(locale.trim().replaceAll('_', '-'));
      return canonical ?? FALLBACK_PRICE_LOCALE;
    } catch {
      return FALLBACK_PRICE_LOCALE;
    }
  });
}

function languageOf(locale: string): string {
  return remembered(languages, locale, () => new Intl.Locale(resolvePriceLocale(locale)).language);
}

/** Japanese prices are shown without decimals (the yen has no minor unit in use). */
export function priceFractionDigits(locale: string): number {
  return languageOf(locale) === 'ja' ? 0 : 2;
}

export function priceNotAvailableText(locale: string): string {
  return languageOf(locale) === 'de' ? PRICE_NOT_AVAILABLE_DE : PRICE_NOT_AVAILABLE_EN;
}

/**
 * The number in the locale's grouping and decimal marks, then the symbol after a no-break space
 * (so a line break never strands the symbol), whatever the locale: the catalog supplies only a symbol,
 * not an ISO code, so Intl's own currency placement is not available.
 * A value of 0 means the price is missing in the catalog and reads as "not available"; so does a
 * non-finite value, which can only come from bad data.
 */
export function formatPrice(price: DisplayPrice, locale: string): string {
  if (price.value === 0 || !Number.isFinite(price.value)) return priceNotAvailableText(locale);
  const digits = priceFractionDigits(locale);
  const resolved = resolvePriceLocale(locale);
  const number = remembered(
    numberFormats,
    `${resolved} ${digits}`,
    () => new Intl.NumberFormat(resolved, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(price.value);
  const symbol = price.currencySymbol.trim();
  return symbol === '' ? number : `${number}\u00a0${symbol}`;
}

/** ISO 4217 currencies use 0 to 4 minor-unit digits. */
const MAX_CURRENCY_DECIMALS = 4;

/** 1234550 minor units with 2 currency decimals -> 12345.5. */
export function priceFromMinorUnits(minorUnits: number, currencyDecimals: number): number {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`minorUnits must be a safe integer, got ${minorUnits}`);
  }
  if (
    !Number.isInteger(currencyDecimals) ||
    currencyDecimals < 0 ||
    currencyDecimals > MAX_CURRENCY_DECIMALS
  ) {
    throw new RangeError(
      `currencyDecimals must be an integer from 0 to ${MAX_CURRENCY_DECIMALS}, got ${currencyDecimals}`,
    );
  }
  // Dividing by an exact power of ten yields the double nearest the decimal value.
  return minorUnits / 10 ** currencyDecimals;
}

/**
 * Minor-unit digits of an ISO 4217 code (EUR 2, JPY 0), as the runtime's Intl data knows them, to feed
 * priceFromMinorUnits from the catalog's currency code. A well-formed code Intl does not know gets its
 * default of 2; only a malformed code throws.
 */
export function currencyMinorDigits(currencyCode: string): number {
  let digits: number | undefined;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
      .maximumFractionDigits;
  } catch {
    throw new RangeError(`currencyCode must be an ISO 4217 code, got '${currencyCode}'`);
  }
  return digits ?? 2;
}

/**
 * Prices show only when the vehicle allows them (ShowPricesInConfigurator, which the server may omit
 * and then defaults to true) and prices are allowed overall.
 */
export function shouldShowPrices(
  vehicleShowPrices: boolean | undefined,
  globalPricesAllowed: boolean,
): boolean {
  return (vehicleShowPrices ?? true) && globalPricesAllowed;
}
