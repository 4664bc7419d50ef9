import type { Configuration } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { configurationReadModel } from '@configurator/migrations/db/schema/projections';
import { eq } from 'drizzle-orm';

export type ConfigurationRow = typeof configurationReadModel.$inferSelect;

/** The read model row of a configuration: its state after the events just appended. */
export function readModelRow(state: Configuration): ConfigurationRow {
  return {
    configurationId: state.configurationId,
    modelId: state.modelId,
    variationCode: state.variationCode,
    companyId: state.companyId,
    market: state.market,
    culture: state.culture,
    partIds: [...state.partIds],
    selectedSetupId: state.selectedSetupId,
    appliedSetupId: state.appliedSetupId,
    vehicleSettings: state.vehicleSettings,
    priceMinor: state.price,
    currency: state.currency,
    isDirty: state.isDirty,
    saveDetails: state.saveDetails,
    clonedConfigurationId: state.clonedConfigurationId,
    creatorAnonymousId: state.anonymousId,
    userId: state.ownerUserId,
    streamVersion: state.version,
    deletedAt: state.deleted ? state.modifiedAt : null,
    createdAt: state.createdAt,
    updatedAt: state.modifiedAt,
  };
}

/** The upsert of a configuration's read model row, to run alone or inside a larger statement. */
export function configurationUpsert(db: Database | DatabaseTransaction, state: Configuration) {
  const row = readModelRow(state);
  const { configurationId: _id, ...changes } = row;
  return db
    .insert(configurationReadModel)
    .values(row)
    .onConflictDoUpdate({ target: configurationReadModel.configurationId, set: changes });
}

export async function projectConfiguration(tx: DatabaseTransaction, state: Configuration): Promise<void> {
  await configurationUpsert(tx, state);
}

export async function readConfigurationRow(
  db: Database,
  configurationId: string,
): Promise<ConfigurationRow | null> {
  const [row] = await db
    .select()
    .from(configurationReadModel)
    .where(eq(configurationReadModel.configurationId, configurationId));
  return row ?? null;
}
