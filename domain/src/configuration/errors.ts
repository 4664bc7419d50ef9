import type { RulesResult } from '../rules/types.js';

/** Why a command was refused. Stable codes: the API maps them to HTTP and tRPC errors in one place. */
export const ConfigurationErrorCode = {
  CONFIGURATION_NOT_FOUND: 'CONFIGURATION_NOT_FOUND',
  CONFIGURATION_ALREADY_EXISTS: 'CONFIGURATION_ALREADY_EXISTS',
  CONFIGURATION_DELETED: 'CONFIGURATION_DELETED',
  /** The catalog handed in describes another model than the configuration's. */
  MODEL_MISMATCH: 'MODEL_MISMATCH',
  VARIATION_NOT_IN_CATALOG: 'VARIATION_NOT_IN_CATALOG',
  PART_NOT_IN_CATALOG: 'PART_NOT_IN_CATALOG',
  SETUP_NOT_IN_CATALOG: 'SETUP_NOT_IN_CATALOG',
  PART_ALREADY_APPLIED: 'PART_ALREADY_APPLIED',
  PART_NOT_APPLIED: 'PART_NOT_APPLIED',
  /** Colour parts come and go with their slot's colour, through the vehicle settings. */
  COLOR_PART_NEEDS_COLOR: 'COLOR_PART_NEEDS_COLOR',
  /** A selected part is not one of the options (or a second option for the same choice). */
  INVALID_CHOICE: 'INVALID_CHOICE',
  /** The parts to add need each other and conflict with each other, or need a part the catalog lacks. */
  RULES_UNSATISFIABLE: 'RULES_UNSATISFIABLE',
  /** A real request whose answers do not cover every question; carries the open question. */
  RULES_NOT_CONFIRMED: 'RULES_NOT_CONFIRMED',
  FIELD_REQUIRED: 'FIELD_REQUIRED',
  FIELD_INVALID: 'FIELD_INVALID',
  /** Saving as new needs at least one of the five save details to differ from the stored ones. */
  SAVE_DETAILS_UNCHANGED: 'SAVE_DETAILS_UNCHANGED',
  /** Undo with no step left to take back. */
  NOTHING_TO_UNDO: 'NOTHING_TO_UNDO',
  /** Redo with no undone step left (a change since an undo clears them). */
  NOTHING_TO_REDO: 'NOTHING_TO_REDO',
} as const;
export type ConfigurationErrorCode = (typeof ConfigurationErrorCode)[keyof typeof ConfigurationErrorCode];

export interface ConfigurationError {
  code: ConfigurationErrorCode;
  /** A sentence for logs and API clients; the client shows its own translated text. */
  message: string;
  /** The command field at fault, as the command names it. */
  field?: string;
  /** The part the error is about. */
  partId?: number;
  /** For RULES_NOT_CONFIRMED: the question still open. */
  rulesResult?: RulesResult;
}

export function configurationError(
  code: ConfigurationErrorCode,
  message: string,
  details: Omit<ConfigurationError, 'code' | 'message'> = {},
): ConfigurationError {
  return { code, message, ...details };
}

/**
 * A request to apply a change while a question is still open is refused, carrying the question, so
 * that nothing applies half-way; a dry run answers the question instead.
 */
export function rulesNotConfirmed(rulesResult: RulesResult): ConfigurationError {
  return configurationError(
    'RULES_NOT_CONFIRMED',
    `The change to part ${rulesResult.part} needs confirmation first: repeat it as a dry run with the answers.`,
    { partId: rulesResult.part, rulesResult },
  );
}
