import type { ConfigurationEvent } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { configurationReadModel, userConfigurations } from '@configurator/migrations/db/schema/projections';
import { and, desc, eq, isNull } from 'drizzle-orm';

/** Configurations a customer saved to the account, newest save first. */
export async function projectUserConfigurations(
  tx: DatabaseTransaction,
  event: ConfigurationEvent,
  configurationId: string,
): Promise<void> {
  if (event.type === 'ConfigurationSavedToAccount') {
    await tx
      .insert(userConfigurations)
      .values({ userId: event.userId, configurationId, savedAt: event.at })
      .onConflictDoUpdate({
        target: [userConfigurations.userId, userConfigurations.configurationId],
        set: { savedAt: event.at },
      });
  } else if (event.type === 'ConfigurationDeleted') {
    await tx.delete(userConfigurations).where(eq(userConfigurations.configurationId, configurationId));
  }
}

export async function readUserConfigurations(db: Database, userId: string) {
  return db
    .select({
      configurationId: userConfigurations.configurationId,
      savedAt: userConfigurations.savedAt,
      modelId: configurationReadModel.modelId,
      variationCode: configurationReadModel.variationCode,
      priceMinor: configurationReadModel.priceMinor,
      currency: configurationReadModel.currency,
      partIds: configurationReadModel.partIds,
    })
    .from(userConfigurations)
    .innerJoin(
      configurationReadModel,
      eq(configurationReadModel.configurationId, userConfigurations.configurationId),
    )
    .where(and(eq(userConfigurations.userId, userId), isNull(configurationReadModel.deletedAt)))
    .orderBy(desc(userConfigurations.savedAt));
}
