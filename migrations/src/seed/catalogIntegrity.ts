/**
 * The cross-references the catalog importer enforces beyond the schema: unique identifiers and
 * references that point at something that exists. Returns the problems in words; none means valid.
 */
import type { Catalog } from '../catalog/catalogFormat.js';

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  const repeated = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function checkUnique(found: string[], what: string, values: readonly (string | number)[]): void {
  for (const value of duplicates(values)) found.push(`duplicate ${what}: ${value}`);
}

export function catalogIntegrityProblems(catalog: Catalog): string[] {
  const found: string[] = [];
  const countries = catalog.markets.flatMap((market) => market.countries);
  checkUnique(
    found,
    'brand code',
    catalog.brands.map((brand) => brand.code),
  );
  checkUnique(
    found,
    'company id',
    catalog.companies.map((company) => company.id),
  );
  checkUnique(
    found,
    'market code',
    catalog.markets.map((market) => market.code),
  );
  checkUnique(
    found,
    'country code',
    countries.map((country) => country.code),
  );
  checkUnique(
    found,
    'price list code',
    catalog.priceLists.map((list) => list.code),
  );
  checkUnique(
    found,
    'segment code',
    catalog.segments.map((segment) => segment.code),
  );
  checkUnique(
    found,
    'category code',
    catalog.partCategories.map((category) => category.code),
  );
  checkUnique(
    found,
    'partId',
    catalog.parts.map((part) => part.partId),
  );
  checkUnique(
    found,
    'modelId',
    catalog.vehicles.map((vehicle) => vehicle.modelId),
  );
  checkUnique(
    found,
    'variation code',
    catalog.vehicles.flatMap((vehicle) => vehicle.variations.map((v) => v.code)),
  );
  checkUnique(
    found,
    'dealerNo',
    catalog.dealers.map((dealer) => dealer.dealerNo),
  );

  const currencies = new Set(catalog.currencies.map((currency) => currency.code));
  const priceLists = catalog.priceLists.map((list) => list.code);
  const brands = new Set(catalog.brands.map((brand) => brand.code));
  const segments = new Map(catalog.segments.map((segment) => [segment.code, segment]));
  const categories = new Set(catalog.partCategories.map((category) => category.code));
  const parts = new Map(catalog.parts.map((part) => [part.partId, part]));
  const countryCodes = new Set(countries.map((country) => country.code));

  for (const list of catalog.priceLists) {
    if (!currencies.has(list.currency))
      found.push(`price list ${list.code}: unknown currency ${list.currency}`);
  }
  for (const market of catalog.markets) {
    if (!priceLists.includes(market.priceList)) found.push(`market ${market.code}: unknown price list`);
  }
  for (const segment of catalog.segments) {
    if (!brands.has(segment.brand)) found.push(`segment ${segment.code}: unknown brand ${segment.brand}`);
  }
  const defaults = catalog.companies.filter((company) => company.isDefault);
  if (defaults.length !== 1) found.push(`expected one default company, found ${defaults.length}`);

  for (const part of catalog.parts) {
    for (const code of part.categories) {
      if (!categories.has(code)) found.push(`part ${part.partId}: unknown category ${code}`);
    }
    if (part.isColorPart) {
      if (!part.colorSlot) found.push(`colour part ${part.partId} has no colour slot`);
      if (Object.keys(part.prices).length > 0) found.push(`colour part ${part.partId} has prices`);
    } else {
      for (const list of priceLists) {
        if (part.prices[list] === undefined) found.push(`part ${part.partId}: no price in ${list}`);
      }
    }
  }

  for (const vehicle of catalog.vehicles) {
    const where = `vehicle ${vehicle.modelId}`;
    const segment = segments.get(vehicle.segment);
    if (!segment) found.push(`${where}: unknown segment ${vehicle.segment}`);
    else if (segment.brand !== vehicle.brand) found.push(`${where}: segment of another brand`);
    for (const variation of vehicle.variations) {
      for (const list of priceLists) {
        if (variation.prices[list] === undefined)
          found.push(`${where} ${variation.code}: no price in ${list}`);
      }
    }
    const offered = new Set(vehicle.parts);
    for (const partId of vehicle.parts)
      if (!parts.has(partId)) found.push(`${where}: unknown part ${partId}`);
    for (const rule of vehicle.rules) {
      for (const partId of [rule.partId, ...rule.parts]) {
        if (!offered.has(partId))
          found.push(`${where}: rule on ${rule.partId} names part ${partId} not offered`);
      }
      if (rule.parts.includes(rule.partId)) found.push(`${where}: rule on ${rule.partId} lists itself`);
    }
    checkUnique(
      found,
      `setupId in ${vehicle.modelId}`,
      vehicle.setups.map((setup) => setup.setupId),
    );
    for (const setup of vehicle.setups) {
      for (const partId of setup.parts) {
        if (!offered.has(partId))
          found.push(`${where}: setup ${setup.setupId} names part ${partId} not offered`);
      }
    }
    for (const entry of vehicle.renderSettings.PowerParts.List) {
      if (!offered.has(entry.Id)) found.push(`${where}: rendered part ${entry.Id} not offered`);
    }
  }

  for (const dealer of catalog.dealers) {
    if (!countryCodes.has(dealer.countryCode)) found.push(`dealer ${dealer.dealerNo}: unknown country`);
    for (const brand of dealer.brands)
      if (!brands.has(brand)) found.push(`dealer ${dealer.dealerNo}: unknown brand`);
  }
  return found;
}
