import type { ConfigurationEvent } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { shareLinks } from '@configurator/migrations/db/schema/projections';
import { eq } from 'drizzle-orm';

export async function projectShareLinks(
  tx: DatabaseTransaction,
  event: ConfigurationEvent,
  configurationId: string,
): Promise<void> {
  if (event.type !== 'ConfigurationShared') return;
  await tx.insert(shareLinks).values({ code: event.shareCode, configurationId, createdAt: event.at });
}

export async function configurationOfShareCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.code, code));
  return row?.configurationId ?? null;
}
