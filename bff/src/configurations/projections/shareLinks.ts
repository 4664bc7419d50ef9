import { randomBytes } from 'node:crypto';
import type { ConfigurationEvent } from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { shareLinks } from '@configurator/migrations/db/schema/projections';
import { eq } from 'drizzle-orm';

/** Without look-alike characters (0/O, 1/l/I), so a code read aloud or typed works. */
const SHARE_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newShareCode(): string {
  return [...randomBytes(10)].map((b) => SHARE_CODE_ALPHABET[b % SHARE_CODE_ALPHABET.length]).join('');
}

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
