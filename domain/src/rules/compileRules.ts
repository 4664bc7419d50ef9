import type {
  CatalogPart,
  CatalogRule,
  CatalogSetup,
  CatalogVariation,
  VehicleCatalog,
} from '../catalog/types.js';
import { RuleType } from '../catalog/types.js';

/** A Required rule as the engine walks it. */
export interface Requirement {
  /** The part that needs `parts`. */
  owner: number;
  /** Fixed list: every part. Choose-one: the options, restricted to parts the catalog offers. */
  parts: readonly number[];
  choosePart: boolean;
}

/** A catalog indexed by part id once, so each request only touches the rules it reaches. */
export interface CompiledRules {
  readonly catalog: VehicleCatalog;
  readonly parts: ReadonlyMap<number, CatalogPart>;
  /** Required rules by the part that triggers them. */
  readonly requirements: ReadonlyMap<number, readonly Requirement[]>;
  /** Conflicts in both directions: a rule of P listing Q makes P and Q conflict either way round. */
  readonly conflicts: ReadonlyMap<number, readonly number[]>;
  /** For each part, the parts with a Required rule that lists it: who may break when it goes. */
  readonly requiredBy: ReadonlyMap<number, readonly number[]>;
  readonly setups: ReadonlyMap<string, CatalogSetup>;
  readonly variations: ReadonlyMap<string, CatalogVariation>;
}

const EMPTY: readonly never[] = [];

// Catalogs are immutable values loaded once and shared by many requests; keying on the object
// makes indexing a once-per-catalog cost and lets the index go with the catalog.
const compiled = new WeakMap<VehicleCatalog, CompiledRules>();

export function compileRules(catalog: VehicleCatalog): CompiledRules {
  const cached = compiled.get(catalog);
  if (cached) return cached;
  const result = buildIndex(catalog);
  compiled.set(catalog, result);
  return result;
}

function buildIndex(catalog: VehicleCatalog): CompiledRules {
  const parts = new Map<number, CatalogPart>();
  for (const part of catalog.parts) parts.set(part.partId, part);

  const requirements = new Map<number, Requirement[]>();
  const conflictSets = new Map<number, Set<number>>();
  const requiredBySets = new Map<number, Set<number>>();

  for (const rule of catalog.rules) {
    if (rule.ruleType === RuleType.Required) {
      addRequirement(rule, parts, requirements, requiredBySets);
    } else {
      for (const other of rule.parts) {
        // A part listed as conflicting with itself would make it impossible to add; such data is a
        // catalog slip, not a rule anybody can satisfy.
        if (other === rule.partId) continue;
        addTo(conflictSets, rule.partId, other);
        addTo(conflictSets, other, rule.partId);
      }
    }
  }

  const setups = new Map<string, CatalogSetup>();
  for (const setup of catalog.setups) setups.set(setup.setupId, setup);
  const variations = new Map<string, CatalogVariation>();
  for (const variation of catalog.variations) variations.set(variation.code, variation);

  return {
    catalog,
    parts,
    requirements,
    conflicts: toArrays(conflictSets),
    requiredBy: toArrays(requiredBySets),
    setups,
    variations,
  };
}

function addRequirement(
  rule: CatalogRule,
  parts: ReadonlyMap<number, CatalogPart>,
  requirements: Map<number, Requirement[]>,
  requiredBy: Map<number, Set<number>>,
): void {
  const listed = [...new Set(rule.parts)];
  // Options the catalog does not offer can never be chosen; a fixed list keeps them so that the
  // missing part is reported instead of being silently dropped.
  const ruleParts = rule.choosePart ? listed.filter((id) => parts.has(id)) : listed;
  const requirement: Requirement = { owner: rule.partId, parts: ruleParts, choosePart: rule.choosePart };
  const existing = requirements.get(rule.partId);
  if (existing) existing.push(requirement);
  else requirements.set(rule.partId, [requirement]);
  for (const needed of ruleParts) addTo(requiredBy, needed, rule.partId);
}

function addTo(index: Map<number, Set<number>>, key: number, value: number): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

function toArrays(index: Map<number, Set<number>>): Map<number, readonly number[]> {
  const result = new Map<number, readonly number[]>();
  for (const [key, values] of index) result.set(key, [...values]);
  return result;
}

export function requirementsOf(rules: CompiledRules, partId: number): readonly Requirement[] {
  return rules.requirements.get(partId) ?? EMPTY;
}

export function conflictsOf(rules: CompiledRules, partId: number): readonly number[] {
  return rules.conflicts.get(partId) ?? EMPTY;
}

export function dependentsOf(rules: CompiledRules, partId: number): readonly number[] {
  return rules.requiredBy.get(partId) ?? EMPTY;
}

export function isMet(requirement: Requirement, isPresent: (partId: number) => boolean): boolean {
  return requirement.choosePart ? requirement.parts.some(isPresent) : requirement.parts.every(isPresent);
}

export function requirementsMet(
  rules: CompiledRules,
  partId: number,
  isPresent: (partId: number) => boolean,
): boolean {
  for (const requirement of requirementsOf(rules, partId)) {
    if (!isMet(requirement, isPresent)) return false;
  }
  return true;
}
