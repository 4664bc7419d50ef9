import { XBOW_DEALER_QUALIFICATION } from '@configurator/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/errorSchema.js';
import { SUPPORTED_LANGUAGES } from '../http/requestContext.js';

const coordinate = (name: string, limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/, `${name} must be a decimal number of degrees`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be at least -${limit}`)
        .max(limit, `${name} must be at most ${limit}`),
    );

export const dealerQuerySchema = z
  .object({
    brand: z
      .string()
      .max(40)
      .default('all')
      .describe('ktm, husqvarna, gasgas (the brands’ product names), a brand code (KTM, HQV, GG) or all'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code such as AT')
      .transform((code) => code.toUpperCase())
      .optional()
      .describe('Only dealers in this country (ISO 3166-1 alpha-2)'),
    language: z
      .enum(SUPPORTED_LANGUAGES, `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`)
      .optional()
      .describe('The visitor’s language'),
    qualification: z
      .string()
      .regex(/^\d{1,20}$/, 'qualification must be a numeric qualification code')
      .optional()
      .describe(`Only dealers with this qualification, e.g. ${XBOW_DEALER_QUALIFICATION} (X-Bow dealers)`),
    q: z
      .string()
      .trim()
      .max(100, 'q must be at most 100 characters')
      .optional()
      .describe(
        'Free text: every word must appear in the name, street, post code or town (any case, accents ignored)',
      ),
    lat: coordinate('lat', 90)
      .optional()
      .describe('Latitude of the visitor; with lng, nearest dealers first'),
    lng: coordinate('lng', 180)
      .optional()
      .describe('Longitude of the visitor; with lat, nearest dealers first'),
    limit: z.coerce
      .number('limit must be a number')
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(200, 'limit must be at most 200')
      .default(50)
      .describe('At most this many dealers (1 to 200)'),
  })
  .superRefine((query, context) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      const missing = query.lat === undefined ? 'lat' : 'lng';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: `${missing} is required together with lat/lng`,
      });
    }
  });

const dealersSchema = z
  .object({
    Dealers: z
      .array(
        z.object({
          DealerNo: z.string(),
          Name: z.string(),
          Street: z.string(),
          PostCode: z.string(),
          Town: z.string(),
          CountryCode: z.string().describe('ISO 3166-1 alpha-2'),
          Email: z.string(),
          Phone: z.string(),
          Latitude: z.number(),
          Longitude: z.number(),
          Brands: z.array(z.string()).describe('Brand codes the dealer sells'),
          Distance: z
            .number()
            .optional()
            .describe('Kilometres from lat/lng, one decimal; only with lat and lng'),
        }),
      )
      .describe('Sorted by name, or by distance when lat and lng are given'),
  })
  .describe('Dealers matching the search');

/** The dealer search; outside the facade, under /api. */
export async function dealerRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dealers',
    {
      schema: {
        summary: 'Dealer search',
        description:
          'Dealers by brand, country, qualification and free text; nearest first when a position is given.',
        tags: ['dealers'],
        querystring: dealerQuerySchema,
        response: { 200: dealersSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { brand, country, qualification, q, lat, lng, limit } = request.query;
      const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
      return {
        Dealers: await app.services.dealers.search({ brand, country, qualification, text: q, near, limit }),
      };
    },
  );
}
