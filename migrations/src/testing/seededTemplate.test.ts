import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { prepareDatabase } from '../db/prepareDatabase.js';
import { templateVersion } from './seededTemplate.js';
import { testDatabases } from './testDatabases.js';

describe.each(testDatabases())('seeded test databases ($name)', (testDatabase) => {
  it('are what preparing a fresh database gives, each a copy of its own', async () => {
    const first = await testDatabase.openSeeded();
    const second = await testDatabase.openSeeded();
    try {
      // Nothing left to migrate or seed: the template is the current schema and seed.
      expect(await prepareDatabase(first)).toBe('unchanged');
      const count = async (handle: typeof first) =>
        Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from parts`))[0]?.n);
      const parts = await count(first);
      expect(parts).toBeGreaterThan(100);
      expect(await count(second)).toBe(parts);
      await first.db.execute(sql`create table copy_probe (x int)`);
      const probe = async (handle: typeof first) =>
        (
          await queryRows<{ t: string | null }>(handle.db, sql`select to_regclass('copy_probe')::text as t`)
        )[0]?.t;
      expect(await probe(first)).toBe('copy_probe');
      expect(await probe(second)).toBeNull();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('the template version', () => {
  it('is a short hash of the sources, the same on every call', () => {
    expect(templateVersion()).toMatch(/^[0-9a-f]{16}$/);
    expect(templateVersion()).toBe(templateVersion());
  });
});
