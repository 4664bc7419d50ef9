import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseTransaction } from '../db/database.js';
import * as t from '../db/schema/catalog.js';
import type { Catalog } from './catalogFormat.js';

/** Child tables first, so that every foreign key is satisfied while deleting. */
const CATALOG_TABLES_DELETE_ORDER: PgTable[] = [
  t.financeData,
  t.renderSettings,
  t.rules,
  t.setups,
  t.variations,
  t.vehicleParts,
  t.vehicles,
  t.attributes,
  t.parts,
  t.partCategories,
  t.segments,
  t.countries,
  t.markets,
  t.priceLists,
  t.currencies,
  t.companies,
  t.brands,
  t.dealers,
  t.catalogSettings,
  t.catalogImports,
];

/** Keeps every statement well under PostgreSQL's limit of 65,535 bind parameters. */
const ROWS_PER_INSERT = 400;

async function insertAll<T extends PgTable>(tx: DatabaseTransaction, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await tx.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

/** Replaces the whole catalog; configurations and their events are untouched. */
export async function writeCatalog(
  tx: DatabaseTransaction,
  catalog: Catalog,
  origin: { source: string; sha256: string },
): Promise<void> {
  for (const table of CATALOG_TABLES_DELETE_ORDER) await tx.delete(table);

  await insertAll(tx, t.catalogImports, [{ id: 1, ...origin }]);
  await insertAll(tx, t.catalogSettings, [{ key: 'finance', value: catalog.finance }]);
  await insertAll(tx, t.currencies, catalog.currencies);
  await insertAll(tx, t.priceLists, catalog.priceLists);
  await insertAll(tx, t.brands, catalog.brands);
  await insertAll(tx, t.companies, catalog.companies);
  await insertAll(
    tx,
    t.markets,
    catalog.markets.map((m) => ({ code: m.code, name: m.name, priceList: m.priceList })),
  );
  await insertAll(
    tx,
    t.countries,
    catalog.markets.flatMap((m) => m.countries.map((c) => ({ ...c, marketCode: m.code }))),
  );
  await insertAll(tx, t.segments, catalog.segments);
  await insertAll(tx, t.partCategories, catalog.partCategories);
  await insertAll(
    tx,
    t.parts,
    catalog.parts.map(({ attributes: _attributes, colorSlot, ...p }) => ({
      ...p,
      colorSlot: colorSlot ?? null,
    })),
  );
  await insertAll(tx, t.dealers, catalog.dealers);

  const attributes: (typeof t.attributes.$inferInsert)[] = [];
  for (const p of catalog.parts) {
    for (const [i, a] of p.attributes.entries())
      attributes.push({ productCode: String(p.partId), ...a, sortOrder: i });
  }
  for (const v of catalog.vehicles) {
    for (const [i, a] of v.attributes.entries())
      attributes.push({ productCode: v.modelId, ...a, sortOrder: i });
  }

  await insertAll(
    tx,
    t.vehicles,
    catalog.vehicles.map((v, sortOrder) => ({
      modelId: v.modelId,
      brand: v.brand,
      segment: v.segment,
      name: v.name,
      engineType: v.engineType,
      renderingEngine: v.renderingEngine,
      hero: v.hero,
      showPricesInConfigurator: v.showPricesInConfigurator,
      showOfferButton: v.showOfferButton,
      fastFacts: v.fastFacts,
      testRide: v.testRide,
      colorOptions: v.colorOptions,
      sortOrder,
    })),
  );
  await insertAll(tx, t.attributes, attributes);
  await insertAll(
    tx,
    t.vehicleParts,
    catalog.vehicles.flatMap((v) =>
      v.parts.map((partId, sortOrder) => ({ modelId: v.modelId, partId, sortOrder })),
    ),
  );
  await insertAll(
    tx,
    t.variations,
    catalog.vehicles.flatMap((v) =>
      v.variations.map(({ finance: _finance, ...va }, sortOrder) => ({
        ...va,
        modelId: v.modelId,
        sortOrder,
      })),
    ),
  );
  await insertAll(
    tx,
    t.financeData,
    catalog.vehicles.flatMap((v) =>
      v.variations.flatMap((va) => (va.finance ? [{ variationCode: va.code, ...va.finance }] : [])),
    ),
  );
  await insertAll(
    tx,
    t.setups,
    catalog.vehicles.flatMap((v) =>
      v.setups.map((s, sortOrder) => ({ ...s, modelId: v.modelId, sortOrder })),
    ),
  );
  await insertAll(
    tx,
    t.rules,
    catalog.vehicles.flatMap((v) => v.rules.map((r, position) => ({ ...r, modelId: v.modelId, position }))),
  );
  await insertAll(
    tx,
    t.renderSettings,
    catalog.vehicles.map((v) => ({ modelId: v.modelId, settings: v.renderSettings })),
  );
}
