import type { CatalogPart, VehicleCatalog } from '../catalog/types.js';
import { XBOW_COLOR_PARTS } from '../catalog/types.js';
import { compileRules } from '../rules/compileRules.js';

const COLOR_PART_IDS: ReadonlySet<number> = new Set(Object.values(XBOW_COLOR_PARTS));

/** Colour parts stand for the X-Bow's colour slots and never cost anything, whatever the catalog says. */
export function isColorPart(part: Pick<CatalogPart, 'partId' | 'isColorPart'>): boolean {
  return part.isColorPart || COLOR_PART_IDS.has(part.partId);
}

export function partPrice(part: CatalogPart): number {
  return isColorPart(part) ? 0 : part.price;
}

/** A configuration's price and the currency it is in. */
export interface Price {
  /** Integer minor units (cents, pence, yen). */
  value: number;
  currency: string;
}

/**
 * Variation base price plus the applied parts' prices, in minor units of the catalog's currency.
 * Parts or variations the catalog no longer offers contribute nothing; callers that must not
 * price such a configuration check the variation first.
 */
export function configurationPrice(
  catalog: VehicleCatalog,
  variationCode: string,
  partIds: readonly number[],
): number {
  const index = compileRules(catalog);
  let total = index.variations.get(variationCode)?.price ?? 0;
  for (const partId of partIds) {
    const part = index.parts.get(partId);
    if (part) total += partPrice(part);
  }
  return total;
}

export function priceOf(catalog: VehicleCatalog, variationCode: string, partIds: readonly number[]): Price {
  return { value: configurationPrice(catalog, variationCode, partIds), currency: catalog.currency };
}
