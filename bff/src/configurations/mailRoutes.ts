import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { configurationIdAnswerSchema, idParams } from './configurationSchemas.js';
import { assertDealerInquiryAllowed } from './dealerInquiry.js';
import { screenshotBytes, screenshotData } from './documentRoutes.js';

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

function notYet(what: string): never {
  throw new ApiError(501, `${what} is not available yet.`);
}

/** Mail, export and the dealer enquiry. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.configurations;
  const tags = ['documents'];
  const answers = errorResponses(400, 404, 410, 413, 501);

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
