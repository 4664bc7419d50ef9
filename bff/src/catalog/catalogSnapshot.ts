import type { Database } from '@configurator/migrations/db/database';
import * as t from '@configurator/migrations/db/schema/catalog';
import { asc } from 'drizzle-orm';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export type VehicleRow = Row<typeof t.vehicles>;
export type PartRow = Row<typeof t.parts>;
export type VariationRow = Row<typeof t.variations>;
export type AttributeRow = Row<typeof t.attributes>;
export type MarketRow = Row<typeof t.markets>;
export type CountryRow = Row<typeof t.countries>;

/** One model with everything that hangs off it, in catalog order. */
export interface VehicleEntry {
  vehicle: VehicleRow;
  partIds: number[];
  variations: VariationRow[];
  setups: Row<typeof t.setups>[];
  rules: Row<typeof t.rules>[];
  renderSettings: unknown;
}

/**
 * The whole catalog in memory. It is small (a few MB) and read on every request, so it is loaded
 * once per imported catalog and shared; an import replaces it as a whole.
 */
export interface CatalogSnapshot {
  sha256: string;
  currencies: Map<string, Row<typeof t.currencies>>;
  priceLists: Map<string, Row<typeof t.priceLists>>;
  brands: Map<string, Row<typeof t.brands>>;
  companies: Map<string, Row<typeof t.companies>>;
  markets: Map<string, MarketRow>;
  countries: Map<string, CountryRow>;
  segments: Map<string, Row<typeof t.segments>>;
  partCategories: Map<string, Row<typeof t.partCategories>>;
  parts: Map<number, PartRow>;
  attributes: Map<string, AttributeRow[]>;
  vehicles: Map<string, VehicleEntry>;
  finance: Map<string, Row<typeof t.financeData>>;
  financeServiceUrl: string;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** One query after the other: a transaction runs on one connection, which takes one query at a time. */
async function sequentially<T extends unknown[]>(
  queries: [...{ [K in keyof T]: () => Promise<T[K]> }],
): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as T;
}

export async function currentCatalogSha(db: Database): Promise<string | null> {
  const [row] = await db.select({ sha256: t.catalogImports.sha256 }).from(t.catalogImports).limit(1);
  return row?.sha256 ?? null;
}

export async function loadCatalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  // One transaction, so the snapshot never mixes two imports.
  return db.transaction(async (tx) => {
    const [imported] = await tx.select().from(t.catalogImports).limit(1);
    const [
      currencies,
      priceLists,
      brands,
      companies,
      markets,
      countries,
      segments,
      partCategories,
      parts,
      attributes,
      vehicles,
      vehicleParts,
      variations,
      setups,
      rules,
      renderSettings,
      finance,
      settings,
    ] = await sequentially([
      () => tx.select().from(t.currencies),
      () => tx.select().from(t.priceLists),
      () => tx.select().from(t.brands),
      () => tx.select().from(t.companies),
      () => tx.select().from(t.markets),
      () => tx.select().from(t.countries),
      () => tx.select().from(t.segments).orderBy(asc(t.segments.sortOrder)),
      () => tx.select().from(t.partCategories).orderBy(asc(t.partCategories.sortOrder)),
      () => tx.select().from(t.parts),
      () =>
        tx.select().from(t.attributes).orderBy(asc(t.attributes.productCode), asc(t.attributes.sortOrder)),
      () => tx.select().from(t.vehicles).orderBy(asc(t.vehicles.sortOrder)),
      () =>
        tx.select().from(t.vehicleParts).orderBy(asc(t.vehicleParts.modelId), asc(t.vehicleParts.sortOrder)),
      () => tx.select().from(t.variations).orderBy(asc(t.variations.modelId), asc(t.variations.sortOrder)),
      () => tx.select().from(t.setups).orderBy(asc(t.setups.modelId), asc(t.setups.sortOrder)),
      () => tx.select().from(t.rules).orderBy(asc(t.rules.modelId), asc(t.rules.position)),
      () => tx.select().from(t.renderSettings),
      () => tx.select().from(t.financeData),
      () => tx.select().from(t.catalogSettings),
    ]);
    const partsByModel = groupBy(vehicleParts, (r) => r.modelId);
    const variationsByModel = groupBy(variations, (r) => r.modelId);
    const setupsByModel = groupBy(setups, (r) => r.modelId);
    const rulesByModel = groupBy(rules, (r) => r.modelId);
    const renderByModel = new Map(renderSettings.map((r) => [r.modelId, r.settings]));
    const financeSetting = settings.find((s) => s.key === 'finance')?.value as
      | { financeServiceUrl?: string }
      | undefined;
    return {
      sha256: imported?.sha256 ?? '',
      currencies: new Map(currencies.map((r) => [r.code, r])),
      priceLists: new Map(priceLists.map((r) => [r.code, r])),
      brands: new Map(brands.map((r) => [r.code, r])),
      companies: new Map(companies.map((r) => [r.id.toLowerCase(), r])),
      markets: new Map(markets.map((r) => [r.code, r])),
      countries: new Map(countries.map((r) => [r.code, r])),
      segments: new Map(segments.map((r) => [r.code, r])),
      partCategories: new Map(partCategories.map((r) => [r.code, r])),
      parts: new Map(parts.map((r) => [r.partId, r])),
      attributes: groupBy(attributes, (r) => r.productCode),
      vehicles: new Map(
        vehicles.map((vehicle) => [
          vehicle.modelId,
          {
            vehicle,
            partIds: (partsByModel.get(vehicle.modelId) ?? []).map((r) => r.partId),
            variations: variationsByModel.get(vehicle.modelId) ?? [],
            setups: setupsByModel.get(vehicle.modelId) ?? [],
            rules: rulesByModel.get(vehicle.modelId) ?? [],
            renderSettings: renderByModel.get(vehicle.modelId) ?? null,
          },
        ]),
      ),
      finance: new Map(finance.map((r) => [r.variationCode, r])),
      financeServiceUrl: financeSetting?.financeServiceUrl ?? '',
    };
  });
}
