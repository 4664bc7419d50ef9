import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/testDatabases.js';
import { type DatabaseHandle, databaseTargetFromEnv, queryRows } from './database.js';
import { events } from './schema/eventStore.js';

/** The migrations drizzle-kit generated, in order. */
const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const REQUIRED_TABLES = [
  'events',
  'outbox',
  'configuration_read_model',
  'dealer_history',
  'user_configurations',
  'share_links',
  'brands',
  'companies',
  'markets',
  'countries',
  'segments',
  'vehicles',
  'variations',
  'setups',
  'part_categories',
  'parts',
  'rules',
  'attributes',
  'finance_data',
  'render_settings',
  'dealers',
  'accounts',
  'identity_keys',
];

describe.each(testDatabases())('migrations on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('creates every table of the product', async () => {
    const rows = await queryRows<{ table_name: string }>(
      handle.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of REQUIRED_TABLES) expect(tables).toContain(table);
  });

  it('applies again without changing anything', async () => {
    await handle.migrate();
    const rows = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('refuses a second event with the same stream version', async () => {
    const event = { streamId: 'stream-1', streamVersion: 1, type: 'ConfigurationCreated', data: {} };
    await handle.db.insert(events).values(event);
    await expect(handle.db.insert(events).values(event)).rejects.toThrow();
    await handle.db.insert(events).values({ ...event, streamVersion: 2 });
    const rows = await handle.db.select().from(events);
    expect(rows.map((r) => r.streamVersion)).toEqual([1, 2]);
    expect(rows[1]!.globalPosition).toBeGreaterThan(rows[0]!.globalPosition);
  });
});

describe('database target from the environment', () => {
  it('opens a PostgreSQL server with DATABASE_POOL_SIZE connections, 20 by default', () => {
    const url = 'postgres://u@host:5432/db';
    expect(databaseTargetFromEnv({ DATABASE_URL: url }, '/x')).toEqual({
      kind: 'postgres',
      url,
      poolSize: 20,
    });
    expect(databaseTargetFromEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: '50' }, '/x')).toEqual({
      kind: 'postgres',
      url,
      poolSize: 50,
    });
  });

  it('keeps embedded PGlite in its data directory without DATABASE_URL', () => {
    expect(databaseTargetFromEnv({ DATABASE_POOL_SIZE: '50' }, '/data/pglite')).toEqual({
      kind: 'pglite',
      dataDir: '/data/pglite',
    });
  });
});
