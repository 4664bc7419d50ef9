import { randomBytes } from 'node:crypto';
import type { Database } from '@configurator/migrations/db/database';
import { shareLinks } from '@configurator/migrations/db/schema/projections';
import { eq } from 'drizzle-orm';
import type { EventProjection } from './eventProjection.js';

/** Without look-alike characters (0/O, 1/l/I), so a code read aloud or typed works. */
const SHARE_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newShareCode(): string {
  return [...randomBytes(10)].map((b) => SHARE_CODE_ALPHABET[b % SHARE_CODE_ALPHABET.length]).join('');
}

export const shareLinksProjection: EventProjection = {
  ConfigurationShared: async (event, { tx, state }) => {
    await tx
      .insert(shareLinks)
      .values({ code: event.shareCode, configurationId: state.configurationId, createdAt: event.at });
  },
};

export async function configurationOfShareCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.code, code));
  return row?.configurationId ?? null;
}
