/**
 * Builds the fitment rules of a model from the rule specs and checks that they can always be
 * satisfied: no part drags in a part it conflicts with, and every option of a choice works.
 */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import type { RuleSpecs } from './ruleSpecs.js';

export type Rule = NonNullable<CatalogInput['vehicles'][number]['rules']>[number];

const REQUIRED = 1;
const CONFLICTING = 0;

function idsOf(keys: readonly string[], byKey: ReadonlyMap<string, number>): number[] {
  return keys.flatMap((key) => {
    const id = byKey.get(key);
    return id === undefined ? [] : [id];
  });
}

export function buildRules(specs: RuleSpecs, byKey: ReadonlyMap<string, number>): Rule[] {
  const rules: Rule[] = [];
  for (const [key, needs] of specs.requires) {
    const partId = byKey.get(key);
    const parts = idsOf(needs, byKey);
    if (partId !== undefined && parts.length > 0) {
      rules.push({ ruleType: REQUIRED, partId, parts, choosePart: false });
    }
  }
  for (const [key, options] of specs.choices) {
    const partId = byKey.get(key);
    const parts = idsOf(options, byKey);
    if (partId !== undefined && parts.length > 1)
      rules.push({ ruleType: REQUIRED, partId, parts, choosePart: true });
  }
  for (const group of specs.exclusiveGroups) {
    const members = idsOf(group, byKey);
    if (members.length < 2) continue;
    for (const partId of members) {
      rules.push({
        ruleType: CONFLICTING,
        partId,
        parts: members.filter((id) => id !== partId),
        choosePart: false,
      });
    }
  }
  for (const [key, others] of specs.conflicts) {
    const partId = byKey.get(key);
    const parts = idsOf(others, byKey);
    if (partId !== undefined && parts.length > 0) {
      rules.push({ ruleType: CONFLICTING, partId, parts, choosePart: false });
    }
  }
  return rules;
}

/** Conflicts work both ways: a rule on either part forbids the pair. */
function conflictIndex(rules: readonly Rule[]): Map<number, Set<number>> {
  const index = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    const set = index.get(a) ?? new Set<number>();
    set.add(b);
    index.set(a, set);
  };
  for (const rule of rules) {
    if (rule.ruleType !== CONFLICTING) continue;
    for (const other of rule.parts) {
      link(rule.partId, other);
      link(other, rule.partId);
    }
  }
  return index;
}

export interface RuleEngine {
  /** The seed parts plus everything they require; a choice takes the first option that fits. */
  complete(seed: readonly number[]): number[];
  /** Broken rules of a selection, in words. */
  problems(selection: readonly number[]): string[];
}

export function ruleEngine(rules: readonly Rule[]): RuleEngine {
  const conflicts = conflictIndex(rules);
  const required = rules.filter((rule) => rule.ruleType === REQUIRED);
  const clashes = (part: number, selection: ReadonlySet<number>) =>
    [...(conflicts.get(part) ?? [])].some((other) => selection.has(other));

  const complete = (seed: readonly number[]): number[] => {
    const selected = new Set(seed);
    let changed = true;
    while (changed) {
      changed = false;
      for (const rule of required) {
        if (!selected.has(rule.partId)) continue;
        if (!rule.choosePart) {
          for (const part of rule.parts) {
            if (!selected.has(part)) {
              selected.add(part);
              changed = true;
            }
          }
        } else if (!rule.parts.some((part) => selected.has(part))) {
          const option = rule.parts.find((part) => !clashes(part, selected)) ?? rule.parts[0];
          if (option !== undefined) {
            selected.add(option);
            changed = true;
          }
        }
      }
    }
    return [...selected];
  };

  const problems = (selection: readonly number[]): string[] => {
    const selected = new Set(selection);
    const found: string[] = [];
    for (const rule of rules) {
      if (!selected.has(rule.partId)) continue;
      if (rule.ruleType === CONFLICTING) {
        const present = rule.parts.filter((part) => selected.has(part));
        if (present.length > 0) found.push(`${rule.partId} conflicts with ${present.join(', ')}`);
      } else if (rule.choosePart) {
        const chosen = rule.parts.filter((part) => selected.has(part));
        if (chosen.length === 0) found.push(`${rule.partId} needs one of ${rule.parts.join(', ')}`);
        if (chosen.length > 1) found.push(`${rule.partId} takes only one of ${chosen.join(', ')}`);
      } else {
        const missing = rule.parts.filter((part) => !selected.has(part));
        if (missing.length > 0) found.push(`${rule.partId} needs ${missing.join(', ')}`);
      }
    }
    return found;
  };

  return { complete, problems };
}

/**
 * Every part alone, and every part together with each option of its choices, must lead to a
 * selection that breaks no rule.
 */
export function ruleConsistencyProblems(partIds: readonly number[], rules: readonly Rule[]): string[] {
  const engine = ruleEngine(rules);
  const offered = new Set(partIds);
  const found: string[] = [];
  for (const rule of rules) {
    if (!offered.has(rule.partId)) found.push(`rule on ${rule.partId}: part not offered`);
    if (rule.parts.includes(rule.partId)) found.push(`rule on ${rule.partId} lists the part itself`);
    for (const part of rule.parts)
      if (!offered.has(part)) found.push(`rule on ${rule.partId}: ${part} not offered`);
  }
  for (const partId of partIds) {
    for (const problem of engine.problems(engine.complete([partId])))
      found.push(`with ${partId}: ${problem}`);
  }
  for (const rule of rules) {
    if (!rule.choosePart) continue;
    for (const option of rule.parts) {
      for (const problem of engine.problems(engine.complete([rule.partId, option]))) {
        found.push(`with ${rule.partId} and option ${option}: ${problem}`);
      }
    }
  }
  return found;
}
