import type { Actor, BrandCode, Configuration } from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import type { CatalogService } from '../catalog/catalogService.js';
import type { StoredEvent } from '../eventStore/eventStore.js';
import { notFound } from '../http/apiError.js';
import { requireDealer } from './actorRoles.js';
import { assertDealerMayReplay, type Savers, saversOf } from './configurationAccess.js';
import type { LoadedConfiguration } from './configurationSchemas.js';
import { type ConfigurationStates, existing } from './configurationStates.js';
import { loadConfigurationStream } from './configurationStore.js';
import { loadedConfiguration, type ReplayEvent, replayEvents } from './configurationView.js';
import { type PartStanding, restPartStanding } from './partStanding.js';
import { configurationOfShareCode } from './projections/shareLinks.js';
import { catalogFor, presentState } from './statePresentation.js';

/** Where a share link leads. */
export interface ShareLinkTarget {
  configurationId: string;
  /** Null when the configuration was deleted: the client says so when it loads it. */
  shared: { culture: string; brand: BrandCode | null } | null;
}

/** The reads of configurations: their state, their view for the client, their history. */
export class ConfigurationQueries {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly states: ConfigurationStates,
    private readonly brandOf: (modelId: string) => Promise<BrandCode | null>,
  ) {}

  /**
   * The configuration's current state. States are kept in memory and brought up to date with the
   * events appended since (one small query); a dry run accepts a state confirmed against the store
   * within `maxAgeMs`, since the real request that follows it checks everything again.
   */
  async state(configurationId: string, maxAgeMs = 0): Promise<Configuration> {
    return existing(await this.states.current(configurationId, maxAgeMs), configurationId);
  }

  /** The configuration's state and its events, oldest first. */
  async load(configurationId: string): Promise<{ state: Configuration; events: StoredEvent[] }> {
    const { state, events } = await loadConfigurationStream(this.db, configurationId);
    return { state: existing(state, configurationId), events };
  }

  /**
   * GET /configuration/{id}: the configuration with its vehicle in the caller's language. The save
   * details (customer, VIN, order number, comment) only reach the dealer whose save recorded them.
   */
  async loadedConfiguration(
    id: string,
    culture: string | undefined,
    viewer: Actor,
  ): Promise<LoadedConfiguration> {
    const state = await this.state(id);
    const shown = await presentState(this.catalog, state, culture);
    const showDetails =
      state.saveDetails !== null && !!viewer.dealerNo && (await this.savedBy(id)).current === viewer.dealerNo;
    return loadedConfiguration(showDetails ? state : { ...state, saveDetails: null }, shown, this.catalog);
  }

  /** Why a part cannot go alone or cannot join, against the configuration's applied parts. */
  async partStanding(id: string, partId: number, culture: string | undefined): Promise<PartStanding> {
    const state = await this.state(id);
    const { catalog } = await catalogFor(this.catalog, state, culture);
    if (!catalog.parts.some((part) => part.partId === partId)) {
      throw notFound(`partId: part ${partId} is not offered for model ${state.modelId}.`);
    }
    return restPartStanding(state, catalog, partId);
  }

  /** Which dealers saved the configuration (see `saversOf`). */
  async savedBy(id: string): Promise<Savers> {
    return saversOf((await this.load(id)).events);
  }

  /**
   * Every event of the configuration, oldest first, for a dealer of the dealership that saved it
   * last (any dealer when none did).
   */
  async history(id: string, viewer: Actor): Promise<ReplayEvent[]> {
    const { dealerNo } = requireDealer(viewer);
    const { events } = await this.load(id);
    assertDealerMayReplay(saversOf(events), dealerNo);
    return replayEvents(events);
  }

  /** The configuration a share code opens; null for an unknown code. */
  async shareLinkTarget(code: string): Promise<ShareLinkTarget | null> {
    const configurationId = await configurationOfShareCode(this.db, code);
    if (!configurationId) return null;
    const state = await this.states.current(configurationId);
    if (!state.exists || state.deleted) return { configurationId, shared: null };
    return { configurationId, shared: { culture: state.culture, brand: await this.brandOf(state.modelId) } };
  }
}
