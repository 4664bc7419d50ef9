import type { Configuration } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { configurationReadModel } from '@configurator/migrations/db/schema/projections';
import { eq, type SQL, sql } from 'drizzle-orm';

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

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The same upsert as plain SQL, to embed in the one-statement append of part changes. */
export function configurationUpsertSql(state: Configuration): SQL {
  const r = readModelRow(state);
  return sql`insert into configuration_read_model (configuration_id, model_id, variation_code, company_id, market,
      culture, part_ids, selected_setup_id, applied_setup_id, vehicle_settings, price_minor, currency, is_dirty,
      save_details, cloned_configuration_id, creator_anonymous_id, user_id, stream_version, deleted_at, created_at,
      updated_at)
    values (${r.configurationId}, ${r.modelId}, ${r.variationCode}, ${r.companyId}, ${r.market}, ${r.culture},
      ${json(r.partIds)}::jsonb, ${r.selectedSetupId}, ${r.appliedSetupId}, ${json(r.vehicleSettings)}::jsonb,
      ${r.priceMinor}, ${r.currency}, ${r.isDirty}, ${json(r.saveDetails)}::jsonb, ${r.clonedConfigurationId},
      ${r.creatorAnonymousId}, ${r.userId}, ${r.streamVersion}, ${r.deletedAt}::timestamptz,
      ${r.createdAt}::timestamptz, ${r.updatedAt}::timestamptz)
    on conflict (configuration_id) do update set model_id = excluded.model_id,
      variation_code = excluded.variation_code, company_id = excluded.company_id, market = excluded.market,
      culture = excluded.culture, part_ids = excluded.part_ids, selected_setup_id = excluded.selected_setup_id,
      applied_setup_id = excluded.applied_setup_id, vehicle_settings = excluded.vehicle_settings,
      price_minor = excluded.price_minor, currency = excluded.currency, is_dirty = excluded.is_dirty,
      save_details = excluded.save_details, cloned_configuration_id = excluded.cloned_configuration_id,
      creator_anonymous_id = excluded.creator_anonymous_id, user_id = excluded.user_id,
      stream_version = excluded.stream_version, deleted_at = excluded.deleted_at,
      created_at = excluded.created_at, updated_at = excluded.updated_at`;
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
