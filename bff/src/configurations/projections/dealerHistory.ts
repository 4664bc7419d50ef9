import type { Configuration, ConfigurationEvent } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { dealerHistory } from '@configurator/migrations/db/schema/projections';
import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';

/**
 * Every save (and save as new) leaves a row in the history of the dealer who saved it, every
 * enquiry one in the history of the dealer it was sent to; a deleted
 * configuration leaves the history, since it can no longer be opened.
 */
export async function projectDealerHistory(
  tx: DatabaseTransaction,
  event: ConfigurationEvent,
  state: Configuration,
  modelName: string,
): Promise<void> {
  if (event.type === 'ConfigurationDeleted') {
    await tx.delete(dealerHistory).where(eq(dealerHistory.configurationId, state.configurationId));
    return;
  }
  if (event.type === 'ConfigurationSentToDealer') {
    // The enquiry reaches the chosen dealer's history: the customer is the enquiring user.
    await tx.insert(dealerHistory).values({
      configurationId: state.configurationId,
      dealerNo: event.dealerNo,
      savedBy: event.userProfileId,
      modelId: state.modelId,
      modelName,
      priceMinor: state.price,
      currency: state.currency,
      customerFirstname: event.userProfile.firstName,
      customerLastname: event.userProfile.lastName,
      vin: null,
      orderNumber: null,
      comment: `Enquiry from ${event.userProfile.email}`,
      streamVersion: state.version,
      savedAt: event.at,
    });
    return;
  }
  if (event.type !== 'ConfigurationSaved') return;
  const details = event.saveDetails;
  await tx.insert(dealerHistory).values({
    configurationId: state.configurationId,
    dealerNo: event.by.dealerNo ?? null,
    savedBy: event.by.userId ?? event.by.anonymousId ?? null,
    modelId: state.modelId,
    modelName,
    priceMinor: state.price,
    currency: state.currency,
    customerFirstname: details.firstname,
    customerLastname: details.lastname,
    vin: details.vin,
    orderNumber: details.orderNumber,
    comment: details.comment,
    streamVersion: state.version,
    savedAt: event.at,
  });
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
