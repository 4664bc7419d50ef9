import { z } from 'zod';

/** Every error answer: a Message naming the field, plus details where they help (Code, Field, PartId). */
export const errorSchema = z
  .looseObject({
    Message: z.string().describe('What went wrong, naming the field for bad input'),
    Code: z.string().optional().describe('The domain error code, e.g. PART_NOT_IN_CATALOG'),
    Field: z.string().optional(),
  })
  .meta({ id: 'Error' });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input; Message names the field',
  401: 'The bearer token is missing or invalid',
  403: 'The header X-Requested-With, the account or the role does not match',
  404: 'No such configuration, model or country',
  409: 'A concurrent change; reload and retry',
  410: 'The configuration was deleted',
  413: 'The request body or screenshot is too large',
  501: 'Not available yet',
  503: 'Busy: retry after the seconds in the Retry-After header',
};

export interface ErrorResponse {
  description: string;
  content: { 'application/json': { schema: typeof errorSchema } };
}

/**
 * Response schemas of the error statuses a route can answer: 400 bad input, 401 identity missing,
 * 403 header or role missing, 404 unknown id, 409 concurrent change, 410 deleted, 413 too large,
 * each with a description for the OpenAPI document.
 */
export function errorResponses(...statuses: number[]): Record<number, ErrorResponse> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: errorSchema } },
      },
    ]),
  );
}
