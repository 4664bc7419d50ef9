import type { CatalogService } from './catalog/catalogService.js';
import type { ConfigurationCommands } from './configurations/configurationCommands.js';
import type { ConfigurationComparison } from './configurations/configurationComparison.js';
import type { ConfigurationQueries } from './configurations/configurationQueries.js';
import type { DealerInquiries } from './configurations/dealerInquiry.js';
import type { SavedConfigurations } from './configurations/savedConfigurations.js';
import type { DealerService } from './dealers/dealerService.js';
import type { DocumentService } from './documents/documentService.js';
import type { CatalogImageService } from './images/catalogImageService.js';
import type { ClipService } from './images/clipService.js';
import type { ImageService } from './images/imageService.js';
import type { LayerWarmUp } from './images/layerWarmUp.js';
import type { ConfigurationMailing } from './mail/configurationMailing.js';
import type { MailService } from './mail/mailService.js';
import type { MarketService } from './markets/marketService.js';
import type { SettingsService } from './settings/settingsService.js';
import type { StreamService } from './stream/streamService.js';
import type { TelemetryService } from './telemetry/telemetryService.js';

/** The application services: REST routes and tRPC procedures both call these and nothing else. */
export interface AppServices {
  catalog: CatalogService;
  /** 2D pictures: layouts, layers and whole pictures of a configuration. */
  images: ImageService;
  /** Pictures of the catalog: parts, heroes, setups. */
  catalogImages: CatalogImageService;
  /** The 3D waiting room's clips. */
  clips: ClipService;
  /** Rendering the layers ahead of the visitors, and its progress. */
  layerWarmUp: LayerWarmUp;
  configurationCommands: ConfigurationCommands;
  configurationQueries: ConfigurationQueries;
  /** Two or three configurations side by side. */
  configurationComparison: ConfigurationComparison;
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
  /** Live 3D streams: admission, slots on the render nodes and their queue, the relayed sessions. */
  streams: StreamService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
