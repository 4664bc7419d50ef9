import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../db/database.js';
import { parts, rules, vehicles } from '../db/schema/catalog.js';
import { miniCatalog } from '../testing/miniCatalog.js';
import { testDatabases } from '../testing/testDatabases.js';
import type { CatalogInput } from './catalogFormat.js';
import { CatalogImportError } from './catalogIssues.js';
import { currentCatalogOrigin, importCatalogText, parseCatalog } from './importCatalog.js';

function issuesOf(action: () => unknown): { path: string; message: string }[] {
  try {
    action();
  } catch (error) {
    if (error instanceof CatalogImportError) return [...error.issues];
    throw error;
  }
  throw new Error('expected the catalog to be rejected');
}

function broken(change: (c: CatalogInput) => void): CatalogInput {
  const catalog = miniCatalog();
  change(catalog);
  return catalog;
}

describe('catalog checks', () => {
  it('accepts mutual requirements and chains', () => {
    const catalog = parseCatalog(miniCatalog());
    expect(catalog.vehicles[0]?.rules).toHaveLength(5);
  });

  it('names the JSON path of a wrong type', () => {
    const issues = issuesOf(() => parseCatalog(broken((c) => Object.assign(c.parts[1]!, { racing: 'yes' }))));
    expect(issues).toContainEqual(expect.objectContaining({ path: 'parts[1].racing' }));
  });

  it('reports a rule naming an unknown part with its path', () => {
    const issues = issuesOf(() =>
      parseCatalog(
        broken((c) => c.vehicles[0]!.rules!.push({ ruleType: 1, partId: 101, parts: [102, 999] })),
      ),
    );
    expect(issues).toEqual([{ path: 'vehicles[0].rules[5].parts[1]', message: 'unknown part 999' }]);
  });

  it('reports every problem at once', () => {
    const issues = issuesOf(() =>
      parseCatalog(
        broken((c) => {
          c.parts[0]!.prices = {};
          c.vehicles[0]!.segment = 'NOPE';
          c.vehicles[0]!.setups![0]!.parts.push(555);
          c.vehicles[0]!.rules!.push({ ruleType: 1, partId: 105, parts: [105] });
        }),
      ),
    );
    expect(issues.map((i) => i.path)).toEqual([
      'parts[0].prices',
      'vehicles[0].segment',
      'vehicles[0].rules[5].parts[0]',
      'vehicles[0].setups[0].parts[4]',
    ]);
  });

  it('refuses links a page would follow that are not http or https', () => {
    const issues = issuesOf(() =>
      parseCatalog(
        broken((c) => {
          c.brands[0]!.link = 'javascript:alert(1)';
          c.vehicles[0]!.testRide = { url: 'data:text/html,<script>alert(1)</script>', status: true };
        }),
      ),
    );
    expect(issues).toEqual([
      { path: 'brands[0].link', message: 'must be an http or https address' },
      { path: 'vehicles[0].testRide.url', message: 'must be an http or https address' },
    ]);
  });

  it('reports a missing language and a missing default company', () => {
    const issues = issuesOf(() =>
      parseCatalog(
        broken((c) => {
          delete (c.parts[2]!.name as Partial<Record<string, string>>).it;
        }),
      ),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path: 'parts[2].name.it' }));
    const companyIssues = issuesOf(() => parseCatalog(broken((c) => (c.companies[0]!.isDefault = false))));
    expect(companyIssues[0]?.path).toBe('companies');
  });
});

describe.each(testDatabases())('catalog import on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
  });
  afterAll(() => handle.close());

  const counts = async () => ({
    vehicles: (await handle.db.select({ n: count() }).from(vehicles))[0]?.n,
    parts: (await handle.db.select({ n: count() }).from(parts))[0]?.n,
    rules: (await handle.db.select({ n: count() }).from(rules))[0]?.n,
  });

  it('imports a catalog', async () => {
    const summary = await importCatalogText(handle.db, JSON.stringify(miniCatalog()), 'file:mini.json');
    expect(summary).toMatchObject({ vehicles: 1, parts: 5, rules: 5 });
    expect(await counts()).toEqual({ vehicles: 1, parts: 5, rules: 5 });
    expect((await currentCatalogOrigin(handle.db))?.source).toBe('file:mini.json');
  });

  it('leaves the database unchanged when the file is broken', async () => {
    const before = await counts();
    const partRows = async () =>
      queryRows(handle.db, sql`SELECT part_id, prices FROM parts ORDER BY part_id`);
    const snapshot = await partRows();
    const bad = broken((c) => {
      c.parts = c.parts.slice(0, 2);
      c.vehicles[0]!.rules!.push({ ruleType: 0, partId: 101, parts: [4242] });
    });
    await expect(importCatalogText(handle.db, JSON.stringify(bad), 'file:bad.json')).rejects.toThrow(
      /vehicles\[0\]\.rules\[5\]\.parts\[0\]: unknown part 4242/,
    );
    await expect(importCatalogText(handle.db, '{"formatVersion": 1,', 'file:cut.json')).rejects.toThrow(
      /\$: not valid JSON/,
    );
    expect(await counts()).toEqual(before);
    expect(await partRows()).toEqual(snapshot);
    expect((await currentCatalogOrigin(handle.db))?.source).toBe('file:mini.json');
  });

  it('replaces the previous catalog entirely', async () => {
    const smaller = broken((c) => {
      c.parts = c.parts.filter((p) => p.partId !== 105);
      c.vehicles[0]!.parts = [101, 102, 103, 104];
      c.vehicles[0]!.rules = c.vehicles[0]!.rules!.filter((r) => r.partId !== 105);
    });
    await importCatalogText(handle.db, JSON.stringify(smaller), 'file:smaller.json');
    expect(await counts()).toEqual({ vehicles: 1, parts: 4, rules: 4 });
  });
});
