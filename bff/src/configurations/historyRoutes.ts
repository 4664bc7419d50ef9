import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceSchema } from '../catalog/catalogTypes.js';
import type { StoredEvent } from '../eventStore/eventStore.js';
import { errorResponses } from '../http/errorSchema.js';
import { isoDateTime, isoDateTimeSchema } from '../http/isoDateTime.js';
import { contextQuerySchema, requestContext } from '../http/requestContext.js';
import { assertAccountsEnabled } from './configurationAccess.js';
import { readDealerHistory } from './projections/dealerHistory.js';
import { readUserConfigurations } from './projections/userConfigurations.js';

const isoDate = z.iso.date('must be a date (YYYY-MM-DD)');

/** The filters of the dealer history, as REST and tRPC take them. */
export const dealerHistoryQuerySchema = contextQuerySchema.extend({
  model: z.string().max(100).optional().describe('Model id'),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  customer: z.string().max(200).optional().describe('Part of the customer full name'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type DealerHistoryQuery = z.infer<typeof dealerHistoryQuerySchema>;

const historyRowSchema = z.object({
  ConfigurationId: z.string(),
  ModelId: z.string(),
  Model: z.string(),
  Price: priceSchema,
  Customer: z.string(),
  Vin: z.string().nullable(),
  OrderNumber: z.string().nullable(),
  Date: isoDateTimeSchema.describe('When it was last saved (or sent to the dealer), ISO 8601 in UTC'),
  Comment: z.string().nullable(),
  Link: z.string(),
});

export type DealerHistoryEntry = z.infer<typeof historyRowSchema>;

/**
 * The dealership's saved configurations matching the filters, one row each with its latest save,
 * newest first: REST and tRPC answer this.
 */
export async function dealerHistory(
  app: FastifyInstance,
  dealerNo: string,
  q: DealerHistoryQuery,
): Promise<DealerHistoryEntry[]> {
  const rows = await readDealerHistory(app.database.db, {
    dealerNo,
    modelId: q.model,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    customer: q.customer?.trim() || undefined,
    limit: q.limit,
  });
  await app.services.catalog.resolveContext(requestContext(q));
  const catalog = app.services.catalog;
  return Promise.all(
    rows.map(async (row) => ({
      ConfigurationId: row.configurationId,
      ModelId: row.modelId,
      Model: row.modelName,
      Price: await catalog.priceInCurrency(row.priceMinor, row.currency),
      Customer: `${row.customerFirstname} ${row.customerLastname}`,
      Vin: row.vin,
      OrderNumber: row.orderNumber,
      Date: isoDateTime(row.savedAt),
      Comment: row.comment,
      Link: `/main?configurationId=${row.configurationId}`,
    })),
  );
}

/** One event of a configuration's history as the replay reads it. */
export interface ReplayEvent {
  version: number;
  type: string;
  /** When it was stored, ISO 8601 in UTC. */
  at: string;
  data: Record<string, unknown>;
  /** For the first event of a configuration forked from another one's history: where it came from. */
  forkedFrom: { configurationId: string; afterVersion: number } | null;
}

function forkedFromOf(metadata: unknown): ReplayEvent['forkedFrom'] {
  const from = (metadata as { forkedFrom?: { configurationId?: unknown; afterVersion?: unknown } } | null)
    ?.forkedFrom;
  return typeof from?.configurationId === 'string' && typeof from.afterVersion === 'number'
    ? { configurationId: from.configurationId, afterVersion: from.afterVersion }
    : null;
}

/** A configuration's events, oldest first, for the dealer's replay. */
export function replayEvents(events: readonly StoredEvent[]): ReplayEvent[] {
  return events.map((event) => ({
    version: event.streamVersion,
    type: event.type,
    at: isoDateTime(event.createdAt),
    data: event.data as Record<string, unknown>,
    forkedFrom: event.type === 'ConfigurationCreated' ? forkedFromOf(event.metadata) : null,
  }));
}

/** The dealer's history of saved configurations, and a customer's saved configurations. */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dealer/history',
    {
      schema: {
        tags: ['dealer'],
        summary:
          "Configurations saved by the bearer token's dealer, each once with its latest save, newest first",
        security: [{ bearer: [] }],
        querystring: dealerHistoryQuerySchema,
        response: { 200: z.object({ History: z.array(historyRowSchema) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const dealer = await app.tokens.dealerFromRequest(request);
      return { History: await dealerHistory(app, dealer.dealerNo, request.query) };
    },
  );

  api.get(
    '/user/configurations',
    {
      schema: {
        tags: ['account'],
        summary: "Configurations saved to the bearer token's account, newest first",
        security: [{ bearer: [] }],
        querystring: contextQuerySchema,
        response: {
          200: z.object({
            Configurations: z.array(
              z.object({
                ConfigurationId: z.string(),
                ModelId: z.string(),
                VariationCode: z.string(),
                PartIds: z.array(z.number().int()),
                TotalPrice: priceSchema,
                SavedAt: isoDateTimeSchema,
              }),
            ),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      assertAccountsEnabled(app);
      const identity = await app.tokens.fromRequest(request);
      const rows = await readUserConfigurations(app.database.db, identity.userId);
      const catalog = app.services.catalog;
      return {
        Configurations: await Promise.all(
          rows.map(async (row) => ({
            ConfigurationId: row.configurationId,
            ModelId: row.modelId,
            VariationCode: row.variationCode,
            PartIds: row.partIds,
            TotalPrice: await catalog.priceInCurrency(row.priceMinor, row.currency),
            SavedAt: isoDateTime(row.savedAt),
          })),
        ),
      };
    },
  );
}
