import { validateControl } from '../forms/validators.js';
import type { ConfigurationError } from './errors.js';
import { configurationError } from './errors.js';

// Commands arrive from the network, so fields are checked as unknown values even though the
// command types promise more.

export function missingText(value: unknown, field: string): ConfigurationError | undefined {
  if (typeof value === 'string' && value.trim() !== '') return undefined;
  return configurationError('FIELD_REQUIRED', `${field} is required.`, { field });
}

export function notTextOrNull(value: unknown, field: string): ConfigurationError | undefined {
  if (value === undefined || value === null || typeof value === 'string') return undefined;
  return configurationError('FIELD_INVALID', `${field} must be text.`, { field });
}

/** Trimmed text, or null when absent or blank. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The same e-mail rule as the client's dialogs, so an address the form accepts is never refused here. */
export function invalidEmail(value: unknown, field: string): ConfigurationError | undefined {
  const missing = missingText(value, field);
  if (missing) return missing;
  if (typeof value === 'string' && validateControl(value, ['email']).valid) return undefined;
  return configurationError('FIELD_INVALID', `${field} is not a valid e-mail address.`, { field });
}

export function firstProblem(
  ...problems: readonly (ConfigurationError | undefined)[]
): ConfigurationError | undefined {
  return problems.find((problem) => problem !== undefined);
}
