import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  localeFromDetection,
  localeFromQuery,
  splitLanguageSelection,
  uiLanguage,
} from './localeDetection.js';

const query = (text: string) => new URLSearchParams(text);

describe('localeFromQuery', () => {
  it.each([
    ['culture=de-AT', { culture: 'de-AT', country: 'AT' }],
    ['culture=fr_ch', { culture: 'fr-CH', country: 'CH' }],
    ['culture=de&country=ch', { culture: 'de-CH', country: 'CH' }],
    ['culture=en-GB&country=IE', { culture: 'en-IE', country: 'IE' }],
  ])('%s -> %j', (text, expected) => {
    expect(localeFromQuery(query(text))).toEqual(expected);
  });

  it.each(['', 'country=AT', 'culture=de', 'culture=german', 'culture=de-AUT'])(
    '%j names no locale',
    (text) => {
      expect(localeFromQuery(query(text))).toBeNull();
    },
  );
});

describe('detection', () => {
  it('takes the first browser language the configurator speaks', () => {
    expect(browserLanguage(['pt-BR', 'it-IT', 'en'])).toBe('it');
    expect(browserLanguage(['pt-BR', 'nl'])).toBeUndefined();
  });

  it('combines the browser language with the located country', () => {
    expect(localeFromDetection(['en-US'], { CountryCode: 'at', LanguageCode: 'de' })).toEqual({
      culture: 'en-AT',
      country: 'AT',
    });
    expect(localeFromDetection(['nl-NL'], { CountryCode: 'CH', LanguageCode: 'fr' })).toEqual({
      culture: 'fr-CH',
      country: 'CH',
    });
    expect(localeFromDetection([], { CountryCode: 'SE', LanguageCode: 'sv' })).toEqual({
      culture: 'en-SE',
      country: 'SE',
    });
  });
});

describe('splitLanguageSelection', () => {
  it('splits language-country on the hyphen', () => {
    expect(splitLanguageSelection('fr-CH')).toEqual({ culture: 'fr-CH', country: 'CH' });
    expect(splitLanguageSelection('de-at')).toEqual({ culture: 'de-AT', country: 'AT' });
  });
  it.each(['', 'fr', 'fr-CH-x'])('refuses %j', (value) => {
    expect(splitLanguageSelection(value)).toBeNull();
  });
});

describe('the language of the texts', () => {
  it("is the culture's, else the browser's, else English", () => {
    expect(uiLanguage('fr-CH', ['de-AT'])).toBe('fr');
    expect(uiLanguage('pt-BR', ['de-AT'])).toBe('en');
    expect(uiLanguage('', ['pt-BR', 'it-IT'])).toBe('it');
    expect(uiLanguage('', ['pt-BR'])).toBe('en');
    expect(uiLanguage('', [])).toBe('en');
  });
});
