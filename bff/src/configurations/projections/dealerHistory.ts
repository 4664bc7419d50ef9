import type { Configuration, ConfigurationEvent } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { dealerHistory } from '@configurator/migrations/db/schema/projections';
import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { type EventProjection, type ProjectionContext, project } from './eventProjection.js';

type DealerHistoryValues = typeof dealerHistory.$inferInsert;

/**
 * The row an event leaves in a dealer's history, or null when it leaves none: a save by a
 * dealership (and a save as new, whose copy starts with its own save) and an enquiry sent to one.
 * A configuration has one row per dealership, so a later save or enquiry replaces the earlier one:
 * the row shows the latest price, customer and date.
 */
export function dealerHistoryRowOf(
  event: ConfigurationEvent,
  state: Configuration,
  modelName: string,
): DealerHistoryValues | null {
  const common = {
    configurationId: state.configurationId,
    modelId: state.modelId,
    modelName,
    priceMinor: state.price,
    currency: state.currency,
    streamVersion: state.version,
    savedAt: event.at,
  };
  if (event.type === 'ConfigurationSentToDealer') {
    // The enquiry reaches the chosen dealer's history: the customer is the enquiring user.
    return {
      ...common,
      dealerNo: event.dealerNo,
      savedBy: event.userProfileId,
      customerFirstname: event.userProfile.firstName,
      customerLastname: event.userProfile.lastName,
      vin: null,
      orderNumber: null,
      comment: `Enquiry from ${event.userProfile.email}`,
    };
  }
  if (event.type !== 'ConfigurationSaved' || !event.by.dealerNo) return null;
  const details = event.saveDetails;
  return {
    ...common,
    dealerNo: event.by.dealerNo,
    savedBy: event.by.userId ?? event.by.anonymousId ?? null,
    customerFirstname: details.firstname,
    customerLastname: details.lastname,
    vin: details.vin,
    orderNumber: details.orderNumber,
    comment: details.comment,
  };
}

/** A save or an enquiry leaves its row, replacing the configuration's earlier one for that dealership. */
async function upsertRowOf(event: ConfigurationEvent, { tx, state, modelName }: ProjectionContext) {
  const row = dealerHistoryRowOf(event, state, modelName);
  if (!row) return;
  const { configurationId: _id, dealerNo: _dealer, ...latest } = row;
  await tx
    .insert(dealerHistory)
    .values(row)
    .onConflictDoUpdate({ target: [dealerHistory.dealerNo, dealerHistory.configurationId], set: latest });
}

/** A deleted configuration leaves the history, as it can no longer be opened. */
export const dealerHistoryProjection: EventProjection = {
  ConfigurationSaved: upsertRowOf,
  ConfigurationSentToDealer: upsertRowOf,
  ConfigurationDeleted: async (_event, { tx, state }) => {
    await tx.delete(dealerHistory).where(eq(dealerHistory.configurationId, state.configurationId));
  },
};

/** Keeps the history in step with one event. */
export async function projectDealerHistory(
  tx: DatabaseTransaction,
  event: ConfigurationEvent,
  state: Configuration,
  modelName: string,
): Promise<void> {
  await project(dealerHistoryProjection, event, { tx, state, modelName });
}

export interface DealerHistoryFilter {
  dealerNo: string;
  modelId?: string | undefined;
  /** Inclusive, ISO date. */
  dateFrom?: string | undefined;
  /** Inclusive, ISO date: the whole day counts. */
  dateTo?: string | undefined;
  customer?: string | undefined;
  limit: number;
}

export type DealerHistoryRow = typeof dealerHistory.$inferSelect;

export async function readDealerHistory(
  db: Database,
  filter: DealerHistoryFilter,
): Promise<DealerHistoryRow[]> {
  const conditions = [eq(dealerHistory.dealerNo, filter.dealerNo)];
  if (filter.modelId) conditions.push(eq(dealerHistory.modelId, filter.modelId));
  if (filter.dateFrom) conditions.push(gte(dealerHistory.savedAt, `${filter.dateFrom}T00:00:00Z`));
  if (filter.dateTo) {
    conditions.push(lt(dealerHistory.savedAt, sql`(${filter.dateTo}::date + 1)::timestamptz`));
  }
  if (filter.customer) {
    const pattern = `%${filter.customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      ilike(sql`${dealerHistory.customerFirstname} || ' ' || ${dealerHistory.customerLastname}`, pattern),
    );
  }
  return db
    .select()
    .from(dealerHistory)
    .where(and(...conditions))
    .orderBy(desc(dealerHistory.savedAt), desc(dealerHistory.id))
    .limit(filter.limit);
}
