import {
  type Configuration,
  type ConfigurationState,
  evolveConfiguration,
  initialConfigurationState,
} from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import { ApiError } from '../http/apiError.js';
import { readConfigurationEvents } from './configurationStore.js';

/** How many configurations' states stay in memory at most. */
const STATE_CACHE_SIZE = 10_000;
/**
 * A state not used for this long leaves memory: a visitor works on a configuration for minutes,
 * then leaves it, and a server that kept every state of the last 10,000 configurations grew for
 * hours (some 20 KB each) before the count bound held it.
 */
const STATE_IDLE_MS = 10 * 60_000;

export interface ConfigurationStatesOptions {
  size?: number;
  idleMs?: number;
  now?: () => number;
}

/**
 * Configuration states kept in memory, least recently used dropped first (beyond the count, or
 * after the idle time), and brought up to date with the events appended since (one small query)
 * unless confirmed within `maxAgeMs`.
 */
export class ConfigurationStates {
  private readonly states = new Map<string, { state: ConfigurationState; checkedAt: number }>();
  private readonly size: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    options: ConfigurationStatesOptions = {},
  ) {
    this.size = options.size ?? STATE_CACHE_SIZE;
    this.idleMs = options.idleMs ?? STATE_IDLE_MS;
    this.now = options.now ?? Date.now;
  }

  /** How many states are in memory. */
  get cached(): number {
    return this.states.size;
  }

  async current(configurationId: string, maxAgeMs = 0): Promise<ConfigurationState> {
    const cached = this.states.get(configurationId);
    const now = this.now();
    if (cached && now - cached.checkedAt <= maxAgeMs) return cached.state;
    let state = cached?.state ?? initialConfigurationState;
    for (const event of await readConfigurationEvents(this.db, configurationId, state.version)) {
      state = evolveConfiguration(state, event.data);
    }
    this.remember(configurationId, state, now);
    return state;
  }

  /** Records a state this process just stored, or just confirmed. */
  remember(configurationId: string, state: ConfigurationState, checkedAt = this.now()): void {
    if (!state.exists) return;
    this.states.delete(configurationId);
    this.states.set(configurationId, { state, checkedAt });
    // Map keeps insertion order: the first entries are the least recently used.
    const idleSince = checkedAt - this.idleMs;
    for (const [id, entry] of this.states) {
      if (this.states.size <= this.size && entry.checkedAt >= idleSince) break;
      this.states.delete(id);
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
