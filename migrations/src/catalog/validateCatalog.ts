import type { Catalog } from './catalogFormat.js';
import type { CatalogIssue } from './catalogIssues.js';

/** The X-Bow colour slots are parts with these fixed ids. */
const COLOR_PART_IDS = new Set([-12345, -12346, -12347, -12348, -12349]);

/**
 * Checks what a schema cannot: references between entries and uniqueness.
 * Mutual requirements and long rule chains are legal and are not reported.
 */
export function validateCatalog(catalog: Catalog): CatalogIssue[] {
  const issues: CatalogIssue[] = [];
  const report = (path: string, message: string) => issues.push({ path, message });

  const unique = <T>(list: readonly T[], key: (t: T) => string | number, path: string, what: string) => {
    const seen = new Map<string | number, number>();
    list.forEach((item, i) => {
      const k = key(item);
      const first = seen.get(k);
      if (first !== undefined)
        report(`${path}[${i}]`, `duplicate ${what} ${JSON.stringify(k)} (first at ${path}[${first}])`);
      else seen.set(k, i);
    });
    return seen;
  };

  const currencies = unique(catalog.currencies, (c) => c.code, 'currencies', 'currency');
  const priceLists = unique(catalog.priceLists, (p) => p.code, 'priceLists', 'price list');
  const brands = unique(catalog.brands, (b) => b.code, 'brands', 'brand');
  unique(catalog.companies, (c) => c.id, 'companies', 'company id');
  unique(catalog.markets, (m) => m.code, 'markets', 'market');
  const segments = new Map(catalog.segments.map((s) => [s.code, s]));
  unique(catalog.segments, (s) => s.code, 'segments', 'segment');
  const categories = unique(catalog.partCategories, (c) => c.code, 'partCategories', 'category');
  const parts = new Map(catalog.parts.map((p) => [p.partId, p]));
  unique(catalog.parts, (p) => p.partId, 'parts', 'partId');
  unique(catalog.vehicles, (v) => v.modelId, 'vehicles', 'modelId');
  unique(catalog.dealers, (d) => d.dealerNo, 'dealers', 'dealerNo');

  catalog.priceLists.forEach((p, i) => {
    if (!currencies.has(p.currency)) report(`priceLists[${i}].currency`, `unknown currency "${p.currency}"`);
  });
  const defaults = catalog.companies.filter((c) => c.isDefault).length;
  if (defaults !== 1) report('companies', `exactly one company must have isDefault true (found ${defaults})`);
  catalog.companies.forEach((c, i) => {
    c.brands.forEach((b, j) => {
      if (!brands.has(b)) report(`companies[${i}].brands[${j}]`, `unknown brand "${b}"`);
    });
  });

  const countryCodes = new Map<string, string>();
  catalog.markets.forEach((m, i) => {
    if (!priceLists.has(m.priceList))
      report(`markets[${i}].priceList`, `unknown price list "${m.priceList}"`);
    m.countries.forEach((c, j) => {
      const other = countryCodes.get(c.code);
      if (other)
        report(`markets[${i}].countries[${j}].code`, `duplicate country "${c.code}" (also in ${other})`);
      else countryCodes.set(c.code, `markets[${i}]`);
    });
  });
  catalog.segments.forEach((s, i) => {
    if (!brands.has(s.brand)) report(`segments[${i}].brand`, `unknown brand "${s.brand}"`);
  });

  const allPriceLists = [...priceLists.keys()];
  const missingPrices = (prices: Record<string, number>) =>
    allPriceLists.filter((p) => prices[p] === undefined);
  const unknownPrices = (prices: Record<string, number>) =>
    Object.keys(prices).filter((p) => !priceLists.has(p));

  catalog.parts.forEach((p, i) => {
    const at = `parts[${i}]`;
    p.categories.forEach((c, j) => {
      if (!categories.has(c)) report(`${at}.categories[${j}]`, `unknown part category "${c}"`);
    });
    for (const u of unknownPrices(p.prices)) report(`${at}.prices.${u}`, `unknown price list "${u}"`);
    if (p.isColorPart) {
      if (!p.colorSlot) report(`${at}.colorSlot`, 'a colour part needs its colour slot');
      if (Object.keys(p.prices).length > 0)
        report(`${at}.prices`, 'colour parts are free and carry no prices');
    } else {
      if (COLOR_PART_IDS.has(p.partId))
        report(`${at}.isColorPart`, `part ${p.partId} is a colour slot and must be a colour part`);
      if (p.colorSlot) report(`${at}.colorSlot`, 'only colour parts have a colour slot');
      for (const m of missingPrices(p.prices)) report(`${at}.prices`, `missing price for price list "${m}"`);
    }
  });

  const variationCodes = new Map<string, string>();
  catalog.vehicles.forEach((v, i) => {
    const at = `vehicles[${i}]`;
    const segment = segments.get(v.segment);
    if (!brands.has(v.brand)) report(`${at}.brand`, `unknown brand "${v.brand}"`);
    if (!segment) report(`${at}.segment`, `unknown segment "${v.segment}"`);
    else if (segment.brand !== v.brand)
      report(`${at}.segment`, `segment "${v.segment}" belongs to brand ${segment.brand}, not ${v.brand}`);

    v.variations.forEach((va, j) => {
      const other = variationCodes.get(va.code);
      if (other)
        report(`${at}.variations[${j}].code`, `duplicate variation code "${va.code}" (also in ${other})`);
      else variationCodes.set(va.code, at);
      for (const m of missingPrices(va.prices))
        report(`${at}.variations[${j}].prices`, `missing price for price list "${m}"`);
      for (const u of unknownPrices(va.prices))
        report(`${at}.variations[${j}].prices.${u}`, `unknown price list "${u}"`);
    });

    const offered = new Set<number>();
    v.parts.forEach((id, j) => {
      if (!parts.has(id)) report(`${at}.parts[${j}]`, `unknown part ${id}`);
      if (offered.has(id)) report(`${at}.parts[${j}]`, `part ${id} is listed twice`);
      offered.add(id);
    });
    const offeredPart = (id: number, path: string) => {
      if (!parts.has(id)) report(path, `unknown part ${id}`);
      else if (!offered.has(id)) report(path, `part ${id} is not offered for model ${v.modelId}`);
    };
    v.rules.forEach((r, j) => {
      offeredPart(r.partId, `${at}.rules[${j}].partId`);
      r.parts.forEach((id, k) => {
        offeredPart(id, `${at}.rules[${j}].parts[${k}]`);
        if (id === r.partId) report(`${at}.rules[${j}].parts[${k}]`, `a rule cannot name its own part ${id}`);
      });
      if (r.ruleType === 0 && r.choosePart)
        report(`${at}.rules[${j}].choosePart`, 'only Required rules (1) can ask to choose a part');
    });
    unique(v.setups, (s) => s.setupId, `${at}.setups`, 'setupId');
    v.setups.forEach((s, j) => {
      s.parts.forEach((id, k) => {
        offeredPart(id, `${at}.setups[${j}].parts[${k}]`);
      });
    });
    v.renderSettings.PowerParts.List.forEach((pp, j) => {
      offeredPart(pp.Id, `${at}.renderSettings.PowerParts.List[${j}].Id`);
    });
    v.renderSettings.ColorSelection?.Categories.forEach((c, j) => {
      offeredPart(c.PartId, `${at}.renderSettings.ColorSelection.Categories[${j}].PartId`);
    });
  });

  catalog.dealers.forEach((d, i) => {
    if (!countryCodes.has(d.countryCode))
      report(`dealers[${i}].countryCode`, `unknown country "${d.countryCode}"`);
    d.brands.forEach((b, j) => {
      if (!brands.has(b)) report(`dealers[${i}].brands[${j}]`, `unknown brand "${b}"`);
    });
  });
  return issues;
}
