import { RuleType } from '../catalog/types.js';
import type { CompiledRules } from './compileRules.js';
import { dependentsOf, requirementsMet } from './compileRules.js';
import type { RulesChoices, RulesError, RulesPlan } from './types.js';
import { NOTHING_TO_CHANGE } from './types.js';

/**
 * Adds to `removed` every applied part whose requirements no longer hold once the parts in
 * `gone` have left, then the parts that needed those, and so on. Each part enters the worklist at
 * most once, so requirement cycles end.
 */
export function removeBrokenDependents(
  rules: CompiledRules,
  removed: Set<number>,
  gone: Iterable<number>,
  isCandidate: (partId: number) => boolean,
  isPresent: (partId: number) => boolean,
): void {
  const queue = [...gone];
  for (let index = 0; index < queue.length; index++) {
    const partId = queue[index] as number;
    for (const owner of dependentsOf(rules, partId)) {
      if (removed.has(owner) || !isCandidate(owner)) continue;
      if (!requirementsMet(rules, owner, isPresent)) {
        removed.add(owner);
        queue.push(owner);
      }
    }
  }
}

/**
 * Removing parts: the parts themselves go, and with them every applied part that needed them
 * (transitively), which the user must accept in `removeParts` first.
 */
export function planRemoveParts(
  rules: CompiledRules,
  appliedPartIds: readonly number[],
  partIds: readonly number[],
  choices: Pick<RulesChoices, 'removeParts'>,
): RulesPlan {
  const unknown = firstUnknownPart(rules, [partIds, choices.removeParts]);
  if (unknown) return { kind: 'refused', error: unknown };

  const applied = new Set(appliedPartIds);
  const roots = [...new Set(partIds)].filter((id) => applied.has(id));
  const first = roots[0];
  if (first === undefined) return NOTHING_TO_CHANGE;

  const removed = new Set(roots);
  removeBrokenDependents(
    rules,
    removed,
    roots,
    (id) => applied.has(id),
    (id) => applied.has(id) && !removed.has(id),
  );
  const removedPartIds = [...removed];
  const dependents = removedPartIds.slice(roots.length);
  const accepted = new Set(choices.removeParts);
  if (dependents.some((id) => !accepted.has(id))) {
    return {
      kind: 'question',
      rulesResult: { ruleType: RuleType.Required, part: first, parts: dependents, choosePart: false },
    };
  }
  return { kind: 'planned', addedPartIds: [], removedPartIds };
}

export function firstUnknownPart(
  rules: CompiledRules,
  lists: readonly (readonly number[])[],
): RulesError | undefined {
  for (const list of lists) {
    for (const partId of list) {
      if (!rules.parts.has(partId)) {
        return {
          code: 'PART_NOT_IN_CATALOG',
          message: `Part ${partId} is not offered for model ${rules.catalog.modelId}.`,
          partId,
        };
      }
    }
  }
  return undefined;
}
