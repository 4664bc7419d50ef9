import type { RulesResult } from '../rules/types.js';
import type { ConfigurationError, ConfigurationErrorCode } from './errors.js';
import { configurationError } from './errors.js';
import type { ConfigurationEvent } from './events.js';
import type { Configuration } from './state.js';

/** What the client sees after an accepted command: what the events lead to. */
export interface ConfigurationOutcome {
  /** For save-as-new: the new configuration's id. */
  configurationId: string;
  partIds: readonly number[];
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  addedPartIds: readonly number[];
  removedPartIds: readonly number[];
}

/**
 * An accepted command yields exactly one event and the outcome it leads to; a question still open
 * and a refusal yield none. Whether the events are stored is the caller's choice: a dry run answers
 * the outcome or the question and stores nothing.
 */
export type Decision =
  | { status: 'accepted'; events: readonly ConfigurationEvent[]; outcome: ConfigurationOutcome }
  | { status: 'confirmationNeeded'; events: readonly []; rulesResult: RulesResult }
  | { status: 'rejected'; events: readonly []; error: ConfigurationError };

export function accept(event: ConfigurationEvent, outcome: ConfigurationOutcome): Decision {
  return { status: 'accepted', events: [event], outcome };
}

export function askToConfirm(rulesResult: RulesResult): Decision {
  return { status: 'confirmationNeeded', events: [], rulesResult };
}

export function reject(error: ConfigurationError): Decision {
  return { status: 'rejected', events: [], error };
}

export function refuse(
  code: ConfigurationErrorCode,
  message: string,
  details: Omit<ConfigurationError, 'code' | 'message'> = {},
): Decision {
  return reject(configurationError(code, message, details));
}

/** The outcome of a command that leaves the parts as they are. */
export function unchangedOutcome(state: Configuration): ConfigurationOutcome {
  return {
    configurationId: state.configurationId,
    partIds: state.partIds,
    price: state.price,
    currency: state.currency,
    addedPartIds: [],
    removedPartIds: [],
  };
}
