import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Accounts of the built-in OpenID provider: customers, and dealers with their DealerNo. */
export const accounts = pgTable('accounts', {
  accountId: text('account_id').primaryKey(),
  /** Stored in lower case; unique. */
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  /** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
  passwordHash: text('password_hash').notNull(),
  dealerNo: text('dealer_no'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The built-in provider's signing keys (private JWKs), made at first start so tokens survive restarts. */
export const identityKeys = pgTable('identity_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * The built-in provider's state (sessions, interactions, grants, codes, tokens), one row per model
 * and id, so every server on the database knows it and it outlives restarts. Rows past
 * `expires_at` are dead: never found, and removed now and then.
 */
export const identityEntries = pgTable(
  'identity_entries',
  {
    /** The oidc-provider model: Session, Interaction, Grant, AuthorizationCode, AccessToken... */
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('identity_entries_grant').on(t.grantId),
    index('identity_entries_uid').on(t.uid),
    index('identity_entries_user_code').on(t.userCode),
    index('identity_entries_expires').on(t.expiresAt),
  ],
);

/** The keys the built-in provider signs its cookies with, the same on every server. */
export const identityCookieKeys = pgTable('identity_cookie_keys', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
