import type { VehicleCatalog } from '../catalog/types.js';
import type { CompiledRules } from './compileRules.js';
import { compileRules, requirementsOf } from './compileRules.js';
import { type RuleStep, requirementPath, whyNotTogether } from './explanation.js';
import { removeBrokenDependents } from './removalPlan.js';
import { solverOf } from './ruleSolver.js';

/**
 * Where a part stands against the applied parts. Required by: it is applied and others need it, so
 * it cannot go alone; the chain reads from the applied part that brought it in down to it. Blocked
 * by: it is not applied and cannot be had with the applied parts, so adding it replaces some; the
 * chain reads from it to the clash.
 */
export interface PartStanding {
  requiredBy: RuleStep[] | null;
  blockedBy: RuleStep[] | null;
}

/** Why an applied part cannot be removed alone, or null when it can (or is not applied). */
export function whyRequired(
  rules: CompiledRules,
  appliedPartIds: readonly number[],
  partId: number,
): RuleStep[] | null {
  const applied = new Set(appliedPartIds);
  if (!applied.has(partId)) return null;
  const removed = new Set([partId]);
  removeBrokenDependents(
    rules,
    removed,
    [partId],
    (id) => applied.has(id),
    (id) => applied.has(id) && !removed.has(id),
  );
  if (removed.size === 1) return null;
  // The part the visitor chose: one that goes with it and that no other part going needs.
  const neededByOthers = new Set<number>();
  for (const id of removed) {
    for (const requirement of requirementsOf(rules, id)) {
      for (const needed of requirement.parts) if (needed !== id) neededByOthers.add(needed);
    }
  }
  const dependents = [...removed].filter((id) => id !== partId);
  const root = dependents.find((id) => !neededByOthers.has(id)) ?? (dependents[0] as number);
  // Only through the parts that go with the removal: the chain names no part that is not applied.
  const steps = requirementPath(rules, root, partId, new Set(), removed) ?? [];
  return steps.length > 0 ? steps : null;
}

/** Why a part that is not applied cannot join the applied parts as they are, or null when it can. */
export function whyBlocked(
  rules: CompiledRules,
  appliedPartIds: readonly number[],
  partId: number,
): RuleStep[] | null {
  if (appliedPartIds.includes(partId) || !rules.parts.has(partId)) return null;
  // A part no configuration holds is unavailable, whatever is applied: the overview says why.
  if (solverOf(rules).impossible.has(partId)) return null;
  const applied = appliedPartIds.filter((id) => rules.parts.has(id));
  return applied.length === 0 ? null : whyNotTogether(rules, [partId, ...applied]);
}

/** Where a part stands against the applied parts of a configuration of this catalog. */
export function partStanding(
  catalog: VehicleCatalog,
  appliedPartIds: readonly number[],
  partId: number,
): PartStanding {
  const rules = compileRules(catalog);
  return {
    requiredBy: whyRequired(rules, appliedPartIds, partId),
    blockedBy: whyBlocked(rules, appliedPartIds, partId),
  };
}
