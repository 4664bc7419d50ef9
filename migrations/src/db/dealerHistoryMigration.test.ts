import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from './database.js';

const ONE_ROW_PER_SAVE = '0003_dealer_history_latest_save.sql';

async function runFile(handle: DatabaseHandle, file: string): Promise<void> {
  const text = await readFile(join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
  }
}

interface Row {
  configuration_id: string;
  dealer_no: string;
  customer_lastname: string;
  price_minor: number;
}

/** The history written one row per save, before the migration that keeps only the latest save. */
describe('the migration to one dealer history row per configuration', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
    expect(files).toContain(ONE_ROW_PER_SAVE);
    for (const file of files.slice(0, files.indexOf(ONE_ROW_PER_SAVE))) await runFile(handle, file);
  });
  afterAll(() => handle?.close());

  const insert = (configuration: string, dealer: string | null, lastname: string, version: number) =>
    handle.db.execute(sql`
      INSERT INTO dealer_history (configuration_id, dealer_no, model_id, model_name, price_minor, currency,
        customer_firstname, customer_lastname, stream_version, saved_at)
      VALUES (${configuration}, ${dealer}, 'M', 'Model', ${version * 100}, 'EUR', 'A', ${lastname}, ${version},
        ${`2026-11-25T12:00:0${version}Z`})`);

  it('keeps the latest save of each configuration per dealer, drops saves without a dealer', async () => {
    await insert('c1', 'D-1', 'Old', 3);
    await insert('c1', 'D-1', 'New', 5);
    await insert('c1', 'D-1', 'Middle', 4);
    await insert('c1', 'D-2', 'Other dealer', 2);
    await insert('c2', 'D-1', 'Only', 2);
    await insert('c2', null, 'Nobody', 3);

    await runFile(handle, ONE_ROW_PER_SAVE);

    const { rows } = (await handle.db.execute(sql`
      SELECT configuration_id, dealer_no, customer_lastname, price_minor FROM dealer_history
      ORDER BY configuration_id, dealer_no`)) as unknown as { rows: Row[] };
    expect(rows.map((row) => ({ ...row, price_minor: Number(row.price_minor) }))).toEqual([
      { configuration_id: 'c1', dealer_no: 'D-1', customer_lastname: 'New', price_minor: 500 },
      { configuration_id: 'c1', dealer_no: 'D-2', customer_lastname: 'Other dealer', price_minor: 200 },
      { configuration_id: 'c2', dealer_no: 'D-1', customer_lastname: 'Only', price_minor: 200 },
    ]);
    // From now on the table itself holds one row per configuration and dealer.
    await expect(insert('c2', 'D-1', 'Again', 6)).rejects.toThrow();
  });
});
