import type { Database } from '@configurator/migrations/db/database';
import { countries, currencies, markets, priceLists } from '@configurator/migrations/db/schema/catalog';
import { eq } from 'drizzle-orm';
import { notFound } from '../http/apiError.js';
import type { SupportedLanguage } from '../http/requestContext.js';
import { type CountrySource, determineCountry } from './geolocation.js';

type LocalizedText = Partial<Record<string, string>> & { en: string };

export interface MarketCountry {
  CountryName: string;
  CountryCode: string;
  /** The country's first language. */
  LanguageCode: string;
  Languages: string[];
  ImprintCode: string;
}

export interface Market {
  MarketName: string;
  MarketCode: string;
  /** ISO 4217 code of the market's price list. */
  Currency: string;
  CurrencySymbol: string;
  /** Every language of the market's countries, in order of first appearance. */
  Languages: string[];
  /** The imprint code of the market's first country (by country code). */
  Imprint: string;
  Countries: MarketCountry[];
}

/** A country as geolocation answers it: with the market it belongs to. */
export interface LocatedCountry {
  CountryName: string;
  CountryCode: string;
  LanguageCode: string;
  ImprintCode: string;
  MarketCode: string;
}

type CountryRow = typeof countries.$inferSelect;

function localizedText(text: LocalizedText, language: SupportedLanguage): string {
  return text[language] || text.en;
}

function presentCountry(row: CountryRow, language: SupportedLanguage): MarketCountry {
  return {
    CountryName: localizedText(row.name, language),
    CountryCode: row.code,
    LanguageCode: row.languages[0] ?? 'en',
    Languages: [...row.languages],
    ImprintCode: row.imprintCode,
  };
}

/** Markets and their countries, localised: the language dialog's data and geolocation's lookup. */
export class MarketService {
  constructor(private readonly db: Database) {}

  async listMarkets(language: SupportedLanguage): Promise<Market[]> {
    const [marketRows, countryRows] = await Promise.all([
      this.db
        .select({
          code: markets.code,
          name: markets.name,
          currency: currencies.code,
          symbol: currencies.symbol,
        })
        .from(markets)
        .innerJoin(priceLists, eq(priceLists.code, markets.priceList))
        .innerJoin(currencies, eq(currencies.code, priceLists.currency)),
      this.db.select().from(countries),
    ]);
    // Sorted here rather than in SQL: the server's collation and PGlite's may differ.
    const collator = new Intl.Collator(language);
    const byCode = [...countryRows].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    return marketRows
      .map((market): Market => {
        const own = byCode.filter((country) => country.marketCode === market.code);
        return {
          MarketName: localizedText(market.name, language),
          MarketCode: market.code,
          Currency: market.currency,
          CurrencySymbol: market.symbol,
          Languages: [...new Set(own.flatMap((country) => country.languages))],
          Imprint: own[0]?.imprintCode ?? '',
          Countries: own
            .map((country) => presentCountry(country, language))
            .sort((a, b) => collator.compare(a.CountryName, b.CountryName)),
        };
      })
      .sort((a, b) => collator.compare(a.MarketName, b.MarketName));
  }

  /** The country with that ISO code if one of our markets serves it. */
  async findCountry(code: string, language: SupportedLanguage): Promise<LocatedCountry | null> {
    const [row] = await this.db
      .select()
      .from(countries)
      .where(eq(countries.code, code.toUpperCase()))
      .limit(1);
    if (!row) return null;
    const { Languages: _languages, ...country } = presentCountry(row, language);
    return { ...country, MarketCode: row.marketCode };
  }

  /**
   * The visitor's country from the CDN headers or the client address, with its market. 404 when it
   * cannot be determined or no market serves it: the client then asks for language and country.
   */
  async locateVisitor(
    headers: Readonly<Record<string, string | string[] | undefined>>,
    ip: string | undefined,
    language: SupportedLanguage,
  ): Promise<{ country: LocatedCountry; source: CountrySource }> {
    const determined = determineCountry(headers, ip);
    if (!determined) {
      throw notFound('Country could not be determined from the request; choose a language and country.');
    }
    const country = await this.findCountry(determined.code, language);
    if (!country) {
      throw notFound(
        `Country ${determined.code} is not served by any market; choose a language and country.`,
      );
    }
    return { country, source: determined.source };
  }
}
