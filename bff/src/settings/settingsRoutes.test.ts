import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { defaultAppSettings } from '../testing/defaultAppSettings.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { SERVER_VERSION } from './appSettings.js';

const URL = '/api/posconfigurator/appsettings';

describe.each(testDatabases())('GET /appsettings on $name', (testDatabase) => {
  let staging: TestApp;
  let production: FastifyInstance;

  beforeAll(async () => {
    staging = await startTestApp(testDatabase, { ENVIRONMENT: 'Staging' });
    // A second deployment on the same database: production, Husqvarna, everything configured.
    production = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        ENVIRONMENT: 'Production',
        BRAND: 'HQV',
        SUPPORTED_BRANDS: 'HQV',
        CONSENT_ID: 'onetrust-domain-id',
        GOOGLE_MAPS_KEY: 'maps-key',
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        ALLOW_PRICES: 'false',
        IS_B2C: 'false',
        GIT_COMMIT: 'abc1234',
        TRACKING_URL: 'https://track.example.com/t.js',
      }),
      { database: staging.database },
    );
    await production.ready();
  });
  afterAll(async () => {
    await production?.close();
    await staging?.close();
  });

  it('answers the defaults of a staging deployment', async () => {
    const response = await staging.app.inject({
      url: `${URL}?cid=6f1c2a3e-8d4b-4f5a-9c7e-2b1d0a9e8f01&c=de-AT&m=AT`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...defaultAppSettings(SERVER_VERSION), Env: 'Staging' });
  });

  it('answers the environment of a production deployment', async () => {
    const response = await production.inject({ url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Brand: 'HQV',
      SupportedBrands: ['HQV'],
      BrandLink: 'https://www.husqvarna-motorcycles.com',
      IsB2C: false,
      Env: 'Production',
      Environment: 'live',
      ConsentId: 'onetrust-domain-id',
      GoogleMapsKey: 'maps-key',
      MapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      AllowPrices: false,
      VersionInfo: { Commit: 'abc1234' },
      TrackingSettings: { Url: 'https://track.example.com/t.js' },
    });
  });

  it('switches the brand outside production', async () => {
    const hqv = await staging.app.inject({ url: `${URL}?brand=HQV` });
    expect(hqv.json()).toMatchObject({ Brand: 'HQV', BrandLink: 'https://www.husqvarna-motorcycles.com' });
    const gg = await staging.app.inject({ url: `${URL}?brand=gg&c=en-GB` });
    expect(gg.json()).toMatchObject({ Brand: 'GG', BrandLink: 'https://www.gasgas.com' });
  });

  it('refuses an unknown brand naming the parameter', async () => {
    const response = await staging.app.inject({ url: `${URL}?brand=BMW` });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/^brand: must be one of KTM, HQV, GG/);
  });

  it('refuses switching the brand in production', async () => {
    const response = await production.inject({ url: `${URL}?brand=KTM` });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/^brand: .*production/);
    const own = await production.inject({ url: `${URL}?brand=HQV` });
    expect(own.json().Brand).toBe('HQV');
  });

  it('validates cid, c and m', async () => {
    for (const [query, field] of [
      ['cid=not-a-uuid', 'cid'],
      ['c=german', 'c'],
      ['m=A', 'm'],
    ] as const) {
      const response = await staging.app.inject({ url: `${URL}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toContain(field);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await staging.app.inject({ url: '/api/posconfigurator/openapi.json' })).json();
    const operation = document.paths['/api/posconfigurator/appsettings'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['cid', 'c', 'm', 'brand']),
    );
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['Brand', 'AllowPrices', 'VersionInfo']),
    );
  });
});
