import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PrintedPdf } from '../documents/documentService.js';
import { PrinterBusyError } from '../documents/pdfPrinter.js';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { callerOf, publicBaseUrl } from '../http/requestIdentity.js';
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

/** Base64 of the largest screenshot plus room for the JSON around it and a data-URL prefix. */
export const SCREENSHOT_BODY_LIMIT = Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The PDF, as an attachment with a file name (Content-Disposition). */
const pdfAnswer = {
  description: 'The PDF summary, as an attachment with a file name',
  content: { 'application/pdf': { schema: z.any() } },
};

function sendPdf(reply: FastifyReply, pdf: PrintedPdf): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'private, no-cache')
    .header('x-pdf-cache', pdf.cached ? 'hit' : 'miss')
    .send(pdf.bytes);
}

/** A full print queue answers 503 with the seconds to wait. */
async function printed(reply: FastifyReply, print: () => Promise<PrintedPdf>): Promise<FastifyReply> {
  try {
    return sendPdf(reply, await print());
  } catch (error) {
    if (error instanceof PrinterBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * The PDF summaries, printed by `app.services.documents`. The stamp is accepted as the client sends it;
 * the cache needs none, since its key holds the configuration's stream version, which every change
 * of the stamped inputs (model, variation, parts) raises.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const answers = errorResponses(400, 404, 410, 413, 503);

  api.get(
    '/configuration/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The PDF summary',
        params: idParams,
        querystring: stampQuery,
        response: { 200: pdfAnswer, ...answers },
      },
    },
    async (request, reply) =>
      printed(reply, async () =>
        app.services.documents.configurationPdf(request.params.id, request.query.c, {
          caller: await callerOf(app, request, request.query.c),
          baseUrl: publicBaseUrl(app, request),
        }),
      ),
  );

  api.post(
    '/configuration/:id/pdfwithscreenshot',
    {
      bodyLimit: SCREENSHOT_BODY_LIMIT,
      // A body over the limit never reaches validation: say which field made it too large.
      errorHandler: (error, request, reply) => {
        const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
        const answer = tooLarge
          ? new ApiError(
              413,
              `ScreenshotData: the request body is larger than ${SCREENSHOT_BODY_LIMIT} bytes (a screenshot may have ${SCREENSHOT_MAX_BYTES} bytes).`,
              { Field: 'ScreenshotData' },
            )
          : error;
        return app.errorHandler.call(app, answer as FastifyError, request, reply);
      },
      schema: {
        tags,
        summary: 'The PDF summary with a screenshot of the 3D view',
        params: idParams,
        querystring: stampQuery,
        body: z.object({ ScreenshotData: screenshotData }),
        response: { 200: pdfAnswer, ...answers },
      },
    },
    async (request, reply) => {
      const screenshot = screenshotBytes(request.body.ScreenshotData, 'ScreenshotData');
      return printed(reply, async () =>
        app.services.documents.configurationPdf(request.params.id, request.query.c, {
          screenshot,
          caller: await callerOf(app, request, request.query.c),
          baseUrl: publicBaseUrl(app, request),
        }),
      );
    },
  );
}
