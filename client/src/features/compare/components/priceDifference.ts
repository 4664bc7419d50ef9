import { formatPrice } from '@configurator/domain/presentation/priceFormat';

const DEFAULT_LOCALE = 'de-AT';

/**
 * A price difference signed and written as every other price of the client ('+1.234,00 €',
 * '−89,90 €'); null for no difference, which the screen words itself.
 */
export function signedPriceText(
  difference: { Value: number; CurrencySymbol: string },
  culture: string,
): string | null {
  if (!Number.isFinite(difference.Value) || difference.Value === 0) return null;
  const amount = formatPrice(
    { value: Math.abs(difference.Value), currencySymbol: difference.CurrencySymbol },
    culture || DEFAULT_LOCALE,
  );
  return `${difference.Value > 0 ? '+' : '\u2212'}${amount}`;
}
