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
        response: {
          200: vehicleOverviewSchema,
          304: z.null().describe('Not modified (If-None-Match)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const encoded = await app.services.catalog.vehicleOverviewEncoded(
        request.params.modelId,
        requestContext(request.query),
      );
      if (encoded === null) throw notFound(`modelId: no model ${request.params.modelId}.`);
      reply
        .header('etag', encoded.etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === encoded.etag) return reply.code(304).send(null);
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Serialised and compressed once per model, language and market; sent as they are.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(encoded[encoding] as never);
    },
  );
}
