import type { CatalogService } from './catalog/catalogService.js';
import type { ConfigurationCommands } from './configurations/configurationCommands.js';
import type { ConfigurationQueries } from './configurations/configurationQueries.js';
import type { DealerInquiries } from './configurations/dealerInquiry.js';
import type { SavedConfigurations } from './configurations/savedConfigurations.js';
import type { DealerService } from './dealers/dealerService.js';
import type { DocumentService } from './documents/documentService.js';
import type { ConfigurationMailing } from './mail/configurationMailing.js';
import type { MailService } from './mail/mailService.js';
import type { MarketService } from './markets/marketService.js';
import type { SettingsService } from './settings/settingsService.js';
import type { TelemetryService } from './telemetry/telemetryService.js';

/** The application services: REST routes and tRPC procedures both call these and nothing else. */
export interface AppServices {
  catalog: CatalogService;
  configurationCommands: ConfigurationCommands;
  configurationQueries: ConfigurationQueries;
  /** A dealership's history and an account's saved configurations. */
  savedConfigurations: SavedConfigurations;
  /** Sending a configuration to a dealer as an enquiry. */
  dealerInquiries: DealerInquiries;
  markets: MarketService;
  dealers: DealerService;
  settings: SettingsService;
  telemetry: TelemetryService;
  /** PDF summaries. */
  documents: DocumentService;
  /** Outgoing mail: the transport and the outbox worker. */
  mail: MailService;
  /** Sending a configuration by mail, as an export or to a dealer. */
  mailing: ConfigurationMailing;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
