import { randomUUID } from 'node:crypto';
import type { Database } from '@configurator/migrations/db/database';
import { dealers } from '@configurator/migrations/db/schema/catalog';
import { accounts } from '@configurator/migrations/db/schema/identity';
import { asc, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from './passwords.js';

export interface Account {
  accountId: string;
  email: string;
  givenName: string;
  familyName: string;
  dealerNo: string | null;
}

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'customer' };
export const DEMO_DEALER = { email: 'dealer@example.com', password: 'dealer' };

const publicFields = {
  accountId: accounts.accountId,
  email: accounts.email,
  givenName: accounts.givenName,
  familyName: accounts.familyName,
  dealerNo: accounts.dealerNo,
};

/** The built-in provider's accounts, in the `accounts` table. */
export class AccountStore {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly db: Database) {}

  async byId(accountId: string): Promise<Account | null> {
    const [row] = await this.db.select(publicFields).from(accounts).where(eq(accounts.accountId, accountId));
    return row ?? null;
  }

  /** The account when the e-mail and password match, else null. */
  async authenticate(email: string, password: string): Promise<Account | null> {
    const [row] = await this.db
      .select({ ...publicFields, passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.email, email.trim().toLowerCase()));
    // An unknown e-mail costs the same time as a wrong password.
    this.dummyHash ??= hashPassword('not a password');
    const valid = await verifyPassword(password, row?.passwordHash ?? (await this.dummyHash));
    if (!row || !valid) return null;
    const { passwordHash: _, ...account } = row;
    return account;
  }

  /** A new customer account; null when the e-mail is taken. */
  async register(input: {
    email: string;
    password: string;
    givenName: string;
    familyName: string;
    dealerNo?: string | null;
  }): Promise<Account | null> {
    const account: Account = {
      accountId: randomUUID(),
      email: input.email.trim().toLowerCase(),
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
      dealerNo: input.dealerNo ?? null,
    };
    const inserted = await this.db
      .insert(accounts)
      .values({ ...account, passwordHash: await hashPassword(input.password) })
      .onConflictDoNothing()
      .returning({ accountId: accounts.accountId });
    return inserted.length > 0 ? account : null;
  }

  /**
   * The documented demo accounts: a customer, and a dealer of the first seeded dealership
   * (by DealerNo). Existing accounts are kept.
   */
  async seedDemoAccounts(): Promise<void> {
    const [dealer] = await this.db
      .select({ dealerNo: dealers.dealerNo })
      .from(dealers)
      .orderBy(asc(dealers.dealerNo))
      .limit(1);
    const demo = [
      { ...DEMO_CUSTOMER, givenName: 'Chris', familyName: 'Customer', dealerNo: null },
      { ...DEMO_DEALER, givenName: 'Dana', familyName: 'Dealer', dealerNo: dealer?.dealerNo ?? null },
    ];
    for (const account of demo) {
      const [existing] = await this.db
        .select({ accountId: accounts.accountId, dealerNo: accounts.dealerNo })
        .from(accounts)
        .where(eq(accounts.email, account.email));
      if (!existing) await this.register(account);
      // The dealer account made before any dealer was imported becomes that dealer's.
      else if (account.dealerNo && !existing.dealerNo) {
        await this.db
          .update(accounts)
          .set({ dealerNo: account.dealerNo })
          .where(eq(accounts.accountId, existing.accountId));
      }
    }
  }
}
