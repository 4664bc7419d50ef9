/**
 * Small random catalogs and a brute-force judge for the rules' property tests: the judge reads the
 * rules straight from the catalog, apart from the engine and the solver.
 */
import fc from 'fast-check';
import type { CatalogRule, VehicleCatalog } from '../catalog/types.js';
import { RuleType } from '../catalog/types.js';
import { sketchCatalog } from '../configuration/scenario.js';

/** The rules read straight from the catalog, apart from the engine: is this set of parts valid? */
export function isValid(catalog: VehicleCatalog, parts: ReadonlySet<number>): boolean {
  const offered = new Set(catalog.parts.map((p) => p.partId));
  for (const rule of catalog.rules) {
    if (!parts.has(rule.partId)) continue;
    if (rule.ruleType === RuleType.Conflicting) {
      if (rule.parts.some((other) => other !== rule.partId && parts.has(other))) return false;
    } else if (rule.choosePart) {
      if (!rule.parts.some((option) => offered.has(option) && parts.has(option))) return false;
    } else if (!rule.parts.every((needed) => parts.has(needed))) return false;
  }
  return true;
}

/** Every valid configuration of a small catalog, by trying every subset of its parts. */
export function everyValidConfiguration(catalog: VehicleCatalog): Set<number>[] {
  const ids = catalog.parts.map((p) => p.partId);
  const valid: Set<number>[] = [];
  for (let mask = 0; mask < 1 << ids.length; mask++) {
    const parts = new Set(ids.filter((_, bit) => mask & (1 << bit)));
    if (isValid(catalog, parts)) valid.push(parts);
  }
  return valid;
}

/** Small catalogs dense with rules: chains, cycles, choose-one groups, clashes, and parts not offered. */
export const smallCatalogs: fc.Arbitrary<VehicleCatalog> = fc.integer({ min: 2, max: 11 }).chain((size) => {
  const ids = Array.from({ length: size }, (_, index) => index + 1);
  // Rules may name part 99, which the catalog does not offer.
  const named = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constant(99) },
  );
  const rule: fc.Arbitrary<CatalogRule> = fc
    .record({
      ruleType: fc.constantFrom(RuleType.Conflicting, RuleType.Required, RuleType.Required),
      partId: fc.constantFrom(...ids),
      parts: fc.uniqueArray(named, { minLength: 1, maxLength: 4 }),
      choosePart: fc.boolean(),
    })
    .map((drawn) => ({ ...drawn, choosePart: drawn.ruleType === RuleType.Required && drawn.choosePart }));
  return fc
    .array(rule, { maxLength: size * 2 })
    .map((rules) => sketchCatalog({ parts: ids.map((id) => [id, 100] as const), rules }));
});
