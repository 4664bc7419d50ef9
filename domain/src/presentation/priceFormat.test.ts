import { describe, expect, it } from 'vitest';
import {
  currencyMinorDigits,
  formatPrice,
  PRICE_NOT_AVAILABLE_DE,
  PRICE_NOT_AVAILABLE_EN,
  priceFractionDigits,
  priceFromMinorUnits,
  resolvePriceLocale,
  shouldShowPrices,
} from './priceFormat.js';

// Expected strings follow the ICU data of Node 20; browsers with other ICU versions may differ in
// group separators (e.g. de-CH uses a typographic apostrophe in some).
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatPrice', () => {
  it.each([
    [12345.5, '€', 'de-AT', `12${NBSP}345,50${NBSP}€`],
    [12345.5, '€', 'de-DE', `12.345,50${NBSP}€`],
    [12345.5, 'CHF', 'de-CH', `12'345.50${NBSP}CHF`],
    [12345.5, '£', 'en-GB', `12,345.50${NBSP}£`],
    [12345.5, '€', 'fr-FR', `12${NNBSP}345,50${NBSP}€`],
    [9.999, '$', 'en-US', `10.00${NBSP}$`],
    [0.5, '€', 'it-IT', `0,50${NBSP}€`],
    [-1234.5, '€', 'en-GB', `-1,234.50${NBSP}€`],
    [12345.5, '¥', 'ja-JP', `12,346${NBSP}¥`],
    [12345.4, '¥', 'ja', `12,345${NBSP}¥`],
    [1500, '€', 'de_AT', `1${NBSP}500,00${NBSP}€`],
    [1500, '€', 'not a locale!', `1${NBSP}500,00${NBSP}€`],
    [1500, '', 'en-GB', '1,500.00'],
    [1500, ' € ', 'en-GB', `1,500.00${NBSP}€`],
  ])('%d %s in %s -> %j', (value, currencySymbol, locale, expected) => {
    expect(formatPrice({ value, currencySymbol }, locale)).toBe(expected);
  });

  it.each([
    [0, 'de-AT', PRICE_NOT_AVAILABLE_DE],
    [0, 'de-CH', PRICE_NOT_AVAILABLE_DE],
    [0, 'de', PRICE_NOT_AVAILABLE_DE],
    [-0, 'de-DE', PRICE_NOT_AVAILABLE_DE],
    [0, 'en-GB', PRICE_NOT_AVAILABLE_EN],
    [0, 'fr-FR', PRICE_NOT_AVAILABLE_EN],
    [0, 'ja-JP', PRICE_NOT_AVAILABLE_EN],
    [Number.NaN, 'en-GB', PRICE_NOT_AVAILABLE_EN],
    [Number.POSITIVE_INFINITY, 'de-AT', PRICE_NOT_AVAILABLE_DE],
  ])('value %d in %s reads as not available', (value, locale, expected) => {
    expect(formatPrice({ value, currencySymbol: '€' }, locale)).toBe(expected);
  });

  it('spells the not-available texts as the spec does', () => {
    expect(PRICE_NOT_AVAILABLE_DE).toBe('Preis nicht vorhanden');
    expect(PRICE_NOT_AVAILABLE_EN).toBe('Price not Available');
  });
});

describe('priceFractionDigits', () => {
  it.each([
    ['ja', 0],
    ['ja-JP', 0],
    ['JA-jp', 0],
    ['de-AT', 2],
    ['en-GB', 2],
    ['jv', 2],
  ])('%s -> %i', (locale, expected) => {
    expect(priceFractionDigits(locale)).toBe(expected);
  });
});

describe('resolvePriceLocale', () => {
  it.each([
    ['de-AT', 'de-AT'],
    ['de_AT', 'de-AT'],
    ['EN-gb', 'en-GB'],
    [' fr-FR ', 'fr-FR'],
    ['', 'de-AT'],
    ['$$', 'de-AT'],
  ])('%j -> %s', (locale, expected) => {
    expect(resolvePriceLocale(locale)).toBe(expected);
  });
});

describe('priceFromMinorUnits', () => {
  it.each([
    [1234550, 2, 12345.5],
    [1999, 2, 19.99],
    [12345, 0, 12345],
    [1, 3, 0.001],
    [-250, 2, -2.5],
    [0, 2, 0],
  ])('%i with %i decimals -> %d', (minor, decimals, expected) => {
    expect(priceFromMinorUnits(minor, decimals)).toBe(expected);
  });

  it.each([
    [12.5, 2, 'minorUnits must be a safe integer, got 12.5'],
    [Number.NaN, 2, 'minorUnits must be a safe integer, got NaN'],
    [100, -1, 'currencyDecimals must be an integer from 0 to 4, got -1'],
    [100, 1.5, 'currencyDecimals must be an integer from 0 to 4, got 1.5'],
    [100, 5, 'currencyDecimals must be an integer from 0 to 4, got 5'],
  ])('rejects %d with %d decimals', (minor, decimals, message) => {
    expect(() => priceFromMinorUnits(minor, decimals)).toThrow(new RangeError(message));
  });

  it('round-trips into formatPrice', () => {
    expect(formatPrice({ value: priceFromMinorUnits(1234550, 2), currencySymbol: '€' }, 'de-DE')).toBe(
      `12.345,50${NBSP}€`,
    );
  });
});

describe('currencyMinorDigits', () => {
  it.each([
    ['EUR', 2],
    ['CHF', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['XYZ', 2],
  ])('%s -> %i', (code, expected) => {
    expect(currencyMinorDigits(code)).toBe(expected);
  });

  it('names the field for a malformed code', () => {
    expect(() => currencyMinorDigits('EURO')).toThrow("currencyCode must be an ISO 4217 code, got 'EURO'");
  });
});

describe('shouldShowPrices', () => {
  it.each([
    [undefined, true, true],
    [true, true, true],
    [false, true, false],
    [undefined, false, false],
    [true, false, false],
    [false, false, false],
  ])('vehicle %s, global %s -> %s', (vehicle, global, expected) => {
    expect(shouldShowPrices(vehicle, global)).toBe(expected);
  });
});
