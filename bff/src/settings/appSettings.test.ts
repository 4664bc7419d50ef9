import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ApiError } from '../http/apiError.js';
import { defaultAppSettings } from '../testing/defaultAppSettings.js';
import { appSettings, effectiveBrand, SERVER_VERSION } from './appSettings.js';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('application settings', () => {
  it('have documented defaults', () => {
    const config = loadConfig({});
    expect(appSettings(config, config.BRAND)).toEqual(defaultAppSettings(packageVersion));
    expect(SERVER_VERSION).toBe(packageVersion);
  });

  it('follow the environment', () => {
    const config = loadConfig({
      BRAND: 'HQV',
      SUPPORTED_BRANDS: 'HQV,GG',
      BRAND_LINK_HQV: 'https://www.husqvarna-motorcycles.com/en-int',
      IS_B2C: 'false',
      ENVIRONMENT: 'Staging',
      CONSENT_ID: '3f9a2c1e-0000-4000-8000-000000000001',
      TAG_MANAGER_ID: 'GTM-ABC123',
      FINANCING_PLUGIN_URL: 'https://finance.example.com/plugin.js',
      OIDC_ISSUER: 'https://id.example.com/realms/shop',
      OIDC_CLIENT_ID: 'shop-client',
      CDC_ENABLED: '0',
      DEALER_SEARCH_2D_ENABLED: 'false',
      DEALER_SEARCH_3D_ENABLED: 'false',
      GOOGLE_MAPS_KEY: 'maps-key',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
      SHOW_3D_DEBUG_TOOLS: '1',
      GIT_COMMIT: '9f94ebf',
      BUILD_DATE: '2025-03-01T10:00:00Z',
      TRACKING_URL: 'https://track.example.com/t.js',
      TRACKING_PROJECT: 'configurator',
      TRACKING_ID: '42',
      ALLOW_PRICES: 'false',
    });
    expect(appSettings(config, config.BRAND, '9.9.9')).toEqual({
      Brand: 'HQV',
      SupportedBrands: ['HQV', 'GG'],
      BrandLink: 'https://www.husqvarna-motorcycles.com/en-int',
      IsB2C: false,
      Env: 'Staging',
      ConsentId: '3f9a2c1e-0000-4000-8000-000000000001',
      TagManagerId: 'GTM-ABC123',
      FinancingPluginUrl: 'https://finance.example.com/plugin.js',
      CdcApplicationSettings: {
        Url: 'https://id.example.com/realms/shop',
        Api: 'shop-client',
        CdcEnabled: false,
      },
      DealerSearch2DEnabled: false,
      DealerSearch3DEnabled: false,
      GoogleMapsKey: 'maps-key',
      MapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MapTileAttribution: '© Example Maps',
      Show3DDebugTools: true,
      VersionInfo: { Version: '9.9.9', Commit: '9f94ebf', BuildDate: '2025-03-01T10:00:00Z' },
      Environment: 'stage',
      TrackingSettings: { Url: 'https://track.example.com/t.js', Project: 'configurator', Id: '42' },
      AllowPrices: false,
    });
  });

  it('map Production to live and everything else to stage', () => {
    expect(appSettings(loadConfig({ ENVIRONMENT: 'Production' }), 'KTM').Environment).toBe('live');
    expect(appSettings(loadConfig({ ENVIRONMENT: 'Production' }), 'KTM').Env).toBe('Production');
    for (const environment of ['Staging', 'Development', 'production', 'Test']) {
      expect(appSettings(loadConfig({ ENVIRONMENT: environment }), 'KTM').Environment).toBe('stage');
    }
  });

  it('link each brand to its own website', () => {
    const config = loadConfig({ BRAND_LINK_GG: 'https://www.gasgas.com/es' });
    expect(appSettings(config, 'KTM').BrandLink).toBe('https://www.ktm.com');
    expect(appSettings(config, 'HQV').BrandLink).toBe('https://www.husqvarna-motorcycles.com');
    expect(appSettings(config, 'GG').BrandLink).toBe('https://www.gasgas.com/es');
  });

  it('stop the boot on a bad value naming the variable', () => {
    expect(() => loadConfig({ ALLOW_PRICES: 'maybe' })).toThrow(/ALLOW_PRICES/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ BUILD_DATE: 'yesterday' })).toThrow(/BUILD_DATE/);
    expect(() => loadConfig({ BRAND_LINK_KTM: 'ktm.com' })).toThrow(/BRAND_LINK_KTM/);
  });
});

describe('the effective brand', () => {
  const staging = loadConfig({ ENVIRONMENT: 'Staging' });

  it('is the deployment brand without a brand parameter', () => {
    expect(effectiveBrand(staging, {})).toBe('KTM');
    expect(effectiveBrand(loadConfig({ BRAND: 'GG', ENVIRONMENT: 'Production' }), {})).toBe('GG');
  });

  it('switches to a supported brand outside production, in any letter case', () => {
    expect(effectiveBrand(staging, { brand: 'HQV' })).toBe('HQV');
    expect(effectiveBrand(staging, { brand: 'gg' })).toBe('GG');
  });

  it('refuses an unknown or unsupported brand naming the parameter', () => {
    const unknown = refusal(() => effectiveBrand(staging, { brand: 'BMW' }));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/^brand: must be one of KTM, HQV, GG/);
    const narrow = loadConfig({ SUPPORTED_BRANDS: 'KTM,HQV' });
    expect(refusal(() => effectiveBrand(narrow, { brand: 'GG' })).message).toMatch(
      /^brand: must be one of KTM, HQV/,
    );
  });

  it('refuses a different brand in production but accepts the deployment brand', () => {
    const production = loadConfig({ ENVIRONMENT: 'Production', BRAND: 'HQV' });
    expect(effectiveBrand(production, { brand: 'hqv' })).toBe('HQV');
    const refused = refusal(() => effectiveBrand(production, { brand: 'KTM' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^brand: .*production/);
  });
});
