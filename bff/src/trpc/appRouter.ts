import { z } from 'zod';
import {
  dealerHistoryQuerySchema,
  partIdList,
  vehicleSettingsSchema,
} from '../configurations/configurationSchemas.js';
import { domainSettingsInput } from '../configurations/configurationView.js';
import { ApiError } from '../http/apiError.js';
import { brandQuerySchema, effectiveBrand } from '../http/brand.js';
import { contextQuerySchema, requestContext } from '../http/requestContext.js';
import { callerOf, publicBaseUrl, viewerOf } from '../http/requestIdentity.js';
import { appSettings } from '../settings/appSettings.js';
import { comparison } from './comparisonRouter.js';
import { procedure, router, type TrpcContext } from './trpc.js';

const contextInput = contextQuerySchema.partial();
const configurationId = z.uuid('configurationId must be a configuration id (UUID)');
const partId = z
  .number()
  .int()
  .refine((v) => v !== 0, 'must not be 0');
const partIds = partIdList.optional();
const rulesAnswers = { selectedParts: partIds, removeParts: partIds, dryRun: z.boolean().optional() };

const vehicles = router({
  list: procedure
    .input(contextInput.extend(brandQuerySchema.shape))
    .query(({ ctx, input }) =>
      ctx.app.services.catalog.vehicleList(requestContext(input), effectiveBrand(ctx.app.config, input)),
    ),
  get: procedure
    .input(contextInput.extend({ modelId: z.string().min(1).max(100) }))
    .query(async ({ ctx, input }) => {
      const overview = await ctx.app.services.catalog.vehicleOverview(input.modelId, requestContext(input));
      if (!overview) throw new ApiError(404, `modelId: no model ${input.modelId}.`);
      return overview;
    }),
});

const withId = z.object({ configurationId, c: contextQuerySchema.shape.c });
const recipientEmail = z.email('must be a valid e-mail address').max(254);
const customerName = z.string().trim().min(1, 'is required').max(100);

const commandsOf = (ctx: TrpcContext) => ctx.app.services.configurationCommands;

const configuration = router({
  create: procedure
    .input(
      contextInput.extend({
        modelId: z.string().min(1).max(100),
        variationCode: z.string().max(100).nullish(),
      }),
    )
    .mutation(async ({ ctx, input }) =>
      commandsOf(ctx).create(input, requestContext(input), await callerOf(ctx.app, ctx.request, input.c)),
    ),
  get: procedure
    .input(withId)
    .query(async ({ ctx, input }) =>
      ctx.app.services.configurationQueries.loadedConfiguration(
        input.configurationId,
        input.c,
        await viewerOf(ctx.app, ctx.request),
      ),
    ),
  /** Why a part cannot go alone or cannot join: the service of REST GET part-standing. */
  partStanding: procedure
    .input(withId.extend({ partId }))
    .query(({ ctx, input }) =>
      ctx.app.services.configurationQueries.partStanding(input.configurationId, input.partId, input.c),
    ),
  addPart: procedure
    .input(withId.extend({ partId, ...rulesAnswers }))
    .mutation(async ({ ctx, input: { configurationId: id, c, ...body } }) =>
      commandsOf(ctx).addPart(id, body, await callerOf(ctx.app, ctx.request, c)),
    ),
  removePart: procedure
    .input(withId.extend({ partId, removeParts: partIds, dryRun: z.boolean().optional() }))
    .mutation(async ({ ctx, input: { configurationId: id, c, ...body } }) =>
      commandsOf(ctx).removePart(id, body, await callerOf(ctx.app, ctx.request, c)),
    ),
  removeAllParts: procedure
    .input(withId)
    .mutation(async ({ ctx, input }) =>
      commandsOf(ctx).removeAllParts(input.configurationId, await callerOf(ctx.app, ctx.request, input.c)),
    ),
  selectSetup: procedure
    .input(withId.extend({ setupId: z.string().min(1).max(100).nullable() }))
    .mutation(async ({ ctx, input }) =>
      commandsOf(ctx).selectSetup(
        input.configurationId,
        input.setupId,
        await callerOf(ctx.app, ctx.request, input.c),
      ),
    ),
  applySetup: procedure
    .input(withId.extend({ setupId: z.string().min(1).max(100), ...rulesAnswers }))
    .mutation(async ({ ctx, input: { configurationId: id, c, ...body } }) =>
      commandsOf(ctx).applySetup(id, body, await callerOf(ctx.app, ctx.request, c)),
    ),
  update: procedure
    .input(
      withId.extend({
        variationCode: z.string().min(1).max(100).nullish(),
        vehicleSettings: vehicleSettingsSchema.nullish(),
        ...rulesAnswers,
      }),
    )
    .mutation(async ({ ctx, input }) =>
      commandsOf(ctx).update(
        input.configurationId,
        {
          variationCode: input.variationCode,
          settings: input.vehicleSettings ? domainSettingsInput(input.vehicleSettings) : null,
          selectedParts: input.selectedParts,
          removeParts: input.removeParts,
          dryRun: input.dryRun,
        },
        await callerOf(ctx.app, ctx.request, input.c),
      ),
    ),
  save: procedure
    .input(
      withId.extend({
        vin: z.string().max(40).nullish(),
        orderNumber: z.string().max(60).nullish(),
        firstname: z.string().max(100),
        lastname: z.string().max(100),
        comment: z.string().max(2000).nullish(),
        saveAsNew: z.boolean().optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const id = await commandsOf(ctx).save(
        input.configurationId,
        {
          saveDetails: {
            vin: input.vin ?? null,
            orderNumber: input.orderNumber ?? null,
            firstname: input.firstname,
            lastname: input.lastname,
            comment: input.comment ?? null,
          },
          saveAsNew: input.saveAsNew ?? false,
        },
        await callerOf(ctx.app, ctx.request, input.c),
      );
      return { configurationId: id };
    }),
  saveToAccount: procedure.input(withId).mutation(async ({ ctx, input }) => {
    await commandsOf(ctx).saveToAccount(input.configurationId, await callerOf(ctx.app, ctx.request, input.c));
    return { configurationId: input.configurationId };
  }),
  share: procedure.input(withId).mutation(async ({ ctx, input }) => {
    const code = await commandsOf(ctx).share(input.configurationId, await callerOf(ctx.app, ctx.request));
    return { code, path: `/s/${code}`, url: `${publicBaseUrl(ctx.app, ctx.request)}/s/${code}` };
  }),
  /** The summary with its share link mailed to a recipient: the service of REST POST send. */
  send: procedure.input(withId.extend({ email: recipientEmail })).mutation(async ({ ctx, input }) => {
    await ctx.app.services.mailing.sendByEmail(
      input.configurationId,
      input.email,
      await callerOf(ctx.app, ctx.request, input.c),
      publicBaseUrl(ctx.app, ctx.request),
    );
    return { configurationId: input.configurationId };
  }),
  /** The export for the named customer mailed to a recipient: the service of REST POST send-export. */
  sendExport: procedure
    .input(withId.extend({ email: recipientEmail, firstname: customerName, lastname: customerName }))
    .mutation(async ({ ctx, input }) => {
      await ctx.app.services.mailing.sendExport(
        input.configurationId,
        input.email,
        { firstname: input.firstname, lastname: input.lastname },
        await callerOf(ctx.app, ctx.request, input.c),
        publicBaseUrl(ctx.app, ctx.request),
      );
      return { configurationId: input.configurationId };
    }),
  /** Takes the last step back: the service of REST POST undo. */
  undo: procedure
    .input(withId)
    .mutation(async ({ ctx, input }) =>
      commandsOf(ctx).undo(input.configurationId, await callerOf(ctx.app, ctx.request, input.c)),
    ),
  /** Makes the last undone step again: the service of REST POST redo. */
  redo: procedure
    .input(withId)
    .mutation(async ({ ctx, input }) =>
      commandsOf(ctx).redo(input.configurationId, await callerOf(ctx.app, ctx.request, input.c)),
    ),
  dismissUnsavedChanges: procedure.input(withId).mutation(async ({ ctx, input }) => {
    await commandsOf(ctx).dismissUnsavedChanges(input.configurationId, await callerOf(ctx.app, ctx.request));
    return { configurationId: input.configurationId };
  }),
  reset: procedure
    .input(withId)
    .mutation(async ({ ctx, input }) =>
      commandsOf(ctx).reset(input.configurationId, await callerOf(ctx.app, ctx.request, input.c)),
    ),
  delete: procedure.input(withId).mutation(async ({ ctx, input }) => {
    await commandsOf(ctx).delete(input.configurationId, await callerOf(ctx.app, ctx.request));
    return { configurationId: input.configurationId };
  }),
  /** For dealers: every event of the configuration, oldest first. */
  history: procedure
    .input(withId)
    .query(async ({ ctx, input }) =>
      ctx.app.services.configurationQueries.history(
        input.configurationId,
        await viewerOf(ctx.app, ctx.request),
      ),
    ),
  /** For dealers: a new configuration from the state after event `afterVersion`. */
  fork: procedure
    .input(withId.extend({ afterVersion: z.number().int().min(1) }))
    .mutation(async ({ ctx, input }) => {
      const id = await commandsOf(ctx).fork(
        input.configurationId,
        input.afterVersion,
        await callerOf(ctx.app, ctx.request),
      );
      return { configurationId: id };
    }),
});

const dealer = router({
  /** The dealership's saved configurations, filtered: the same service as GET /dealer/history. */
  history: procedure
    .input(dealerHistoryQuerySchema)
    .query(async ({ ctx, input }) =>
      ctx.app.services.savedConfigurations.dealerHistory(await viewerOf(ctx.app, ctx.request), input),
    ),
});

/** The shell's first calls: the same services as GET /appsettings, /market and /market/geolocation. */
const settings = router({
  get: procedure
    .input(contextInput.extend(brandQuerySchema.shape))
    .query(({ ctx, input }) => appSettings(ctx.app.config, effectiveBrand(ctx.app.config, input))),
});

const markets = router({
  list: procedure.input(contextInput).query(async ({ ctx, input }) => ({
    MarketsData: await ctx.app.services.markets.listMarkets(requestContext(input).language),
  })),
  /** NOT_FOUND when the country cannot be determined or no market serves it. */
  geolocation: procedure.input(contextInput).query(async ({ ctx, input }) => {
    const { country } = await ctx.app.services.markets.locateVisitor(
      ctx.request.headers,
      ctx.request.ip,
      requestContext(input).language,
    );
    return { Country: country };
  }),
});

/** The logged-in account's saved configurations: the same read as GET /user/configurations. */
const account = router({
  configurations: procedure.input(contextInput).query(async ({ ctx }) => {
    const saved = await ctx.app.services.savedConfigurations.ofAccount(await viewerOf(ctx.app, ctx.request));
    return {
      Configurations: saved.map((row) => ({
        ConfigurationId: row.ConfigurationId,
        ModelId: row.ModelId,
        ModelName: row.ModelName,
        HeroImageUrl: row.HeroImageUrl,
        VariationCode: row.VariationCode,
        PartCount: row.PartIds.length,
        TotalPrice: row.TotalPrice,
        SavedAt: row.SavedAt,
      })),
    };
  }),
});

export const appRouter = router({
  vehicles,
  configuration,
  dealer,
  settings,
  markets,
  account,
  comparison,
});

export type AppRouter = typeof appRouter;
