import {
  type Configuration,
  type ConfigurationState,
  evolveConfiguration,
  initialConfigurationState,
} from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import { ApiError } from '../http/apiError.js';
import { readConfigurationEvents } from './configurationStore.js';

/** How many configurations' states stay in memory. */
const STATE_CACHE_SIZE = 10_000;

/**
 * Configuration states kept in memory, least recently used dropped first, and brought up to date
 * with the events appended since (one small query) unless confirmed within `maxAgeMs`.
 */
export class ConfigurationStates {
  private readonly states = new Map<string, { state: ConfigurationState; checkedAt: number }>();

  constructor(private readonly db: Database) {}

  async current(configurationId: string, maxAgeMs = 0): Promise<ConfigurationState> {
    const cached = this.states.get(configurationId);
    const now = Date.now();
    if (cached && now - cached.checkedAt <= maxAgeMs) return cached.state;
    let state = cached?.state ?? initialConfigurationState;
    for (const event of await readConfigurationEvents(this.db, configurationId, state.version)) {
      state = evolveConfiguration(state, event.data);
    }
    this.remember(configurationId, state, now);
    return state;
  }

  /** Records a state this process just stored. */
  remember(configurationId: string, state: ConfigurationState, checkedAt = Date.now()): void {
    if (!state.exists) return;
    this.states.delete(configurationId);
    this.states.set(configurationId, { state, checkedAt });
    // Map keeps insertion order: the first key is the least recently used.
    if (this.states.size > STATE_CACHE_SIZE) {
      const oldest = this.states.keys().next().value;
      if (oldest !== undefined) this.states.delete(oldest);
    }
  }
}
/** The configuration, or 404 when it never existed and 410 when it was deleted. */
export function existing(state: ConfigurationState, configurationId: string): Configuration {
  if (!state.exists) {
    throw new ApiError(404, `configurationId: no configuration ${configurationId}.`, {
      Code: 'CONFIGURATION_NOT_FOUND',
    });
  }
  if (state.deleted) {
    throw new ApiError(410, `Configuration ${configurationId} was deleted.`, {
      Code: 'CONFIGURATION_DELETED',
    });
  }
  return state;
}
