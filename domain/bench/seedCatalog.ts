import type {
  BrandCode,
  CatalogPart,
  CatalogRule,
  RenderingEngine,
  VehicleCatalog,
} from '../src/catalog/types.js';

// The parts of the JSON catalog format (migrations/src/catalog/catalogFormat.ts) this conversion
// reads. Declared here because the domain package does not depend on the migrations package.
type Localized = { en: string } & Record<string, string>;
type Prices = Record<string, number>;

interface SeedPart {
  partId: number;
  code: string;
  name: Localized;
  categories: string[];
  prices: Prices;
  images: { main: string };
  canBeRendered: boolean;
  racing: boolean;
  isColorPart?: boolean;
}

interface SeedVehicle {
  modelId: string;
  brand: BrandCode;
  name: string;
  renderingEngine: RenderingEngine;
  variations: { code: string; colorCode: string; prices: Prices }[];
  parts: number[];
  rules?: { ruleType: 0 | 1; partId: number; parts: number[]; choosePart?: boolean }[];
  setups?: { setupId: string; name: Localized; parts: number[] }[];
}

export interface SeedCatalog {
  priceLists: { code: string; currency: string }[];
  partCategories: { code: string; name: Localized }[];
  parts: SeedPart[];
  vehicles: SeedVehicle[];
}

/** The vehicle offering the most parts: the hardest case for the rules engine. */
export function largestVehicle(catalog: SeedCatalog): SeedVehicle | undefined {
  return [...catalog.vehicles].sort((a, b) => b.parts.length - a.parts.length)[0];
}

/** One vehicle as the domain sees it: English texts, prices from the EUR price list (or the first one). */
export function toVehicleCatalog(catalog: SeedCatalog, vehicle: SeedVehicle): VehicleCatalog {
  const priceKeys = Object.keys(vehicle.variations[0]?.prices ?? {});
  const priceList = priceKeys.includes('EUR') ? 'EUR' : (priceKeys[0] ?? 'EUR');
  const currency = catalog.priceLists.find((list) => list.code === priceList)?.currency ?? priceList;
  const categoryNames = new Map(catalog.partCategories.map((category) => [category.code, category.name.en]));
  const partsById = new Map(catalog.parts.map((part) => [part.partId, part]));

  const parts: CatalogPart[] = [];
  for (const partId of vehicle.parts) {
    const part = partsById.get(partId);
    if (!part) continue;
    parts.push({
      partId,
      code: part.code,
      name: part.name.en,
      categories: part.categories.map((code) => categoryNames.get(code) ?? code),
      price: part.prices[priceList] ?? 0,
      mainImage: part.images.main,
      canBeRendered: part.canBeRendered,
      racing: part.racing,
      isColorPart: part.isColorPart ?? false,
    });
  }
  const rules: CatalogRule[] = (vehicle.rules ?? []).map((rule) => ({
    ruleType: rule.ruleType,
    partId: rule.partId,
    parts: rule.parts,
    choosePart: rule.choosePart ?? false,
  }));

  return {
    modelId: vehicle.modelId,
    brand: vehicle.brand,
    name: vehicle.name,
    renderingEngine: vehicle.renderingEngine,
    currency,
    parts,
    rules,
    setups: (vehicle.setups ?? []).map((setup) => ({
      setupId: setup.setupId,
      name: setup.name.en,
      parts: setup.parts,
    })),
    variations: vehicle.variations.map((variation) => ({
      code: variation.code,
      colorCode: variation.colorCode,
      price: variation.prices[priceList] ?? 0,
    })),
    pictureIndex: {
      catalogTag: '00000000',
      renderableParts: parts.filter((p) => p.canBeRendered && !p.isColorPart).map((p) => p.partId),
    },
  };
}
