import { z } from 'zod';
import {
  assertAccountsEnabled,
  assertDealerMayReplay,
  saversOf,
} from '../configurations/configurationAccess.js';
import { partIdList, vehicleSettingsSchema } from '../configurations/configurationSchemas.js';
import { configurationSummary, domainSettingsInput } from '../configurations/configurationView.js';
import { dealerHistory, dealerHistoryQuerySchema, replayEvents } from '../configurations/historyRoutes.js';
import { readUserConfigurations } from '../configurations/projections/userConfigurations.js';
import { ApiError } from '../http/apiError.js';
import { brandQuerySchema, effectiveBrand } from '../http/brand.js';
import { isoDateTime } from '../http/isoDateTime.js';
import { contextQuerySchema, requestContext } from '../http/requestContext.js';
import { callerOf } from '../http/requestIdentity.js';
import { MarketService } from '../markets/marketService.js';
import { appSettings } from '../settings/appSettings.js';
import { procedure, router } from './trpc.js';

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

const configuration = router({
  create: procedure
    .input(
      contextInput.extend({
        modelId: z.string().min(1).max(100),
        variationCode: z.string().max(100).nullish(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { services } = ctx.app;
      const result = await services.configurations.create(
        input,
        requestContext(input),
        await callerOf(ctx.app, ctx.request, input.c),
      );
      return configurationSummary(result.state, result.catalog, result.context, services.catalog);
    }),
  get: procedure.input(withId).query(async ({ ctx, input }) => {
    const viewer = await ctx.app.tokens.optionalFromRequest(ctx.request);
    return ctx.app.services.configurations.loadedConfiguration(
      input.configurationId,
      input.c,
      viewer?.dealerNo,
    );
  }),
  addPart: procedure
    .input(withId.extend({ partId, ...rulesAnswers }))
    .mutation(async ({ ctx, input: { configurationId: id, c, ...body } }) =>
      ctx.app.services.configurations.addPart(id, body, await callerOf(ctx.app, ctx.request, c)),
    ),
  removePart: procedure
    .input(withId.extend({ partId, removeParts: partIds, dryRun: z.boolean().optional() }))
    .mutation(async ({ ctx, input: { configurationId: id, c, ...body } }) =>
      ctx.app.services.configurations.removePart(id, body, await callerOf(ctx.app, ctx.request, c)),
    ),
  removeAllParts: procedure
    .input(withId)
    .mutation(async ({ ctx, input }) =>
      ctx.app.services.configurations.removeAllParts(
        input.configurationId,
        await callerOf(ctx.app, ctx.request, input.c),
      ),
    ),
  selectSetup: procedure
    .input(withId.extend({ setupId: z.string().min(1).max(100).nullable() }))
    .mutation(async ({ ctx, input }) =>
      ctx.app.services.configurations.selectSetup(
        input.configurationId,
        input.setupId,
        await callerOf(ctx.app, ctx.request, input.c),
      ),
    ),
  applySetup: procedure
    .input(withId.extend({ setupId: z.string().min(1).max(100), ...rulesAnswers }))
    .mutation(async ({ ctx, input: { configurationId: id, c, ...body } }) =>
      ctx.app.services.configurations.applySetup(id, body, await callerOf(ctx.app, ctx.request, c)),
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
      ctx.app.services.configurations.update(
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
      // Customer details are a dealer's: only the saving dealer reads them back.
      await ctx.app.tokens.dealerFromRequest(ctx.request);
      const id = await ctx.app.services.configurations.save(
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
    assertAccountsEnabled(ctx.app);
    const identity = await ctx.app.tokens.fromRequest(ctx.request);
    const caller = await callerOf(ctx.app, ctx.request, input.c);
    await ctx.app.services.configurations.saveToAccount(input.configurationId, identity.userId, caller);
    return { configurationId: input.configurationId };
  }),
  share: procedure.input(withId).mutation(async ({ ctx, input }) => {
    const code = await ctx.app.services.configurations.share(
      input.configurationId,
      await callerOf(ctx.app, ctx.request),
    );
    return { code, path: `/s/${code}` };
  }),
  dismissUnsavedChanges: procedure.input(withId).mutation(async ({ ctx, input }) => {
    await ctx.app.services.configurations.dismissUnsavedChanges(
      input.configurationId,
      await callerOf(ctx.app, ctx.request),
    );
    return { configurationId: input.configurationId };
  }),
  reset: procedure
    .input(withId)
    .mutation(async ({ ctx, input }) =>
      ctx.app.services.configurations.reset(
        input.configurationId,
        await callerOf(ctx.app, ctx.request, input.c),
      ),
    ),
  delete: procedure.input(withId).mutation(async ({ ctx, input }) => {
    await ctx.app.services.configurations.delete(input.configurationId, await callerOf(ctx.app, ctx.request));
    return { configurationId: input.configurationId };
  }),
  /** For dealers: every event of the configuration, oldest first. */
  history: procedure.input(withId).query(async ({ ctx, input }) => {
    const dealer = await ctx.app.tokens.dealerFromRequest(ctx.request);
    const events = await ctx.app.services.configurations.history(input.configurationId);
    assertDealerMayReplay(saversOf(events), dealer.dealerNo);
    return replayEvents(events);
  }),
  /** For dealers: a new configuration from the state after event `afterVersion`. */
  fork: procedure
    .input(withId.extend({ afterVersion: z.number().int().min(1) }))
    .mutation(async ({ ctx, input }) => {
      const dealer = await ctx.app.tokens.dealerFromRequest(ctx.request);
      const configurations = ctx.app.services.configurations;
      assertDealerMayReplay(await configurations.savedBy(input.configurationId), dealer.dealerNo);
      const caller = await callerOf(ctx.app, ctx.request);
      const id = await configurations.fork(input.configurationId, input.afterVersion, {
        ...caller,
        actor: { ...caller.actor, userId: dealer.userId, dealerNo: dealer.dealerNo },
      });
      return { configurationId: id };
    }),
});

const dealer = router({
  /** The dealership's saved configurations, filtered: the same service as GET /dealer/history. */
  history: procedure.input(dealerHistoryQuerySchema).query(async ({ ctx, input }) => {
    const caller = await ctx.app.tokens.dealerFromRequest(ctx.request);
    return dealerHistory(ctx.app, caller.dealerNo, input);
  }),
});

/** The shell's first calls: the same services as GET /appsettings, /market and /market/geolocation. */
const settings = router({
  get: procedure
    .input(contextInput.extend(brandQuerySchema.shape))
    .query(({ ctx, input }) => appSettings(ctx.app.config, effectiveBrand(ctx.app.config, input))),
});

const markets = router({
  list: procedure.input(contextInput).query(async ({ ctx, input }) => ({
    MarketsData: await new MarketService(ctx.app.database.db).listMarkets(requestContext(input).language),
  })),
  /** NOT_FOUND when the country cannot be determined or no market serves it. */
  geolocation: procedure.input(contextInput).query(async ({ ctx, input }) => {
    const { country } = await new MarketService(ctx.app.database.db).locateVisitor(
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
    assertAccountsEnabled(ctx.app);
    const identity = await ctx.app.tokens.fromRequest(ctx.request);
    const rows = await readUserConfigurations(ctx.app.database.db, identity.userId);
    const { catalog } = ctx.app.services;
    return {
      Configurations: await Promise.all(
        rows.map(async (row) => ({
          ConfigurationId: row.configurationId,
          ModelId: row.modelId,
          ModelName: (await catalog.modelName(row.modelId)) ?? row.modelId,
          HeroImageUrl: await catalog.heroImageUrl(row.modelId),
          VariationCode: row.variationCode,
          PartCount: row.partIds.length,
          TotalPrice: await catalog.priceInCurrency(row.priceMinor, row.currency),
          SavedAt: isoDateTime(row.savedAt),
        })),
      ),
    };
  }),
});

export const appRouter = router({ vehicles, configuration, dealer, settings, markets, account });

export type AppRouter = typeof appRouter;
