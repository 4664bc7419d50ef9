import type { AppSettings } from '../settings/appSettings.js';

/** The settings of a KTM deployment that sets no variable, as GET /appsettings answers them. */
export function defaultAppSettings(version: string): AppSettings {
  return {
    Brand: 'KTM',
    SupportedBrands: ['KTM', 'HQV', 'GG'],
    BrandLink: 'https://www.ktm.com',
    IsB2C: true,
    Env: 'Development',
    ConsentId: '',
    TagManagerId: '',
    FinancingPluginUrl: '',
    CdcApplicationSettings: { Url: 'http://localhost:3000/oidc', Api: 'configurator', CdcEnabled: true },
    DealerSearch2DEnabled: true,
    DealerSearch3DEnabled: true,
    GoogleMapsKey: '',
    MapTileUrl: '',
    MapTileAttribution: '© OpenStreetMap contributors',
    Show3DDebugTools: false,
    VersionInfo: { Version: version, Commit: 'unknown', BuildDate: 'unknown' },
    Environment: 'stage',
    TrackingSettings: { Url: '', Project: '', Id: '' },
    AllowPrices: true,
  };
}
