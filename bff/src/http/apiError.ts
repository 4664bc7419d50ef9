import type { ConfigurationError, ConfigurationErrorCode } from '@configurator/domain';

/** An error the API answers as `{ "Message": ... }` with its HTTP status (tRPC maps the same status). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new ApiError(400, message, details);

/** The one place that maps the domain's error codes to HTTP statuses. */
const STATUS_BY_CODE: Record<ConfigurationErrorCode, number> = {
  CONFIGURATION_NOT_FOUND: 404,
  CONFIGURATION_ALREADY_EXISTS: 409,
  CONFIGURATION_DELETED: 410,
  MODEL_MISMATCH: 400,
  VARIATION_NOT_IN_CATALOG: 400,
  PART_NOT_IN_CATALOG: 400,
  SETUP_NOT_IN_CATALOG: 400,
  PART_ALREADY_APPLIED: 400,
  PART_NOT_APPLIED: 400,
  COLOR_PART_NEEDS_COLOR: 400,
  INVALID_CHOICE: 400,
  RULES_UNSATISFIABLE: 400,
  RULES_NOT_CONFIRMED: 400,
  FIELD_REQUIRED: 400,
  FIELD_INVALID: 400,
  SAVE_DETAILS_UNCHANGED: 400,
  NOTHING_TO_UNDO: 409,
  NOTHING_TO_REDO: 409,
};

/** Domain fields that the REST body carries under another parent ('' for the body itself). */
const REST_PARENT: Record<string, string> = {
  saveDetails: '',
  customColorConfiguration: 'VehicleSettings.CustomColorConfiguration',
  toolsConfiguration: 'VehicleSettings.ToolsConfiguration',
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The domain names command fields in camelCase, some nested differently from the REST body
 * (`saveDetails.firstname` is the body's `Firstname`); the REST facade names them as its body does.
 */
function restField(field: string): string {
  const [head = '', ...rest] = field.split('.');
  const parent = rest.length > 0 ? REST_PARENT[head] : undefined;
  if (parent === undefined) return field.split('.').map(pascal).join('.');
  return [parent, ...rest.map(pascal)].filter(Boolean).join('.');
}

export function apiErrorFromDomain(error: ConfigurationError): ApiError {
  const details: Record<string, unknown> = { Code: error.code };
  let message = error.message;
  if (error.field) {
    details.Field = restField(error.field);
    if (!message.includes(error.field)) message = `${details.Field}: ${message}`;
    else message = message.replace(error.field, restField(error.field));
  }
  if (error.partId !== undefined) details.PartId = error.partId;
  if (error.rulesResult) {
    const rules = error.rulesResult;
    details.RulesResult = {
      RuleType: rules.ruleType,
      Part: rules.part,
      Parts: [...rules.parts],
      ChoosePart: rules.choosePart,
    };
  }
  return new ApiError(STATUS_BY_CODE[error.code], message, details);
}

export const TRPC_CODE_BY_STATUS = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  501: 'NOT_IMPLEMENTED',
} as const;
