import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/apiError.js';
import { brandQuerySchema, effectiveBrand } from '../http/brand.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema, requestContext } from '../http/requestContext.js';
import { vehicleListSchema, vehicleOverviewSchema } from './catalogTypes.js';

const modelParams = z.object({
  modelId: z.string().min(1).max(100).describe('The model id, e.g. KTM-390-DUKE-2024'),
});

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/vehicles',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The model list of the brand, grouped by segment, localised and priced for the market',
        querystring: contextQuerySchema.extend(brandQuerySchema.shape),
        response: { 200: vehicleListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const brand = effectiveBrand(app.config, request.query);
      return app.services.catalog.vehicleList(requestContext(request.query), brand);
    },
  );

  api.get(
    '/vehicles/:modelId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One model with its parts, setups, variations, attributes, finance and render settings',
        params: modelParams,
        querystring: contextQuerySchema,
        response: { 200: vehicleOverviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const json = await app.services.catalog.vehicleOverviewJson(
        request.params.modelId,
        requestContext(request.query),
      );
      if (json === null) throw notFound(`modelId: no model ${request.params.modelId}.`);
      // Serialised once per model, language and market; sent as it is.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(json as never);
    },
  );
}
