import { z } from 'zod';

/** Every error answer: a Message naming the field, plus details where they help (Code, Field, PartId). */
export const errorSchema = z
  .looseObject({
    Message: z.string().describe('What went wrong, naming the field for bad input'),
    Code: z.string().optional().describe('The domain error code, e.g. PART_NOT_IN_CATALOG'),
    Field: z.string().optional(),
  })
  .meta({ id: 'Error' });

/**
 * Response schemas of the error statuses a route can answer: 400 bad input, 401 identity missing,
 * 403 header or role missing, 404 unknown id, 409 concurrent change, 410 deleted, 413 too large.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema]));
}
