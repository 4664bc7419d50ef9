import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config.js';
import { badRequest } from '../http/apiError.js';

export type BrandCode = AppConfig['BRAND'];

/** The settings the client loads first (GET /appsettings), PascalCase as the specification names them. */
export interface AppSettings {
  Brand: BrandCode;
  SupportedBrands: BrandCode[];
  BrandLink: string;
  IsB2C: boolean;
  Env: string;
  ConsentId: string;
  TagManagerId: string;
  FinancingPluginUrl: string;
  CdcApplicationSettings: { Url: string; Api: string; CdcEnabled: boolean };
  DealerSearch2DEnabled: boolean;
  DealerSearch3DEnabled: boolean;
  GoogleMapsKey: string;
  MapTileUrl: string;
  MapTileAttribution: string;
  Show3DDebugTools: boolean;
  VersionInfo: { Version: string; Commit: string; BuildDate: string };
  Environment: 'live' | 'stage';
  TrackingSettings: { Url: string; Project: string; Id: string };
  AllowPrices: boolean;
}

function readVersion(): string {
  // Two levels up from both src/settings and dist/settings.
  const file = new URL('../../package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : '0.0.0';
}

/** The server's own version (bff/package.json). */
export const SERVER_VERSION = readVersion();

export function isProduction(config: Pick<AppConfig, 'ENVIRONMENT'>): boolean {
  return config.ENVIRONMENT === 'Production';
}

/**
 * The brand a request is served in: the deployment's BRAND, or outside production the `brand`
 * query parameter (one of SUPPORTED_BRANDS, any letter case), so that one local server shows all
 * brands. Production refuses a different brand rather than silently ignoring it.
 */
export function effectiveBrand(
  config: Pick<AppConfig, 'BRAND' | 'SUPPORTED_BRANDS' | 'ENVIRONMENT'>,
  query: { brand?: string | undefined },
): BrandCode {
  if (query.brand === undefined) return config.BRAND;
  const requested = query.brand.trim().toUpperCase();
  if (requested === config.BRAND) return config.BRAND;
  if (isProduction(config)) {
    throw badRequest(
      `brand: this deployment serves ${config.BRAND} only; the brand cannot be switched in production`,
    );
  }
  const supported = config.SUPPORTED_BRANDS.find((code) => code === requested);
  if (!supported) {
    throw badRequest(`brand: must be one of ${config.SUPPORTED_BRANDS.join(', ')} (got '${query.brand}')`);
  }
  return supported;
}

function brandLink(config: AppConfig, brand: BrandCode): string {
  switch (brand) {
    case 'KTM':
      return config.BRAND_LINK_KTM;
    case 'HQV':
      return config.BRAND_LINK_HQV;
    case 'GG':
      return config.BRAND_LINK_GG;
    default: {
      const unknown: never = brand;
      throw new Error(`unknown brand ${String(unknown)}`);
    }
  }
}

/** The application settings for one brand; `brand` comes from `effectiveBrand`. */
export function appSettings(
  config: AppConfig,
  brand: BrandCode,
  version: string = SERVER_VERSION,
): AppSettings {
  return {
    Brand: brand,
    SupportedBrands: [...config.SUPPORTED_BRANDS],
    BrandLink: brandLink(config, brand),
    IsB2C: config.IS_B2C,
    Env: config.ENVIRONMENT,
    ConsentId: config.CONSENT_ID,
    TagManagerId: config.TAG_MANAGER_ID,
    FinancingPluginUrl: config.FINANCING_PLUGIN_URL,
    CdcApplicationSettings: {
      Url: config.OIDC_ISSUER,
      Api: config.OIDC_CLIENT_ID,
      CdcEnabled: config.CDC_ENABLED,
    },
    DealerSearch2DEnabled: config.DEALER_SEARCH_2D_ENABLED,
    DealerSearch3DEnabled: config.DEALER_SEARCH_3D_ENABLED,
    GoogleMapsKey: config.GOOGLE_MAPS_KEY,
    MapTileUrl: config.MAP_TILE_URL,
    MapTileAttribution: config.MAP_TILE_ATTRIBUTION,
    Show3DDebugTools: config.SHOW_3D_DEBUG_TOOLS,
    VersionInfo: { Version: version, Commit: config.GIT_COMMIT, BuildDate: config.BUILD_DATE },
    Environment: isProduction(config) ? 'live' : 'stage',
    TrackingSettings: { Url: config.TRACKING_URL, Project: config.TRACKING_PROJECT, Id: config.TRACKING_ID },
    AllowPrices: config.ALLOW_PRICES,
  };
}
