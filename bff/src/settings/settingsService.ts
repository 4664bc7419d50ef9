import type { AppConfig } from '../config.js';
import { type AppSettings, appSettings, type BrandCode, effectiveBrand } from './appSettings.js';

/** The shell's settings: the deployment's configuration as the client sees it, for one brand. */
export class SettingsService {
  constructor(private readonly config: AppConfig) {}

  /** The brand a request shows: the deployment's, or outside production the `brand` it asks for. */
  brandOf(query: { brand?: string | undefined }): BrandCode {
    return effectiveBrand(this.config, query);
  }

  settings(query: { brand?: string | undefined }): AppSettings {
    return appSettings(this.config, this.brandOf(query));
  }
}
