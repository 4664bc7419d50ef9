import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/errorSchema.js';
import { comparisonAnswerSchema, comparisonQuerySchema } from './comparisonSchemas.js';

/** Two or three configurations side by side. */
export async function comparisonRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/configurations/compare',
    {
      schema: {
        tags: ['configuration'],
        summary:
          'Compares two or three configurations (ids or share codes): pictures, parts, and the parts added and removed and the price difference of each against the first',
        querystring: comparisonQuerySchema,
        response: { 200: comparisonAnswerSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) =>
      app.services.configurationComparison.compare(request.query.ids.split(','), request.query.c),
  );
}
