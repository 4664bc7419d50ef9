/**
 * The rules engine: decides what adding or removing parts does to a configuration under the
 * catalog's Required and Conflicting rules, and what the user must confirm first.
 *
 * Protocol: a dry run answers a RulesResult while something is unconfirmed; the client repeats the
 * request with its answers in `selectedParts` / `removeParts` until the plan comes back `planned`,
 * then sends the same request for real. The same inputs always give the same plan, so the real
 * request applies exactly what the last dry run showed.
 */
import type { VehicleCatalog } from '../catalog/types.js';
import { planAddParts } from './additionPlan.js';
import { compileRules } from './compileRules.js';
import { explainQuestion, type PartExplanation, type RuleStep, whyImpossible } from './explanation.js';
import { planRemoveParts } from './removalPlan.js';
import { solverOf } from './ruleSolver.js';
import type { RuleViolation } from './ruleViolations.js';
import { listRuleViolations } from './ruleViolations.js';
import type { RulesChoices, RulesPlan, RulesResult } from './types.js';
import { NO_CHOICES } from './types.js';

export type { CompiledRules, Requirement } from './compileRules.js';
export { compileRules } from './compileRules.js';
export type { PartExplanation, RuleStep } from './explanation.js';
export { type PartStanding, partStanding } from './partStanding.js';
export type { RuleViolation } from './ruleViolations.js';
export type { RulesChoices, RulesError, RulesErrorCode, RulesPlan, RulesResult } from './types.js';
export { NO_CHOICES } from './types.js';

/** Adding one part, with the parts it needs and without the parts it replaces. */
export function planAddPart(
  catalog: VehicleCatalog,
  appliedPartIds: readonly number[],
  partId: number,
  choices: RulesChoices = NO_CHOICES,
): RulesPlan {
  return planAddParts(compileRules(catalog), appliedPartIds, [partId], choices);
}

/** Adding several parts as one group, as applying a setup does. */
export function planAddPartGroup(
  catalog: VehicleCatalog,
  appliedPartIds: readonly number[],
  partIds: readonly number[],
  choices: RulesChoices = NO_CHOICES,
): RulesPlan {
  return planAddParts(compileRules(catalog), appliedPartIds, partIds, choices);
}

/** Removing one part together with the applied parts that need it. */
export function planRemovePart(
  catalog: VehicleCatalog,
  appliedPartIds: readonly number[],
  partId: number,
  choices: Pick<RulesChoices, 'removeParts'> = NO_CHOICES,
): RulesPlan {
  return planRemoveParts(compileRules(catalog), appliedPartIds, [partId], choices);
}

/**
 * Removing some parts and adding others in one step (the X-Bow colour slots change this way).
 * The removal is settled first, so its question comes before any question about the additions.
 */
export function planPartChanges(
  catalog: VehicleCatalog,
  appliedPartIds: readonly number[],
  change: { add: readonly number[]; remove: readonly number[] },
  choices: RulesChoices = NO_CHOICES,
): RulesPlan {
  const rules = compileRules(catalog);
  const removal = planRemoveParts(rules, appliedPartIds, change.remove, choices);
  if (removal.kind !== 'planned') return removal;
  const gone = new Set(removal.removedPartIds);
  const remaining = gone.size === 0 ? appliedPartIds : appliedPartIds.filter((id) => !gone.has(id));
  const addition = planAddParts(rules, remaining, change.add, choices);
  if (addition.kind !== 'planned') return addition;
  return {
    kind: 'planned',
    addedPartIds: addition.addedPartIds,
    removedPartIds: [...removal.removedPartIds, ...addition.removedPartIds],
  };
}

/** Every rule the given parts break together; empty means the configuration is valid. */
export function findRuleViolations(catalog: VehicleCatalog, partIds: readonly number[]): RuleViolation[] {
  return listRuleViolations(compileRules(catalog), partIds);
}

const unavailable = new WeakMap<VehicleCatalog, ReadonlyMap<number, readonly RuleStep[]>>();

/**
 * The parts of a catalog that no valid configuration can hold, each with the chain of rules that
 * says why; every other part can be added to any configuration (the conflicting ones go, after the
 * visitor agrees). Worked out once per catalog.
 */
export function unavailableParts(catalog: VehicleCatalog): ReadonlyMap<number, readonly RuleStep[]> {
  const known = unavailable.get(catalog);
  if (known) return known;
  const rules = compileRules(catalog);
  const result = new Map<number, readonly RuleStep[]>();
  for (const partId of solverOf(rules).impossible.keys())
    result.set(partId, whyImpossible(rules, partId) ?? []);
  unavailable.set(catalog, result);
  return result;
}

/** Why each part of a question is in it, as chains of rules (the conflict dialogs show them). */
export function explainRulesResult(
  catalog: VehicleCatalog,
  appliedPartIds: readonly number[],
  question: RulesResult,
  chosenPartIds: readonly number[] = [],
): PartExplanation[] {
  return explainQuestion(compileRules(catalog), appliedPartIds, question, chosenPartIds);
}
