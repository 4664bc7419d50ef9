import { openDatabase } from '@configurator/migrations/db/database';
import { vehicles } from '@configurator/migrations/db/schema/catalog';
import { events } from '@configurator/migrations/db/schema/eventStore';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { environmentFor, startServer } from '../src/serverProcess.js';

describe.each(testDatabases())('the server on $name', (database) => {
  it('migrates and seeds on first start, serves, stops on Ctrl-C and keeps data on a second start', async () => {
    const { target, dispose } = await database.createTarget();
    try {
      const first = await startServer(environmentFor(target));
      expect(first.output()).toContain('catalog: seeded');
      const ready = await fetch(`${first.url}/readyz`);
      expect(ready.status).toBe(200);
      // No render node yet: the local one starts with the first picture.
      expect(await ready.json()).toEqual({ status: 'ready', database: 'up', renderNodes: 0 });
      const page = await fetch(`${first.url}/main/motorcycles`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect(await first.stop()).toBe(0);

      // Something the product stored between the two starts.
      const handle = await openDatabase(target);
      const seededVehicles = (await handle.db.select({ n: count() }).from(vehicles))[0]?.n ?? 0;
      expect(seededVehicles).toBeGreaterThanOrEqual(25);
      await handle.db
        .insert(events)
        .values({ streamId: 'kept', streamVersion: 1, type: 'ConfigurationCreated', data: { ModelId: 'x' } });
      await handle.close();

      const second = await startServer(environmentFor(target));
      expect(second.output()).toContain('catalog: unchanged');
      expect(await second.stop()).toBe(0);

      const reopened = await openDatabase(target);
      const kept = await reopened.db.select().from(events).where(eq(events.streamId, 'kept'));
      expect(kept).toHaveLength(1);
      expect((await reopened.db.select({ n: count() }).from(vehicles))[0]?.n).toBe(seededVehicles);
      await reopened.close();
    } finally {
      await dispose();
    }
  });
});
