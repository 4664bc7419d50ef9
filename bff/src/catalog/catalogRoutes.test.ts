import { gunzipSync } from 'node:zlib';
import { catalogImports, vehicles } from '@configurator/migrations/db/schema/catalog';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { CatalogService } from './catalogService.js';
import type { VehicleList, VehicleOverview } from './catalogTypes.js';

const API = '/api/posconfigurator';
const HQV_ONLY_COMPANY = '1c8f5d63-2a4b-4e7f-9b0c-4d6e8f0a2b03';

describe.each(testDatabases())('catalog routes on $name', (db) => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    return { status: response.statusCode, body: response.json() as T, headers: response.headers };
  };

  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('lists the deployment brand by segment, priced with the first variation in the market currency', async () => {
    const { status, body } = await get<VehicleList>(`${API}/vehicles`);
    expect(status).toBe(200);
    const all = body.Segments.flatMap((s) => s.Vehicles);
    expect(all.length).toBeGreaterThan(5);
    expect(all.every((v) => v.Name.startsWith('KTM'))).toBe(true);
    const first = all[0];
    if (!first) throw new Error('no vehicles');
    const overview = await get<VehicleOverview>(`${API}/vehicles/${first.ModelId}`);
    expect(first.Hero.Price).toEqual(overview.body.Variations[0]?.Price);
    expect(first.Hero.Price.Currency).toBe('EUR');
    expect(body.ShowPricesInConfigurator).toBe(true);
  });

  it('switches brand outside production and refuses unknown brands naming the field', async () => {
    const hqv = await get<VehicleList>(`${API}/vehicles?brand=HQV`);
    const names = hqv.body.Segments.flatMap((s) => s.Vehicles.map((v) => v.Name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^husqvarna/i.test(name))).toBe(true);
    const bad = await get<{ Message: string }>(`${API}/vehicles?brand=BMW`);
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^brand/);
  });

  it('localises by culture with English as the fallback, and prices by market', async () => {
    const [id] =
      (await get<VehicleList>(`${API}/vehicles`)).body.Segments[0]?.Vehicles.map((v) => v.ModelId) ?? [];
    const de = await get<VehicleOverview>(`${API}/vehicles/${id}?c=de-AT`);
    const fr = await get<VehicleOverview>(`${API}/vehicles/${id}?c=fr-FR`);
    const pt = await get<VehicleOverview>(`${API}/vehicles/${id}?c=pt-PT`);
    const en = await get<VehicleOverview>(`${API}/vehicles/${id}?c=en-GB&m=CENTRAL`);
    expect(fr.body.Vehicle.Hero.Intro).not.toBe(de.body.Vehicle.Hero.Intro);
    expect(pt.body.Vehicle.Hero.Intro).toBe(en.body.Vehicle.Hero.Intro);
    expect(en.body.Vehicle.Hero.Price).toEqual(de.body.Vehicle.Hero.Price);
    const uk = await get<VehicleOverview>(`${API}/vehicles/${id}?c=en-GB`);
    expect(uk.body.Vehicle.Hero.Price.Currency).toBe('GBP');
    expect(uk.body.Vehicle.Hero.Price.CurrencySymbol).toBe('£');
    const jp = await get<VehicleOverview>(`${API}/vehicles/${id}?c=en-US&m=JP`);
    expect(jp.body.Vehicle.Hero.Price.Currency).toBe('JPY');
    expect(Number.isInteger(jp.body.Vehicle.Hero.Price.Value)).toBe(true);
  });

  it('refuses an unknown market or company naming m or cid', async () => {
    const market = await get<{ Message: string }>(`${API}/vehicles?m=MARS`);
    expect(market.status).toBe(400);
    expect(market.body.Message).toBe(
      'm: no market sells in MARS (neither a country nor a market code we know).',
    );
    const company = await get<{ Message: string }>(
      `${API}/vehicles?cid=00000000-0000-4000-8000-000000000000`,
    );
    expect(company.status).toBe(400);
    expect(company.body.Message).toMatch(/^cid:/);
    const culture = await get<{ Message: string }>(`${API}/vehicles?c=german`);
    expect(culture.status).toBe(400);
    expect(culture.body.Message).toMatch(/c/);
  });

  it('shows only the brands a company sells', async () => {
    const ktm = await get<VehicleList>(`${API}/vehicles?cid=${HQV_ONLY_COMPANY}`);
    expect(ktm.body.Segments).toEqual([]);
    const hqv = await get<VehicleList>(`${API}/vehicles?cid=${HQV_ONLY_COMPANY}&brand=HQV`);
    expect(hqv.body.Segments.length).toBeGreaterThan(0);
  });

  it('answers the overview with parts, sorted unique categories, variations and render settings', async () => {
    const { body } = await get<VehicleOverview>(`${API}/vehicles/KTM-890-ADVENTURE-R-2025`);
    expect(body.Parts.length).toBeGreaterThan(20);
    const categories = [...new Set(body.Parts.flatMap((p) => p.Category.split(',')))];
    expect(body.Categories).toEqual([...categories].sort((a, b) => a.localeCompare(b, 'de')));
    expect(body.Parts.every((p) => p.CategoryName === p.Category.split(',')[0])).toBe(true);
    expect(body.Variations.length).toBeGreaterThan(0);
    expect(body.RenderSettings.Tools.Environments.every((e) => typeof e.Name === 'string')).toBe(true);
    const missing = await get<{ Message: string }>(`${API}/vehicles/NO-SUCH-MODEL`);
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toMatch(/^modelId/);
  });

  it('serves the overview compressed when asked, with an ETag that answers 304', async () => {
    const url = `${API}/vehicles/KTM-890-ADVENTURE-R-2025`;
    const plain = await t.app.inject({ url });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const french = await t.app.inject({ url: `${url}?c=fr-FR` });
    expect(french.headers.etag).not.toBe(etag);
  });

  it('hides every price when the deployment forbids prices', async () => {
    const noPrices = await startTestApp(db, { ALLOW_PRICES: 'false' });
    try {
      const response = await noPrices.app.inject({ url: `${API}/vehicles` });
      const list = response.json() as VehicleList;
      expect(list.ShowPricesInConfigurator).toBe(false);
      expect(list.Segments.flatMap((s) => s.Vehicles).some((v) => v.ShowPricesInConfigurator)).toBe(false);
    } finally {
      await noPrices.close();
    }
  });

  it('picks up a newly imported catalog', async () => {
    const service = new CatalogService(t.database.db, { freshnessMs: 0 });
    const context = {
      companyId: '6f1c2a3e-8d4b-4f5a-9c7e-2b1d0a9e8f01',
      culture: 'de-AT',
      language: 'de' as const,
      market: 'AT',
    };
    const before = await service.vehicleOverview('KTM-890-ADVENTURE-R-2025', context);
    await t.database.db
      .update(vehicles)
      .set({ name: 'KTM 890 ADVENTURE R 2025 RENAMED' })
      .where(eq(vehicles.modelId, 'KTM-890-ADVENTURE-R-2025'));
    await t.database.db.update(catalogImports).set({ sha256: 'changed' });
    const after = await service.vehicleOverview('KTM-890-ADVENTURE-R-2025', context);
    expect(before?.Vehicle.Name).toBe('KTM 890 ADVENTURE R 2025');
    expect(after?.Vehicle.Name).toBe('KTM 890 ADVENTURE R 2025 RENAMED');
  });
});
