import type { BrandCode } from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import type { CatalogService } from '../catalog/catalogService.js';
import { ConfigurationCommands } from './configurationCommands.js';
import { ConfigurationQueries } from './configurationQueries.js';
import { ConfigurationStates } from './configurationStates.js';
import { ConfigurationWriter } from './configurationWriter.js';

let isoOfMs = { ms: -1, iso: '' };

/** The time in ISO 8601, written once per millisecond: every command asks for it. */
function isoNow(): string {
  const ms = Date.now();
  if (ms !== isoOfMs.ms) isoOfMs = { ms, iso: new Date(ms).toISOString() };
  return isoOfMs.iso;
}

/** The configuration services, sharing one writer and the states kept in memory. */
export function configurationServices(
  db: Database,
  catalog: CatalogService,
  options: {
    accountsEnabled: boolean;
    /** The brand of a model, for the share links. */
    brandOf: (modelId: string) => Promise<BrandCode | null>;
    now?: () => string;
  },
): { commands: ConfigurationCommands; queries: ConfigurationQueries } {
  const now = options.now ?? isoNow;
  const states = new ConfigurationStates(db);
  const queries = new ConfigurationQueries(db, catalog, states, options.brandOf);
  const writer = new ConfigurationWriter(db, catalog, queries, states, now);
  return {
    commands: new ConfigurationCommands(writer, queries, catalog, {
      accountsEnabled: options.accountsEnabled,
      now,
    }),
    queries,
  };
}
