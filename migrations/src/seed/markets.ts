/**
 * Currencies, price lists and markets. Prices are kept in euro cents and converted into every
 * other price list with fixed rates, so a price never depends on the day it was generated.
 */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import { loc } from './texts.js';

type Currency = CatalogInput['currencies'][number];
type PriceList = CatalogInput['priceLists'][number];
type Market = CatalogInput['markets'][number];
type Language = Market['countries'][number]['languages'][number];

export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', symbol: '€', decimals: 2 },
  { code: 'GBP', symbol: '£', decimals: 2 },
  { code: 'CHF', symbol: 'CHF', decimals: 2 },
  { code: 'USD', symbol: '$', decimals: 2 },
  { code: 'JPY', symbol: '¥', decimals: 0 },
  { code: 'SEK', symbol: 'kr', decimals: 2 },
  { code: 'AUD', symbol: 'A$', decimals: 2 },
];

/** Price lists with the rate of one euro in the list currency, as a fraction to keep integer maths. */
const PRICE_LIST_RATES: readonly { list: PriceList; numerator: number; denominator: number }[] = [
  { list: { code: 'PL-EUR', currency: 'EUR' }, numerator: 1, denominator: 1 },
  { list: { code: 'PL-GBP', currency: 'GBP' }, numerator: 86, denominator: 100 },
  { list: { code: 'PL-CHF', currency: 'CHF' }, numerator: 95, denominator: 100 },
  { list: { code: 'PL-USD', currency: 'USD' }, numerator: 109, denominator: 100 },
  { list: { code: 'PL-JPY', currency: 'JPY' }, numerator: 162, denominator: 1 },
  { list: { code: 'PL-SEK', currency: 'SEK' }, numerator: 114, denominator: 10 },
  { list: { code: 'PL-AUD', currency: 'AUD' }, numerator: 165, denominator: 100 },
];

export const PRICE_LISTS: readonly PriceList[] = PRICE_LIST_RATES.map((rate) => rate.list);

const decimalsOf = new Map(CURRENCIES.map((currency) => [currency.code, currency.decimals]));

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * Converts a euro price (cents) into every price list. Accessory prices keep ten-cent steps
 * (ten yen for JPY); vehicle prices are rounded to ten whole units (a thousand yen).
 */
export function pricesFromEur(eurCents: number, kind: 'part' | 'vehicle'): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const { list, numerator, denominator } of PRICE_LIST_RATES) {
    const decimals = decimalsOf.get(list.currency) ?? 2;
    const minorPerMajor = 10 ** decimals;
    const converted = (eurCents * numerator) / denominator / (100 / minorPerMajor);
    if (list.currency === 'EUR') {
      prices[list.code] = eurCents;
    } else if (kind === 'vehicle') {
      prices[list.code] = roundTo(converted, decimals === 0 ? 1000 : 10 * minorPerMajor);
    } else {
      prices[list.code] = roundTo(converted, 10);
    }
  }
  return prices;
}

/** The same price in every price list (used for the free part: 0 everywhere). */
export function flatPrices(amount: number): Record<string, number> {
  return Object.fromEntries(PRICE_LISTS.map((list) => [list.code, amount]));
}

interface CountrySpec {
  code: string;
  name: string;
  languages: Language[];
}

const COUNTRIES: Readonly<Record<string, CountrySpec>> = {
  AT: { code: 'AT', name: 'Austria|Österreich|Autriche|Austria|Austria', languages: ['de'] },
  DE: { code: 'DE', name: 'Germany|Deutschland|Allemagne|Alemania|Germania', languages: ['de'] },
  CH: { code: 'CH', name: 'Switzerland|Schweiz|Suisse|Suiza|Svizzera', languages: ['de', 'fr', 'it'] },
  FR: { code: 'FR', name: 'France|Frankreich|France|Francia|Francia', languages: ['fr'] },
  BE: { code: 'BE', name: 'Belgium|Belgien|Belgique|Bélgica|Belgio', languages: ['fr', 'de', 'en'] },
  NL: { code: 'NL', name: 'Netherlands|Niederlande|Pays-Bas|Países Bajos|Paesi Bassi', languages: ['en'] },
  LU: { code: 'LU', name: 'Luxembourg|Luxemburg|Luxembourg|Luxemburgo|Lussemburgo', languages: ['fr', 'de'] },
  ES: { code: 'ES', name: 'Spain|Spanien|Espagne|España|Spagna', languages: ['es'] },
  IT: { code: 'IT', name: 'Italy|Italien|Italie|Italia|Italia', languages: ['it'] },
  PT: { code: 'PT', name: 'Portugal|Portugal|Portugal|Portugal|Portogallo', languages: ['en', 'es'] },
  IE: { code: 'IE', name: 'Ireland|Irland|Irlande|Irlanda|Irlanda', languages: ['en'] },
  GB: {
    code: 'GB',
    name: 'United Kingdom|Vereinigtes Königreich|Royaume-Uni|Reino Unido|Regno Unito',
    languages: ['en'],
  },
  SE: { code: 'SE', name: 'Sweden|Schweden|Suède|Suecia|Svezia', languages: ['en'] },
  US: {
    code: 'US',
    name: 'United States|Vereinigte Staaten|États-Unis|Estados Unidos|Stati Uniti',
    languages: ['en', 'es'],
  },
  JP: { code: 'JP', name: 'Japan|Japan|Japon|Japón|Giappone', languages: ['en'] },
  AU: { code: 'AU', name: 'Australia|Australien|Australie|Australia|Australia', languages: ['en'] },
};

const MARKET_SPECS: readonly { code: string; name: string; priceList: string; countries: string[] }[] = [
  {
    code: 'CENTRAL',
    name: 'Central Europe|Mitteleuropa|Europe centrale|Europa central|Europa centrale',
    priceList: 'PL-EUR',
    countries: ['AT', 'DE'],
  },
  {
    code: 'WESTERN',
    name: 'Western Europe|Westeuropa|Europe de l’Ouest|Europa occidental|Europa occidentale',
    priceList: 'PL-EUR',
    countries: ['FR', 'BE', 'NL', 'LU'],
  },
  {
    code: 'SOUTHERN',
    name: 'Southern Europe|Südeuropa|Europe du Sud|Europa del Sur|Europa meridionale',
    priceList: 'PL-EUR',
    countries: ['ES', 'IT', 'PT'],
  },
  { code: 'IRELAND', name: COUNTRIES.IE?.name ?? '', priceList: 'PL-EUR', countries: ['IE'] },
  { code: 'SWISS', name: COUNTRIES.CH?.name ?? '', priceList: 'PL-CHF', countries: ['CH'] },
  { code: 'UK', name: COUNTRIES.GB?.name ?? '', priceList: 'PL-GBP', countries: ['GB'] },
  {
    code: 'NORDIC',
    name: 'Nordic countries|Nordische Länder|Pays nordiques|Países nórdicos|Paesi nordici',
    priceList: 'PL-SEK',
    countries: ['SE'],
  },
  {
    code: 'NA',
    name: 'North America|Nordamerika|Amérique du Nord|Norteamérica|Nord America',
    priceList: 'PL-USD',
    countries: ['US'],
  },
  { code: 'JAPAN', name: COUNTRIES.JP?.name ?? '', priceList: 'PL-JPY', countries: ['JP'] },
  {
    code: 'OCEANIA',
    name: 'Oceania|Ozeanien|Océanie|Oceanía|Oceania',
    priceList: 'PL-AUD',
    countries: ['AU'],
  },
];

export function buildMarkets(): Market[] {
  return MARKET_SPECS.map((spec) => ({
    code: spec.code,
    name: loc(spec.name),
    priceList: spec.priceList,
    countries: spec.countries.map((code) => {
      const country = COUNTRIES[code];
      if (!country) throw new Error(`unknown country ${code}`);
      return {
        code,
        name: loc(country.name),
        languages: [...country.languages],
        imprintCode: `IMPRINT-${code}`,
      };
    }),
  }));
}
