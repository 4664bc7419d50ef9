import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema, requestContext } from '../http/requestContext.js';

const languagesSchema = z.array(z.string()).describe('Language codes, e.g. ["de", "fr"]');

const countrySchema = z.object({
  CountryName: z.string().describe('Localised in the language of `c` (English when unsupported)'),
  CountryCode: z.string().describe('ISO 3166-1 alpha-2'),
  LanguageCode: z.string().describe("The country's first language"),
  Languages: languagesSchema,
  ImprintCode: z.string().describe('Key of the country’s imprint page'),
});

const marketsSchema = z
  .object({
    MarketsData: z
      .array(
        z.object({
          MarketName: z.string().describe('Localised in the language of `c` (English when unsupported)'),
          MarketCode: z.string().describe('Market code, e.g. CENTRAL'),
          Currency: z.string().describe("ISO 4217 code of the market's prices"),
          CurrencySymbol: z.string(),
          Languages: languagesSchema.describe('Every language of the market’s countries'),
          Imprint: z.string().describe('Imprint code of the market’s first country (by country code)'),
          Countries: z.array(countrySchema).describe('Sorted by localised name'),
        }),
      )
      .describe('Sorted by localised market name'),
  })
  .describe('All markets with their countries');

const geolocationSchema = z
  .object({
    Country: countrySchema
      .omit({ Languages: true })
      .extend({ MarketCode: z.string().describe('The market serving the country') }),
  })
  .describe("The visitor's country");

export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { markets } = app.services;

  api.get(
    '/market',
    {
      schema: {
        summary: 'All markets',
        description: 'Markets, their currencies and countries for the language and country dialog.',
        tags: ['markets'],
        querystring: contextQuerySchema,
        response: { 200: marketsSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ MarketsData: await markets.listMarkets(requestContext(request.query).language) }),
  );

  api.get(
    '/market/geolocation',
    {
      schema: {
        summary: "The visitor's country",
        description:
          'From the CDN country header (cf-ipcountry, cloudfront-viewer-country, x-country-code) or else the client address. ' +
          '404 when the country cannot be determined or no market serves it; the client then asks for language and country.',
        tags: ['markets'],
        querystring: contextQuerySchema,
        response: {
          200: geolocationSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks: never cached by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const { country, source } = await markets.locateVisitor(
        request.headers,
        request.ip,
        requestContext(request.query).language,
      );
      request.log.debug({ source }, 'country determined');
      return { Country: country };
    },
  );
}
