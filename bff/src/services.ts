import type { CatalogService } from './catalog/catalogService.js';
import type { ConfigurationService } from './configurations/configurationService.js';

/** The application services: REST routes and tRPC procedures both call these and nothing else. */
export interface AppServices {
  catalog: CatalogService;
  configurations: ConfigurationService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
