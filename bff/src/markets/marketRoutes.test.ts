import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { Market } from './marketService.js';

const MARKETS = '/api/posconfigurator/market';
const GEOLOCATION = '/api/posconfigurator/market/geolocation';

describe.each(testDatabases())('markets and geolocation on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  async function markets(query = ''): Promise<Market[]> {
    const response = await t.app.inject({ url: `${MARKETS}${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().MarketsData;
  }

  it('lists every market with currency, languages, imprint and countries', async () => {
    const data = await markets('?c=en-GB');
    expect(data.map((m) => m.MarketCode).sort()).toEqual(
      ['CENTRAL', 'IRELAND', 'JAPAN', 'NA', 'NORDIC', 'OCEANIA', 'SOUTHERN', 'SWISS', 'UK', 'WESTERN'].sort(),
    );
    expect(data.find((m) => m.MarketCode === 'CENTRAL')).toEqual({
      MarketName: 'Central Europe',
      MarketCode: 'CENTRAL',
      Currency: 'EUR',
      CurrencySymbol: '€',
      Languages: ['de'],
      Imprint: 'IMPRINT-AT',
      Countries: [
        {
          CountryName: 'Austria',
          CountryCode: 'AT',
          LanguageCode: 'de',
          Languages: ['de'],
          ImprintCode: 'IMPRINT-AT',
        },
        {
          CountryName: 'Germany',
          CountryCode: 'DE',
          LanguageCode: 'de',
          Languages: ['de'],
          ImprintCode: 'IMPRINT-DE',
        },
      ],
    });
    const western = data.find((m) => m.MarketCode === 'WESTERN');
    expect(western?.Countries.map((c) => c.CountryCode)).toEqual(['BE', 'FR', 'LU', 'NL']);
    expect(western?.Languages).toEqual(['fr', 'de', 'en']);
    expect(data.find((m) => m.MarketCode === 'SWISS')).toMatchObject({
      Currency: 'CHF',
      Languages: ['de', 'fr', 'it'],
    });
    expect(data.find((m) => m.MarketCode === 'JAPAN')).toMatchObject({
      Currency: 'JPY',
      CurrencySymbol: '¥',
    });
    // Sorted by the localised name.
    expect(data.map((m) => m.MarketName)).toEqual(
      [...data.map((m) => m.MarketName)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('localises market and country names by the culture, English when the language is unsupported', async () => {
    const french = await markets('?c=fr-FR');
    const central = french.find((m) => m.MarketCode === 'CENTRAL');
    expect(central?.MarketName).toBe('Europe centrale');
    expect(central?.Countries.map((c) => c.CountryName)).toEqual(['Allemagne', 'Autriche']);
    expect(french.find((m) => m.MarketCode === 'NA')?.MarketName).toBe('Amérique du Nord');
    const german = await markets('?c=de-AT');
    expect(german.find((m) => m.MarketCode === 'UK')?.MarketName).toBe('Vereinigtes Königreich');
    const swedish = await markets('?c=sv-SE');
    expect(swedish.find((m) => m.MarketCode === 'NORDIC')?.MarketName).toBe('Nordic countries');
  });

  it('refuses a malformed culture naming c', async () => {
    const response = await t.app.inject({ url: `${MARKETS}?c=french` });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/\bc\b/);
  });

  it('locates the visitor by each CDN country header', async () => {
    const cases = [
      [
        'cf-ipcountry',
        'AT',
        {
          CountryName: 'Austria',
          CountryCode: 'AT',
          LanguageCode: 'de',
          ImprintCode: 'IMPRINT-AT',
          MarketCode: 'CENTRAL',
        },
      ],
      ['cloudfront-viewer-country', 'ch', { CountryCode: 'CH', LanguageCode: 'de', MarketCode: 'SWISS' }],
      [
        'x-country-code',
        'US',
        { CountryName: 'United States', CountryCode: 'US', LanguageCode: 'en', MarketCode: 'NA' },
      ],
    ] as const;
    for (const [header, value, country] of cases) {
      const response = await t.app.inject({ url: `${GEOLOCATION}?c=en-GB`, headers: { [header]: value } });
      expect(response.statusCode, header).toBe(200);
      expect(response.json().Country).toMatchObject(country);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('prefers cf-ipcountry, skips XX and T1, and localises the country name', async () => {
    const response = await t.app.inject({
      url: `${GEOLOCATION}?c=fr-BE`,
      headers: { 'cf-ipcountry': 'T1', 'cloudfront-viewer-country': 'XX', 'x-country-code': 'DE' },
      remoteAddress: '81.2.69.160',
    });
    expect(response.json().Country).toEqual({
      CountryName: 'Allemagne',
      CountryCode: 'DE',
      LanguageCode: 'de',
      ImprintCode: 'IMPRINT-DE',
      MarketCode: 'CENTRAL',
    });
  });

  it('locates the visitor by a public address when no header helps', async () => {
    const british = await t.app.inject({ url: GEOLOCATION, remoteAddress: '81.2.69.160' });
    expect(british.statusCode).toBe(200);
    expect(british.json().Country).toMatchObject({ CountryCode: 'GB', MarketCode: 'UK', LanguageCode: 'en' });
    const austrian = await t.app.inject({
      url: GEOLOCATION,
      remoteAddress: '80.123.4.5',
      headers: { 'cf-ipcountry': 'XX' },
    });
    expect(austrian.json().Country).toMatchObject({ CountryCode: 'AT', MarketCode: 'CENTRAL' });
  });

  it('answers 404 when the country cannot be determined', async () => {
    for (const remoteAddress of ['127.0.0.1', '192.168.0.10']) {
      const response = await t.app.inject({ url: GEOLOCATION, remoteAddress });
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toMatch(/^Country could not be determined/);
    }
  });

  it('answers 404 naming a country that no market serves', async () => {
    const byHeader = await t.app.inject({ url: GEOLOCATION, headers: { 'cf-ipcountry': 'BR' } });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json().Message).toMatch(/Country BR is not served/);
    // 41.0.0.1 is a South African address.
    const byAddress = await t.app.inject({ url: GEOLOCATION, remoteAddress: '41.0.0.1' });
    expect(byAddress.statusCode).toBe(404);
    expect(byAddress.json().Message).toMatch(/Country ZA is not served/);
  });

  describe('through tRPC, as the browser client calls them', () => {
    const trpc = (
      path: string,
      input: unknown,
      options: { headers?: Record<string, string>; remoteAddress?: string } = {},
    ) =>
      t.app.inject({
        url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        ...options,
      });

    it('answers markets.list as GET /market does', async () => {
      const response = await trpc('markets.list', { c: 'fr-FR' });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.data.MarketsData).toEqual(await markets('?c=fr-FR'));
    });

    it('answers markets.geolocation with the country, and NOT_FOUND when it is unknown', async () => {
      const located = await trpc(
        'markets.geolocation',
        { c: 'de-AT' },
        { headers: { 'cf-ipcountry': 'CH' } },
      );
      expect(located.statusCode).toBe(200);
      expect(located.json().result.data.Country).toMatchObject({ CountryCode: 'CH', MarketCode: 'SWISS' });
      const unknown = await trpc('markets.geolocation', {}, { remoteAddress: '127.0.0.1' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.data.code).toBe('NOT_FOUND');
    });

    it('answers settings.get for the brand asked for outside production', async () => {
      const response = await trpc('settings.get', { brand: 'gg' });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.data).toMatchObject({ Brand: 'GG', BrandLink: 'https://www.gasgas.com' });
      const bad = await trpc('settings.get', { brand: 'XYZ' });
      expect(bad.statusCode).toBe(400);
    });
  });
});
