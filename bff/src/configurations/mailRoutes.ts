import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { callerOf, publicBaseUrl } from '../http/requestIdentity.js';
import { configurationExportSchema, exportFileName } from './configurationExport.js';
import { configurationIdAnswerSchema, idParams } from './configurationSchemas.js';
import { SCREENSHOT_BODY_LIMIT, screenshotBytes, screenshotData } from './documentRoutes.js';

const email = z.email('must be a valid e-mail address').max(254);
const name = z.string().trim().min(1, 'is required').max(100);

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

/**
 * Mail, export and the dealer enquiry. A send answers once its event and its mail's outbox row are
 * committed; the outbox worker delivers the mail (see bff/src/mail).
 */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { mailing, dealerInquiries } = app.services;
  const tags = ['documents'];
  const answers = errorResponses(400, 403, 404, 410);

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
      const { id } = request.params;
      const { Email, Firstname, Lastname } = request.body;
      const caller = await callerOf(app, request, request.query.c);
      await mailing.sendExport(
        id,
        Email,
        { firstname: Firstname, lastname: Lastname },
        caller,
        publicBaseUrl(app, request),
      );
      return { ConfigurationId: id };
    },
  );

  api.get(
    '/configuration/:id/export',
    {
      schema: {
        tags,
        summary: 'Direct download of the export: the configuration as a JSON document for the named customer',
        params: idParams,
        querystring: contextQuerySchema.extend({ firstname: name, lastname: name, email: email.optional() }),
        response: { 200: configurationExportSchema, ...answers },
      },
    },
    async (request, reply) => {
      const { firstname, lastname, email: customerEmail } = request.query;
      const caller = await callerOf(app, request, request.query.c);
      const document = await mailing.export(
        request.params.id,
        { firstname, lastname, email: customerEmail },
        caller,
        publicBaseUrl(app, request),
      );
      const fileName = exportFileName(document, 'json');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      reply.header('cache-control', 'no-store');
      return document;
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
      const { id } = request.params;
      const caller = await callerOf(app, request, request.query.c);
      await mailing.sendByEmail(id, request.body.Email, caller, publicBaseUrl(app, request));
      return { ConfigurationId: id };
    },
  );

  api.post(
    '/configuration/:id/send-dealer',
    {
      // The enquiry may carry a screenshot: the one call here with a body above the server's limit.
      bodyLimit: SCREENSHOT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Sends the configuration to a dealer as an enquiry (needs login)',
        security: [{ bearer: [] }],
        params: idParams,
        querystring: contextQuerySchema,
        body: dealerInquirySchema,
        response: { 200: configurationIdAnswerSchema, ...errorResponses(400, 401, 403, 404, 410, 413) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.configurationId && request.body.configurationId !== id) {
        throw new ApiError(400, 'configurationId: does not match the configuration in the path.', {
          Field: 'configurationId',
        });
      }
      const { screenshotData: screenshot, dealer, userProfileId, userProfile } = request.body;
      const screenshotPng = screenshot ? screenshotBytes(screenshot, 'screenshotData') : null;
      await dealerInquiries.send(
        id,
        { dealerNo: dealer.DealerNo, userProfileId, userProfile, screenshot: screenshotPng },
        await callerOf(app, request, request.query.c),
        publicBaseUrl(app, request),
      );
      return { ConfigurationId: id };
    },
  );
}
