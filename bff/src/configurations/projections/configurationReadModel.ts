import type { Configuration } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { configurationReadModel } from '@configurator/migrations/db/schema/projections';
import { getTableColumns } from 'drizzle-orm';
import type { RowProjection } from '../../eventStore/groupCommit.js';

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

/** The read model as the group commit writes it: the table and its key. */
export const CONFIGURATION_READ_MODEL_PROJECTION: RowProjection = {
  table: configurationReadModel,
  key: configurationReadModel.configurationId,
};

const COLUMN_NAMES = Object.entries(getTableColumns(configurationReadModel)).map(
  ([property, column]) => [property, column.name] as const,
);

/** The read model row by column name, to embed in the one-statement append of part changes. */
export function configurationRowByColumn(state: Configuration): Record<string, unknown> {
  const row = readModelRow(state) as Record<string, unknown>;
  const byColumn: Record<string, unknown> = {};
  for (const [property, name] of COLUMN_NAMES) byColumn[name] = row[property] ?? null;
  return byColumn;
}

export async function projectConfiguration(tx: DatabaseTransaction, state: Configuration): Promise<void> {
  await configurationUpsert(tx, state);
}
