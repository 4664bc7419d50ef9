import type { Database } from '@configurator/migrations/db/database';
import { configurationReadModel, userConfigurations } from '@configurator/migrations/db/schema/projections';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { EventProjection } from './eventProjection.js';

/** Configurations a customer saved to the account, newest save first; a deleted one leaves the list. */
export const userConfigurationsProjection: EventProjection = {
  ConfigurationSavedToAccount: async (event, { tx, state }) => {
    await tx
      .insert(userConfigurations)
      .values({ userId: event.userId, configurationId: state.configurationId, savedAt: event.at })
      .onConflictDoUpdate({
        target: [userConfigurations.userId, userConfigurations.configurationId],
        set: { savedAt: event.at },
      });
  },
  ConfigurationDeleted: async (_event, { tx, state }) => {
    await tx.delete(userConfigurations).where(eq(userConfigurations.configurationId, state.configurationId));
  },
};

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
