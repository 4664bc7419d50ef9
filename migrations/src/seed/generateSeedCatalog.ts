/**
 * The seed catalog: every brand, market, model, accessory, rule and dealer the configurator
 * starts with. Generation is deterministic, so the same bytes come out on every run.
 */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import { BRANDS, buildSegments, COMPANIES } from './brands.js';
import { buildDealers } from './dealers.js';
import { buildMarkets, CURRENCIES, PRICE_LISTS } from './markets.js';
import { MODELS } from './models.js';
import { buildPartCategories } from './partCategories.js';
import { buildPartsCatalog } from './partsCatalog.js';
import { buildVehicle } from './vehicles.js';
import { buildXbowColorParts } from './xbowColors.js';

/** The finance simulator the bff serves itself (bff/src/finance), on the configurator's own origin. */
export const FINANCE_SERVICE_URL = '/finance/simulator.js';

export function generateSeedCatalog(): CatalogInput {
  const partsCatalog = buildPartsCatalog(MODELS);
  const colorParts = buildXbowColorParts();
  const vehicles = MODELS.map((model, index) => buildVehicle(model, index + 1, partsCatalog, colorParts));
  return {
    formatVersion: 1,
    currencies: CURRENCIES.map((currency) => ({ ...currency })),
    priceLists: PRICE_LISTS.map((list) => ({ ...list })),
    brands: BRANDS.map((brand) => ({ ...brand })),
    companies: COMPANIES.map((company) => ({ ...company, brands: [...company.brands] })),
    markets: buildMarkets(),
    segments: buildSegments(),
    partCategories: buildPartCategories(),
    parts: [...colorParts, ...partsCatalog.parts],
    vehicles,
    dealers: buildDealers(),
    finance: { financeServiceUrl: FINANCE_SERVICE_URL },
  };
}

/** The catalog as a JSON file: two-space indentation and a trailing newline. */
export function serializeCatalog(catalog: CatalogInput): string {
  return `${JSON.stringify(catalog, null, 2)}\n`;
}
