import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema, requestContext } from '../http/requestContext.js';
import {
  ANONYMOUS_ID_HEADER,
  anonymousIdSchema,
  callerOf,
  publicBaseUrl,
  viewerOf,
} from '../http/requestIdentity.js';
import {
  addPartBodySchema,
  applySetupBodySchema,
  configurationIdAnswerSchema,
  configurationParams,
  createAnswerSchema,
  createBodySchema,
  idParams,
  loadedConfigurationSchema,
  partChangeAnswerSchema,
  removePartBodySchema,
  saveBodySchema,
  saveToAccountBodySchema,
  shareAnswerSchema,
  updateBodySchema,
} from './configurationSchemas.js';
import { domainSettingsInput } from './configurationView.js';
import { documentRoutes } from './documentRoutes.js';
import { mailRoutes } from './mailRoutes.js';
import { partStandingRoutes } from './partStanding.js';

const answers = { ...errorResponses(400, 403, 404, 409, 410) };

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.configurationCommands;
  const tags = ['configuration'];

  api.post(
    '/configuration/create',
    {
      schema: {
        tags,
        summary: 'Creates a configuration of a model; the x-anonymous-id header is recorded as its creator',
        querystring: contextQuerySchema,
        headers: z.object({ [ANONYMOUS_ID_HEADER]: anonymousIdSchema }),
        body: createBodySchema,
        response: { 200: createAnswerSchema, ...answers },
      },
    },
    async (request) => {
      return service.create(
        { modelId: request.body.ModelId, variationCode: request.body.VariationCode },
        requestContext(request.query),
        await callerOf(app, request, request.query.c),
      );
    },
  );

  api.get(
    '/configuration/:id',
    {
      schema: {
        tags,
        summary: 'A stored configuration with its vehicle, applied parts, save details and test ride',
        params: idParams,
        querystring: contextQuerySchema,
        response: { 200: loadedConfigurationSchema, ...answers },
      },
    },
    async (request) =>
      app.services.configurationQueries.loadedConfiguration(
        request.params.id,
        request.query.c,
        await viewerOf(app, request),
      ),
  );

  const updateBody = (body: z.infer<typeof updateBodySchema>) => ({
    variationCode: body.VariationCode,
    settings: body.VehicleSettings ? domainSettingsInput(body.VehicleSettings) : null,
    selectedParts: body.SelectedParts ?? undefined,
    removeParts: body.RemoveParts ?? undefined,
    dryRun: body.DryRun ?? undefined,
  });

  api.put(
    '/configuration/update/:configurationId',
    {
      schema: {
        tags,
        summary: 'Changes the colour variation and the vehicle settings (3D tools, X-Bow colours)',
        params: configurationParams,
        querystring: contextQuerySchema,
        body: updateBodySchema,
        response: { 200: partChangeAnswerSchema, ...answers },
      },
    },
    async (request) =>
      service.update(
        request.params.configurationId,
        updateBody(request.body),
        await callerOf(app, request, request.query.c),
      ),
  );

  api.put(
    '/configuration/update/:configurationId/:extra',
    {
      schema: {
        tags,
        summary: 'The same update bound to an account: {extra} is the account id of the bearer token',
        security: [{ bearer: [] }],
        params: configurationParams.extend({ extra: z.string().min(1).max(200) }),
        querystring: contextQuerySchema,
        body: updateBodySchema,
        response: { 200: partChangeAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) =>
      service.updateForAccount(
        request.params.configurationId,
        request.params.extra,
        updateBody(request.body),
        await callerOf(app, request, request.query.c),
      ),
  );

  api.post(
    '/configuration/:id/add-part',
    {
      schema: {
        tags,
        summary:
          'Adds a part; a dry run answers the RulesResult to confirm, or what the real request will do',
        params: idParams,
        querystring: contextQuerySchema,
        body: addPartBodySchema,
        response: { 200: partChangeAnswerSchema, ...answers },
      },
    },
    async (request) => {
      const body = typeof request.body === 'number' ? { PartId: request.body } : request.body;
      return service.addPart(
        request.params.id,
        {
          partId: body.PartId,
          selectedParts: body.SelectedParts ?? undefined,
          removeParts: body.RemoveParts ?? undefined,
          dryRun: body.DryRun ?? undefined,
        },
        await callerOf(app, request, request.query.c),
      );
    },
  );

  api.post(
    '/configuration/:id/remove-part',
    {
      schema: {
        tags,
        summary: 'Removes a part; a dry run answers the dependent parts to confirm',
        params: idParams,
        querystring: contextQuerySchema,
        body: removePartBodySchema,
        response: { 200: partChangeAnswerSchema, ...answers },
      },
    },
    async (request) =>
      service.removePart(
        request.params.id,
        {
          partId: request.body.PartId,
          removeParts: request.body.RemoveParts ?? undefined,
          dryRun: request.body.DryRun ?? undefined,
        },
        await callerOf(app, request, request.query.c),
      ),
  );

  api.post(
    '/configuration/:id/apply-setup',
    {
      schema: {
        tags,
        summary: 'Applies a setup (a bundle of parts) through the same rules as adding parts',
        params: idParams,
        querystring: contextQuerySchema,
        body: applySetupBodySchema,
        response: { 200: partChangeAnswerSchema, ...answers },
      },
    },
    async (request) =>
      service.applySetup(
        request.params.id,
        {
          setupId: request.body.SetupId,
          selectedParts: request.body.SelectedParts ?? undefined,
          removeParts: request.body.RemoveParts ?? undefined,
          dryRun: request.body.DryRun ?? undefined,
        },
        await callerOf(app, request, request.query.c),
      ),
  );

  api.post(
    '/configuration/:id/save-configuration',
    {
      schema: {
        tags,
        summary:
          "Dealers: saves the customer's details with the configuration for the dealer's dealership, or a copy with SaveAsNew",
        description:
          'The details (Vin, OrderNumber, Firstname, Lastname, Comment) are read back only by the dealer who saved them ' +
          "(GET /configuration/{id} SaveDetails, the dealer history). A dealer's bearer token is required: " +
          "without one the answer is 401, with an account that is no dealer's 403, and nothing is stored. " +
          'Visitors save to their account with save-user-configuration-cdc.',
        security: [{ bearer: [] }],
        params: idParams,
        querystring: contextQuerySchema,
        body: saveBodySchema,
        response: { 200: configurationIdAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const body = request.body;
      const configurationId = await service.save(
        request.params.id,
        {
          saveDetails: {
            vin: body.Vin ?? null,
            orderNumber: body.OrderNumber ?? null,
            firstname: body.Firstname,
            lastname: body.Lastname,
            comment: body.Comment ?? null,
          },
          saveAsNew: body.SaveAsNew ?? false,
        },
        await callerOf(app, request, request.query.c),
      );
      return { ConfigurationId: configurationId };
    },
  );

  api.post(
    '/configuration/:id/save-user-configuration-cdc',
    {
      schema: {
        tags,
        summary: "Saves the configuration to the bearer token's account",
        security: [{ bearer: [] }],
        params: idParams,
        querystring: contextQuerySchema,
        body: saveToAccountBodySchema,
        response: { 200: configurationIdAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.saveToAccount(id, await callerOf(app, request, request.query.c), {
        id: request.body?.Id,
        partIds: request.body?.Parts,
      });
      return { ConfigurationId: id };
    },
  );

  api.delete(
    '/configuration/:id',
    {
      schema: {
        tags,
        summary: 'Deletes the configuration; it then answers 410',
        params: idParams,
        querystring: contextQuerySchema,
        response: { 200: configurationIdAnswerSchema, ...answers },
      },
    },
    async (request) => {
      await service.delete(request.params.id, await callerOf(app, request));
      return { ConfigurationId: request.params.id };
    },
  );

  api.post(
    '/configuration/:id/dismiss-unsaved-changes',
    {
      schema: {
        tags,
        summary: 'Goes back to the last saved state (or the state at creation)',
        params: idParams,
        querystring: contextQuerySchema,
        response: { 200: configurationIdAnswerSchema, ...answers },
      },
    },
    async (request) => {
      await service.dismissUnsavedChanges(request.params.id, await callerOf(app, request));
      return { ConfigurationId: request.params.id };
    },
  );

  for (const [step, summary] of [
    ['undo', 'Takes the last step back (a part, setup, variation or colour change; a reset; a dismiss)'],
    ['redo', 'Makes the last undone step again; a change since the undo clears the steps to redo'],
  ] as const) {
    api.post(
      `/configuration/:id/${step}`,
      {
        schema: {
          tags,
          summary,
          description:
            'Answers the configuration after the step, with History: what undo and redo would do next. 409 NOTHING_TO_UNDO or NOTHING_TO_REDO when there is no step.',
          params: idParams,
          querystring: contextQuerySchema,
          response: { 200: createAnswerSchema, ...answers },
        },
      },
      async (request) => service[step](request.params.id, await callerOf(app, request, request.query.c)),
    );
  }

  api.get(
    '/configuration/:id/share',
    {
      schema: {
        tags,
        summary: 'A stable short link that opens the configuration',
        params: idParams,
        querystring: contextQuerySchema,
        response: { 200: shareAnswerSchema, ...answers },
      },
    },
    async (request) => {
      const code = await service.share(request.params.id, await callerOf(app, request));
      return { Url: `${publicBaseUrl(app, request)}/s/${code}`, ConfigurationId: request.params.id };
    },
  );

  await app.register(documentRoutes);
  await app.register(mailRoutes);
  await app.register(partStandingRoutes);
}
