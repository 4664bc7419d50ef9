import type { Database } from '@configurator/migrations/db/database';
import { identityKeys } from '@configurator/migrations/db/schema/identity';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The built-in provider's signing keys: an RS256 key made at first start and kept in the
 * database, so tokens stay valid across restarts and between servers sharing the database.
 */
export async function loadSigningKeys(db: Database): Promise<JWK[]> {
  const stored = await db
    .select({ jwk: identityKeys.jwk })
    .from(identityKeys)
    .orderBy(identityKeys.createdAt);
  if (stored.length > 0) return stored.map((row) => row.jwk as JWK);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: crypto.randomUUID() };
  // Two servers starting at once each add a key: both are published, the older one signs.
  await db.insert(identityKeys).values({ kid: jwk.kid, jwk }).onConflictDoNothing();
  const all = await db.select({ jwk: identityKeys.jwk }).from(identityKeys).orderBy(identityKeys.createdAt);
  return all.map((row) => row.jwk as JWK);
}

/** The public half of private JWKs, for the verifier. */
export function publicJwks(keys: JWK[]): JWK[] {
  return keys.map(({ kty, n, e, crv, x, y, alg, use, kid }) =>
    Object.fromEntries(
      Object.entries({ kty, n, e, crv, x, y, alg, use, kid }).filter(([, v]) => v !== undefined),
    ),
  );
}
