import { type Configuration, partStanding, type VehicleCatalog } from '@configurator/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restRuleSteps } from '../catalog/catalogPresentation.js';
import { ruleStepSchema } from '../catalog/catalogTypes.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { idParams } from './configurationSchemas.js';

export const partStandingSchema = z
  .object({
    PartId: z.number().int(),
    RequiredBy: z
      .array(ruleStepSchema)
      .nullable()
      .describe(
        'Null unless the part is applied and other applied parts need it, so that it cannot be removed alone: the chain of rules from the applied part that brought it in down to this part',
      ),
    BlockedBy: z
      .array(ruleStepSchema)
      .nullable()
      .describe(
        'Null unless the part is not applied and cannot be had with the applied parts, so that adding it replaces some: the chain of rules from this part to the clash. A part no configuration can hold says why in the overview (Part.Unavailable)',
      ),
  })
  .meta({ id: 'PartStanding' });
export type PartStanding = z.infer<typeof partStandingSchema>;

/** Where a part stands against the configuration's applied parts, as the API writes it. */
export function restPartStanding(
  state: Configuration,
  catalog: VehicleCatalog,
  partId: number,
): PartStanding {
  const standing = partStanding(catalog, state.partIds, partId);
  return {
    PartId: partId,
    RequiredBy: standing.requiredBy ? restRuleSteps(standing.requiredBy) : null,
    BlockedBy: standing.blockedBy ? restRuleSteps(standing.blockedBy) : null,
  };
}

/**
 * Kept out of the overview, which is the model's and cached for every configuration: the part
 * detail asks for the one part it shows, against the applied parts of the moment.
 */
export async function partStandingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/configuration/:id/part-standing/:partId',
    {
      schema: {
        tags: ['configuration'],
        summary:
          'Why a part cannot be removed alone (other applied parts need it) or cannot be added as the configuration is (applied parts block it)',
        params: idParams.extend({ partId: z.coerce.number().int() }),
        querystring: contextQuerySchema,
        response: { 200: partStandingSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) =>
      app.services.configurationQueries.partStanding(
        request.params.id,
        request.params.partId,
        request.query.c,
      ),
  );
}
