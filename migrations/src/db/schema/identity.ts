import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
