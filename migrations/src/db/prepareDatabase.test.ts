import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogText } from '../catalog/importCatalog.js';
import { miniCatalog } from '../testing/miniCatalog.js';
import { testDatabases } from '../testing/testDatabases.js';
import type { DatabaseHandle } from './database.js';
import { prepareDatabase } from './prepareDatabase.js';
import { vehicles } from './schema/catalog.js';

describe.each(testDatabases())('preparing the database on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  const vehicleCount = async () => (await handle.db.select({ n: count() }).from(vehicles))[0]?.n;

  it('leaves an empty database without a catalog when seeding is off', async () => {
    expect(await prepareDatabase(handle, { seed: false })).toBe('not-seeded');
    expect(await vehicleCount()).toBe(0);
  });

  it('seeds an empty database once', async () => {
    expect(await prepareDatabase(handle)).toBe('seeded');
    const seeded = await vehicleCount();
    expect(seeded).toBeGreaterThanOrEqual(25);
    expect(await prepareDatabase(handle)).toBe('unchanged');
    expect(await vehicleCount()).toBe(seeded);
  });

  it('keeps an imported catalog', async () => {
    await importCatalogText(handle.db, JSON.stringify(miniCatalog()), 'file:mini.json');
    expect(await prepareDatabase(handle)).toBe('kept-imported-catalog');
    expect(await vehicleCount()).toBe(1);
  });
});
