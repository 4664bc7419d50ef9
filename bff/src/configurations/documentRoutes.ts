import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { idParams } from './configurationSchemas.js';

/** The largest screenshot accepted: a 1080 x 1080 PNG stays well below it. */
export const SCREENSHOT_MAX_BYTES = 8 * 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const stampQuery = contextQuerySchema.extend({
  stamp: z
    .string()
    .regex(/^-?\d{1,10}$/, 'stamp must be the 32-bit hash of the configuration')
    .optional(),
});

export const screenshotData = z
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

function notYet(what: string): never {
  throw new ApiError(501, `${what} is not available yet.`);
}

/**
 * The PDF summaries. Their requests are validated in full and the configuration must exist;
 * mail, export and the dealer enquiry live in mailRoutes.ts.
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
}
