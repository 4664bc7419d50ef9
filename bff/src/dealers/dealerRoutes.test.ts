import { XBOW_DEALER_QUALIFICATION } from '@configurator/domain';
import type { Dealer } from '@configurator/domain/catalog/dealer';
import { buildDealers } from '@configurator/migrations/seed/dealers';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { distanceKm } from './dealerService.js';

const URL = '/api/dealers';
const seeded = buildDealers();

describe('distance between two positions', () => {
  it('is the great-circle distance in kilometres', () => {
    const vienna = { latitude: 48.2082, longitude: 16.3738 };
    const salzburg = { latitude: 47.8095, longitude: 13.055 };
    expect(distanceKm(vienna, vienna)).toBe(0);
    expect(distanceKm(vienna, salzburg)).toBeGreaterThan(248);
    expect(distanceKm(vienna, salzburg)).toBeLessThan(254);
    expect(distanceKm(vienna, salzburg)).toBeCloseTo(distanceKm(salzburg, vienna), 9);
  });
});

describe.each(testDatabases())('GET /api/dealers on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  async function search(query: string): Promise<Dealer[]> {
    const response = await t.app.inject({ url: `${URL}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Dealers;
  }

  it('lists dealers sorted by name with their address, contact and brands', async () => {
    const dealers = await search('?limit=200');
    expect(dealers).toHaveLength(seeded.length);
    expect(dealers.map((d) => d.Name)).toEqual(
      [...dealers.map((d) => d.Name)].sort(new Intl.Collator('en').compare),
    );
    expect(dealers.find((d) => d.DealerNo === 'AT1001')).toEqual({
      DealerNo: 'AT1001',
      Name: 'Motorrad Gruber',
      Street: expect.any(String),
      PostCode: expect.any(String),
      Town: 'Wien',
      CountryCode: 'AT',
      Email: expect.stringMatching(/@/),
      Phone: expect.stringMatching(/^\+43 /),
      Latitude: expect.any(Number),
      Longitude: expect.any(Number),
      Brands: ['KTM', 'HQV'],
    });
    expect(dealers.every((d) => d.Distance === undefined)).toBe(true);
  });

  it('limits to 50 by default', async () => {
    expect(await search('')).toHaveLength(50);
    expect(await search('?limit=3')).toHaveLength(3);
  });

  it('filters by brand product name, brand code and all', async () => {
    const husqvarnaAt = seeded.filter((d) => d.countryCode === 'AT' && d.brands.includes('HQV'));
    expect(husqvarnaAt.length).toBeGreaterThan(0);
    for (const brand of ['husqvarna', 'HQV', 'Husqvarna']) {
      const dealers = await search(`?brand=${brand}&country=AT`);
      expect(dealers.map((d) => d.DealerNo).sort()).toEqual(husqvarnaAt.map((d) => d.dealerNo).sort());
    }
    const gasgas = await search('?brand=gasgas&limit=200');
    expect(gasgas.length).toBe(seeded.filter((d) => d.brands.includes('GG')).length);
    expect(gasgas.every((d) => d.Brands.includes('GG'))).toBe(true);
    expect(await search('?brand=all&country=AT')).toHaveLength(
      seeded.filter((d) => d.countryCode === 'AT').length,
    );
  });

  it('filters by country in any letter case', async () => {
    const dealers = await search('?country=de&brand=ktm');
    expect(dealers.length).toBe(
      seeded.filter((d) => d.countryCode === 'DE' && d.brands.includes('KTM')).length,
    );
    expect(dealers.every((d) => d.CountryCode === 'DE')).toBe(true);
    expect(await search('?country=BR')).toEqual([]);
  });

  it('finds the X-Bow dealers by qualification', async () => {
    const dealers = await search(`?qualification=${XBOW_DEALER_QUALIFICATION}&brand=ktm&language=de`);
    expect(dealers.map((d) => d.DealerNo).sort()).toEqual(
      seeded
        .filter((d) => d.qualifications?.includes(XBOW_DEALER_QUALIFICATION))
        .map((d) => d.dealerNo)
        .sort(),
    );
    expect(dealers.map((d) => d.DealerNo)).toContain('AT1001');
    expect(await search(`?qualification=${XBOW_DEALER_QUALIFICATION}&country=AT`)).toHaveLength(1);
    expect(await search('?qualification=123')).toEqual([]);
  });

  it('sorts by distance with the distance in kilometres when lat and lng are given', async () => {
    // Salzburg: the Salzburg and Mattighofen dealers are nearest, Vienna is far.
    const dealers = await search('?country=AT&lat=47.8095&lng=13.055');
    expect(dealers.map((d) => d.Town).slice(0, 2)).toEqual(['Salzburg', 'Mattighofen']);
    const distances = dealers.map((d) => d.Distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(10);
    const vienna = dealers.find((d) => d.Town === 'Wien');
    expect(vienna?.Distance).toBeGreaterThan(230);
    expect(vienna?.Distance).toBeLessThan(270);
    const nearest = await search('?lat=35.68&lng=139.69&limit=1');
    expect(nearest).toMatchObject([{ CountryCode: 'JP', Town: 'Tokyo' }]);
  });

  it('finds dealers by free text in name, street, post code or town, in any case and without accents', async () => {
    const numbers = async (query: string) => (await search(query)).map((d) => d.DealerNo);
    expect(await numbers('?q=munchen')).toEqual(['DE1001', 'DE1050']);
    expect(await numbers('?q=M%C3%9CNCHEN')).toEqual(['DE1001', 'DE1050']);
    expect(await numbers('?q=80331')).toEqual(['DE1001', 'DE1050']);
    expect(await numbers('?q=m%C3%BCller')).toEqual(['DE1015']);
    // The town Linz, and the Linzer Straße of a Salzburg dealer.
    expect(await numbers('?q=linz&country=AT')).toEqual(['AT1022', 'AT1008']);
    // Every word must match somewhere.
    expect(await numbers('?q=motorrad%20%20wien')).toEqual(['AT1001']);
    expect(await numbers('?q=motorrad%20graz')).toEqual([]);
    // With the other filters, and with nearest first.
    expect(await numbers('?q=motorrad&country=AT&brand=husqvarna')).toEqual(['AT1001', 'AT1036']);
    // From Salzburg, Mattighofen's Motorrad Huber is nearer than Vienna's Motorrad Gruber.
    expect(await numbers('?q=motorrad&country=AT&lat=47.8095&lng=13.055')).toEqual(['AT1036', 'AT1001']);
    expect(await numbers('?q=zz-no-such-dealer')).toEqual([]);
    // Blank text filters nothing.
    expect(await search('?q=%20&limit=200')).toHaveLength(seeded.length);
  });

  it('refuses bad input with a message naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['brand=bmw', /^brand: must be one of all, ktm, husqvarna, gasgas/],
      ['country=AUT', /country/],
      ['language=pt', /language/],
      ['qualification=x-bow', /qualification/],
      ['lat=47.8', /lng/],
      ['lng=13.0', /lat/],
      ['lat=91&lng=13', /lat/],
      ['lat=north&lng=13', /lat/],
      ['lat=47&lng=-181', /lng/],
      ['limit=0', /limit/],
      ['limit=201', /limit/],
      ['limit=ten', /limit/],
      [`q=${'a'.repeat(101)}`, /q must be at most 100 characters/],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: `${URL}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Message, query).toMatch(message);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/posconfigurator/openapi.json' })).json();
    const names = document.paths['/api/dealers'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(['brand', 'country', 'language', 'qualification', 'q', 'lat', 'lng', 'limit']);
  });
});
