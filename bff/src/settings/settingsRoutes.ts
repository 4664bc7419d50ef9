import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandQuerySchema } from '../http/brand.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';

const brandSchema = z.enum(['KTM', 'HQV', 'GG']);

const appSettingsSchema = z
  .object({
    Brand: brandSchema.describe('The brand this page shows'),
    SupportedBrands: z
      .array(brandSchema)
      .describe('Brands the `brand` query parameter may switch to outside production'),
    BrandLink: z.string().describe("The brand's website; footer links append the lower-cased culture"),
    IsB2C: z.boolean().describe('Consumer deployment (true) or the dealers’ point of sale (false)'),
    Env: z.string().describe('The deployment environment as configured (ENVIRONMENT), e.g. Production'),
    ConsentId: z.string().describe('Cookie-consent data-domain id; empty when no consent script is loaded'),
    TagManagerId: z.string().describe('Tag manager container id; empty when none is loaded'),
    FinancingPluginUrl: z.string().describe('Script URL of the finance simulator; empty when none'),
    CdcApplicationSettings: z
      .object({
        Url: z.string().describe('OpenID Connect issuer URL'),
        Api: z.string().describe('OpenID Connect client id'),
        CdcEnabled: z.boolean().describe('Login, saving to a profile and offers are available'),
      })
      .describe('Identity provider'),
    DealerSearch2DEnabled: z.boolean().describe('Send-to-dealer in 2D mode'),
    DealerSearch3DEnabled: z.boolean().describe('Send-to-dealer in 3D mode'),
    GoogleMapsKey: z
      .string()
      .describe('Google Maps key for the dealer search; empty: the MapTileUrl map, or the list alone'),
    MapTileUrl: z
      .string()
      .describe(
        'Tile URL template ({s}, {z}, {x}, {y}) of the dealer map when there is no Google Maps key; empty: the list alone',
      ),
    MapTileAttribution: z.string().describe('Attribution of the map tiles, plain text'),
    Show3DDebugTools: z.boolean().describe('Show the 3D stream debug overlay'),
    VersionInfo: z
      .object({
        Version: z.string().describe('Server version'),
        Commit: z.string().describe('Source commit, or unknown'),
        BuildDate: z.string().describe('Build date (ISO 8601), or unknown'),
      })
      .describe('What is deployed'),
    Environment: z.enum(['live', 'stage']).describe('live in production, stage everywhere else'),
    TrackingSettings: z
      .object({
        Url: z.string().describe('Tracking script URL; empty disables tracking'),
        Project: z.string().describe('Tracking project'),
        Id: z.string().describe('Tracking site id'),
      })
      .describe('Visitor tracking'),
    AllowPrices: z.boolean().describe('Global price switch: false hides every price'),
  })
  .describe('Application settings');

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/appsettings',
    {
      schema: {
        summary: 'Application settings',
        description:
          'Settings from the server environment for the brand shown; the first call the client makes.',
        tags: ['settings'],
        querystring: contextQuerySchema.extend(brandQuerySchema.shape),
        response: { 200: appSettingsSchema, ...errorResponses(400) },
      },
    },
    async (request) => app.services.settings.settings(request.query),
  );
}
