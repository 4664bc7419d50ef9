import type { Database } from '@configurator/migrations/db/database';
import { identityEntries } from '@configurator/migrations/db/schema/identity';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** A model stored without an expiry of its own lives at most this long (the longest TTL). */
const LONGEST_LIFE_SECONDS = 14 * 24 * 60 * 60;
/** How often a server removes the expired rows, at most. */
const SWEEP_INTERVAL_MS = 60_000;

const now = sql`now()`;
/** Every condition at once. */
const all = (...conditions: SQL[]) => and(...conditions) as SQL;
const expiresIn = (seconds: number) =>
  sql`now() + make_interval(secs => ${Number.isFinite(seconds) && seconds > 0 ? seconds : LONGEST_LIFE_SECONDS})`;

/**
 * The built-in provider's state (sessions, interactions, grants, codes, tokens) in the
 * `identity_entries` table: every server on the database knows every login, and logins outlive
 * restarts. Time is the database's, so servers with skewed clocks agree on what has expired.
 */
export function databaseAdapter(db: Database): new (name: string) => Adapter {
  let lastSweep = 0;
  /** Expired rows are removed now and then, by whichever server writes. */
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    await db.delete(identityEntries).where(lte(identityEntries.expiresAt, now));
  };
  const live = async (where: SQL): Promise<AdapterPayload | undefined> => {
    const [row] = await db
      .select({ payload: identityEntries.payload })
      .from(identityEntries)
      .where(all(where, gt(identityEntries.expiresAt, now)))
      .limit(1);
    return (row?.payload as AdapterPayload | undefined) ?? undefined;
  };

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    private entry(id: string) {
      return all(eq(identityEntries.kind, this.kind), eq(identityEntries.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, seconds: number): Promise<void> {
      const fields = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn(seconds),
        consumedAt: payload.consumed ? sql`to_timestamp(${payload.consumed})` : null,
      };
      await db
        .insert(identityEntries)
        .values({ kind: this.kind, id, ...fields })
        .onConflictDoUpdate({
          target: [identityEntries.kind, identityEntries.id],
          set: fields,
        });
      await sweep();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.entry(id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return live(all(eq(identityEntries.kind, this.kind), eq(identityEntries.uid, uid)));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return live(all(eq(identityEntries.kind, this.kind), eq(identityEntries.userCode, userCode)));
    }

    /** Marks a code or token used; the payload says when, as the provider reads it. */
    async consume(id: string): Promise<void> {
      await db
        .update(identityEntries)
        .set({
          consumedAt: now,
          payload: sql`jsonb_set(${identityEntries.payload}, '{consumed}', to_jsonb(floor(extract(epoch from now()))::bigint))`,
        })
        .where(this.entry(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(identityEntries).where(this.entry(id));
    }

    /** Everything issued under a grant (codes, tokens, the grant itself), of every kind. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(identityEntries).where(eq(identityEntries.grantId, grantId));
    }
  };
}
