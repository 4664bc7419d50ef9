import { formatPrice } from '@configurator/domain/presentation/priceFormat';

/** The default culture's locale for prices shown before a culture is settled. */
const DEFAULT_LOCALE = 'de-AT';

/**
 * A price as the domain formats it in the culture's locale (two decimals and the symbol); a missing
 * price (0) reads as the visitor's 'not available' text.
 */
export function priceText(
  price: { Value: number; CurrencySymbol: string },
  culture: string,
  notAvailable: string,
): string {
  if (price.Value === 0 || !Number.isFinite(price.Value)) return notAvailable;
  return formatPrice({ value: price.Value, currencySymbol: price.CurrencySymbol }, culture || DEFAULT_LOCALE);
}
