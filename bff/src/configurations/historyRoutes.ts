import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceSchema } from '../catalog/catalogTypes.js';
import { errorResponses } from '../http/errorSchema.js';
import { isoDateTimeSchema } from '../http/isoDateTime.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { viewerOf } from '../http/requestIdentity.js';
import { dealerHistoryQuerySchema, dealerHistoryRowSchema } from './configurationSchemas.js';

/** The dealer's history of saved configurations, and a customer's saved configurations. */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dealer/history',
    {
      schema: {
        tags: ['dealer'],
        summary:
          "Configurations saved by the bearer token's dealer, each once with its latest save, newest first",
        security: [{ bearer: [] }],
        querystring: dealerHistoryQuerySchema,
        response: {
          200: z.object({ History: z.array(dealerHistoryRowSchema) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      History: await app.services.savedConfigurations.dealerHistory(
        await viewerOf(app, request),
        request.query,
      ),
    }),
  );

  api.get(
    '/user/configurations',
    {
      schema: {
        tags: ['account'],
        summary: "Configurations saved to the bearer token's account, newest first",
        security: [{ bearer: [] }],
        querystring: contextQuerySchema,
        response: {
          200: z.object({
            Configurations: z.array(
              z.object({
                ConfigurationId: z.string(),
                ModelId: z.string(),
                VariationCode: z.string(),
                PartIds: z.array(z.number().int()),
                TotalPrice: priceSchema,
                SavedAt: isoDateTimeSchema,
              }),
            ),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const saved = await app.services.savedConfigurations.ofAccount(await viewerOf(app, request));
      return {
        Configurations: saved.map((row) => ({
          ConfigurationId: row.ConfigurationId,
          ModelId: row.ModelId,
          VariationCode: row.VariationCode,
          PartIds: row.PartIds,
          TotalPrice: row.TotalPrice,
          SavedAt: row.SavedAt,
        })),
      };
    },
  );
}
