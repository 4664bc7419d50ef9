import { randomBytes } from 'node:crypto';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { identityCookieKeys, identityKeys } from '@configurator/migrations/db/schema/identity';
import { asc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The stored keys; at first start one is made and stored. Servers starting at once on an empty
 * database wait for each other on the table's lock, so they all end up with the one same key.
 */
async function storedOrMade<T>(
  db: Database,
  table: 'identity_keys' | 'identity_cookie_keys',
  read: (db: Database | DatabaseTransaction) => Promise<T[]>,
  make: (tx: DatabaseTransaction) => Promise<void>,
): Promise<T[]> {
  const stored = await read(db);
  if (stored.length > 0) return stored;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`));
    const made = await read(tx);
    if (made.length > 0) return made;
    await make(tx);
    return read(tx);
  });
}

/**
 * The built-in provider's signing keys: an RS256 key made at first start and kept in the
 * database, so tokens stay valid across restarts and between servers sharing the database.
 * The oldest signs; all are published.
 */
export async function loadSigningKeys(db: Database): Promise<JWK[]> {
  return storedOrMade(
    db,
    'identity_keys',
    async (from) =>
      (
        await from
          .select({ jwk: identityKeys.jwk })
          .from(identityKeys)
          .orderBy(asc(identityKeys.createdAt), asc(identityKeys.kid))
      ).map((row) => row.jwk as JWK),
    async (tx) => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
      const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: crypto.randomUUID() };
      await tx.insert(identityKeys).values({ kid: jwk.kid, jwk });
    },
  );
}

/**
 * The keys the built-in provider signs its cookies with, kept in the database: a session cookie
 * set by one server is read by every other on the database, and after a restart. The oldest signs.
 */
export async function loadCookieKeys(db: Database): Promise<string[]> {
  return storedOrMade(
    db,
    'identity_cookie_keys',
    async (from) =>
      (
        await from
          .select({ key: identityCookieKeys.key })
          .from(identityCookieKeys)
          .orderBy(asc(identityCookieKeys.createdAt), asc(identityCookieKeys.key))
      ).map((row) => row.key),
    async (tx) => {
      await tx.insert(identityCookieKeys).values({ key: randomBytes(32).toString('base64url') });
    },
  );
}

/** The public half of private JWKs, for the verifier. */
export function publicJwks(keys: JWK[]): JWK[] {
  return keys.map(({ kty, n, e, crv, x, y, alg, use, kid }) =>
    Object.fromEntries(
      Object.entries({ kty, n, e, crv, x, y, alg, use, kid }).filter(([, v]) => v !== undefined),
    ),
  );
}
