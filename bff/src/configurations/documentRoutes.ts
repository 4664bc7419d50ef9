import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { configurationIdAnswerSchema, idParams } from './configurationSchemas.js';
import { assertDealerInquiryAllowed } from './dealerInquiry.js';

/** The largest screenshot accepted: a 1080 x 1080 PNG stays well below it. */
export const SCREENSHOT_MAX_BYTES = 8 * 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const stampQuery = contextQuerySchema.extend({
  stamp: z
    .string()
    .regex(/^-?\d{1,10}$/, 'stamp must be the 32-bit hash of the configuration')
    .optional(),
});

const email = z.email('must be a valid e-mail address').max(254);
const name = z.string().trim().min(1, 'is required').max(100);

const screenshotData = z
  .string()
  .regex(
    /^(data:image\/png;base64,)?[A-Za-z0-9+/]+={0,2}$/,
    'must be PNG data (base64, optionally as a data URL)',
  )
  .describe('A PNG screenshot, base64 or a data:image/png URL');

/** Decodes the screenshot and checks it is a PNG within the size cap (400 / 413 otherwise). */
export function screenshotBytes(data: string, field: string): Buffer {
  const base64 = data.replace(/^data:image\/png;base64,/, '');
  if ((base64.length * 3) / 4 > SCREENSHOT_MAX_BYTES) {
    throw new ApiError(413, `${field}: the screenshot is larger than ${SCREENSHOT_MAX_BYTES} bytes.`, {
      Field: field,
    });
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new ApiError(400, `${field}: is not a PNG image.`, { Field: field });
  }
  return bytes;
}

const dealerInquirySchema = z.object({
  configurationId: z.uuid().nullish(),
  dealer: z
    .object({ DealerNo: z.string().min(1).max(40) })
    .loose()
    .describe('The chosen dealer'),
  userProfileId: z.string().min(1).max(200),
  userProfile: z.object({ firstName: name, lastName: name, email }),
  screenshotData: screenshotData.nullish(),
});

function notYet(what: string): never {
  throw new ApiError(501, `${what} is not available yet.`);
}

/**
 * PDF, export, mail and dealer enquiry. Their requests are validated in full and the
 * configuration must exist; producing documents and mails is not part of this server yet.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.configurations;
  const tags = ['documents'];
  const answers = errorResponses(400, 404, 410, 413, 501);

  api.get(
    '/configuration/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The PDF summary',
        params: idParams,
        querystring: stampQuery,
        response: answers,
      },
    },
    async (request) => {
      await service.state(request.params.id);
      notYet('The PDF summary');
    },
  );

  api.post(
    '/configuration/:id/pdfwithscreenshot',
    {
      schema: {
        tags,
        summary: 'The PDF summary with a screenshot of the 3D view',
        params: idParams,
        querystring: stampQuery,
        body: z.object({ ScreenshotData: screenshotData }),
        response: answers,
      },
    },
    async (request) => {
      screenshotBytes(request.body.ScreenshotData, 'ScreenshotData');
      await service.state(request.params.id);
      notYet('The PDF summary');
    },
  );

  api.post(
    '/configuration/:id/send-export',
    {
      schema: {
        tags,
        summary: 'Sends the export to a recipient',
        params: idParams,
        querystring: contextQuerySchema,
        body: z.object({ Email: email, Firstname: name, Lastname: name }),
        response: { 200: configurationIdAnswerSchema, ...answers },
      },
    },
    async (request) => {
      await service.state(request.params.id);
      notYet('Sending the export');
    },
  );

  api.get(
    '/configuration/:id/export',
    {
      schema: {
        tags,
        summary: 'Direct download of the export',
        params: idParams,
        querystring: contextQuerySchema.extend({ firstname: name, lastname: name, email: email.optional() }),
        response: answers,
      },
    },
    async (request) => {
      await service.state(request.params.id);
      notYet('The export');
    },
  );

  api.post(
    '/configuration/:id/send',
    {
      schema: {
        tags,
        summary: 'Sends the configuration by e-mail',
        params: idParams,
        querystring: contextQuerySchema,
        body: z.object({ Email: email }),
        response: { 200: configurationIdAnswerSchema, ...answers },
      },
    },
    async (request) => {
      await service.state(request.params.id);
      notYet('Sending by e-mail');
    },
  );

  api.post(
    '/configuration/:id/send-dealer',
    {
      schema: {
        tags,
        summary: 'Sends the configuration to a dealer as an enquiry (needs login)',
        security: [{ bearer: [] }],
        params: idParams,
        querystring: contextQuerySchema,
        body: dealerInquirySchema,
        response: { 200: configurationIdAnswerSchema, ...errorResponses(400, 401, 403, 404, 410, 413, 501) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.configurationId && request.body.configurationId !== id) {
        throw new ApiError(400, 'configurationId: does not match the configuration in the path.', {
          Field: 'configurationId',
        });
      }
      if (request.body.screenshotData) screenshotBytes(request.body.screenshotData, 'screenshotData');
      await app.tokens.fromRequest(request);
      const state = await service.state(id);
      await assertDealerInquiryAllowed(app, state, request.body.dealer.DealerNo);
      notYet('Sending to a dealer');
    },
  );
}
