import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema, requestContext } from '../http/requestContext.js';
import {
  ANONYMOUS_ID_HEADER,
  anonymousIdSchema,
  callerOf,
  callerWithIdentity,
  publicBaseUrl,
} from '../http/requestIdentity.js';
import { assertAccountsEnabled } from './configurationAccess.js';
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
import type { Caller } from './configurationService.js';
import { configurationSummary, domainSettingsInput } from './configurationView.js';
import { documentRoutes } from './documentRoutes.js';
import { mailRoutes } from './mailRoutes.js';

const answers = { ...errorResponses(400, 403, 404, 409, 410) };

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.configurations;
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
      const context = requestContext(request.query);
      const result = await service.create(
        { modelId: request.body.ModelId, variationCode: request.body.VariationCode },
        context,
        await callerOf(app, request, request.query.c),
      );
      return configurationSummary(result.state, result.catalog, result.context, app.services.catalog);
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
    async (request) => {
      const viewer = await app.tokens.optionalFromRequest(request);
      return service.loadedConfiguration(request.params.id, request.query.c, viewer?.dealerNo);
    },
  );

  const update = async (configurationId: string, body: z.infer<typeof updateBodySchema>, caller: Caller) =>
    service.update(
      configurationId,
      {
        variationCode: body.VariationCode,
        settings: body.VehicleSettings ? domainSettingsInput(body.VehicleSettings) : null,
        selectedParts: body.SelectedParts ?? undefined,
        removeParts: body.RemoveParts ?? undefined,
        dryRun: body.DryRun ?? undefined,
      },
      caller,
    );

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
      update(request.params.configurationId, request.body, await callerOf(app, request, request.query.c)),
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
    async (request) => {
      assertAccountsEnabled(app);
      const identity = await app.tokens.fromRequest(request);
      if (identity.userId !== request.params.extra) {
        throw new ApiError(403, 'extra: the bearer token belongs to another account.');
      }
      const { ownerUserId } = await service.state(request.params.configurationId);
      if (ownerUserId !== null && ownerUserId !== identity.userId) {
        throw new ApiError(403, 'The configuration is saved to another account.');
      }
      const caller = callerWithIdentity(request, identity, request.query.c);
      return update(request.params.configurationId, request.body, caller);
    },
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
      const identity = await app.tokens.optionalFromRequest(request);
      if (!identity) {
        throw new ApiError(401, "Authorization: saving customer details needs a dealer's bearer token.", {
          Field: 'Authorization',
        });
      }
      if (!identity.dealerNo) {
        throw new ApiError(
          403,
          'Saving customer details needs a dealer account: only the saving dealer can read them back.',
        );
      }
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
        callerWithIdentity(request, identity, request.query.c),
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
      assertAccountsEnabled(app);
      const identity = await app.tokens.fromRequest(request);
      const { id } = request.params;
      if (request.body?.Id && request.body.Id !== id) {
        throw new ApiError(400, 'Id: does not match the configuration in the path.', { Field: 'Id' });
      }
      if (request.body?.Parts) {
        const state = await service.state(id);
        const given = [...new Set(request.body.Parts)].sort((a, b) => a - b).join(',');
        const stored = [...state.partIds].sort((a, b) => a - b).join(',');
        if (given !== stored) {
          throw new ApiError(409, 'Parts: differ from the configuration; reload it and save again.', {
            Field: 'Parts',
          });
        }
      }
      const caller = callerWithIdentity(request, identity, request.query.c);
      await service.saveToAccount(id, identity.userId, caller);
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
}
