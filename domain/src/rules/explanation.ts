import { RuleType } from '../catalog/types.js';
import type { CompiledRules } from './compileRules.js';
import { conflictsOf, requirementsOf } from './compileRules.js';
import type { Impossibility } from './ruleSolver.js';
import { solverOf } from './ruleSolver.js';
import type { RulesResult } from './types.js';

/**
 * One link of an explanation: `part` needs `parts` (all of them), needs one of `parts`, cannot be
 * fitted together with `parts`, or is not offered. A chain reads from the part asked about to the
 * rule that stops it: 'the slip-on needs the link pipe; the link pipe cannot be fitted together
 * with the factory silencer'.
 */
export interface RuleStep {
  part: number;
  rule: 'needs' | 'needsOneOf' | 'conflictsWith' | 'notOffered';
  parts: readonly number[];
}

/**
 * Breadth first from `from` over the requirements (fixed parts and the options of choices) to the
 * nearest part that `isGoal` accepts (`from` itself included): that part and the links that lead
 * there, shortest first, each naming the rule of one part that brings the next one in. A choice
 * answered already (an option among `chosen`) leads only through the options chosen; given
 * `within`, the walk only enters those parts.
 */
function walkRequirements(
  rules: CompiledRules,
  from: number,
  isGoal: (part: number) => boolean,
  chosen: ReadonlySet<number> = NONE,
  within?: ReadonlySet<number>,
): { part: number; steps: RuleStep[] } | null {
  const cameBy = new Map<number, RuleStep>();
  const queue = [from];
  const seen = new Set(queue);
  for (let index = 0; index < queue.length; index++) {
    const part = queue[index] as number;
    if (isGoal(part)) return { part, steps: unwind(cameBy, from, part) };
    for (const requirement of requirementsOf(rules, part)) {
      const answered = requirement.choosePart ? requirement.parts.filter((id) => chosen.has(id)) : [];
      for (const next of answered.length > 0 ? answered : requirement.parts) {
        if (seen.has(next) || (within && !within.has(next))) continue;
        seen.add(next);
        cameBy.set(
          next,
          requirement.choosePart
            ? { part, rule: 'needsOneOf', parts: requirement.parts }
            : { part, rule: 'needs', parts: [next] },
        );
        queue.push(next);
      }
    }
  }
  return null;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The requirement links from `from` to `to`: empty when from is to, null when none leads there.
 * Choices go through the options `chosen`; given `within`, the chain passes only through those parts.
 */
export function requirementPath(
  rules: CompiledRules,
  from: number,
  to: number,
  chosen: ReadonlySet<number> = NONE,
  within?: ReadonlySet<number>,
): RuleStep[] | null {
  return walkRequirements(rules, from, (part) => part === to, chosen, within)?.steps ?? null;
}

function unwind(cameBy: ReadonlyMap<number, RuleStep>, from: number, to: number): RuleStep[] {
  const steps: RuleStep[] = [];
  for (let at = to; at !== from; ) {
    const step = cameBy.get(at) as RuleStep;
    steps.unshift(step);
    at = step.part;
  }
  return steps;
}

/** The solver's dead end as rule steps, led to from `partId` by the requirements that reach it. */
function stepsOf(rules: CompiledRules, partId: number, reason: Impossibility): RuleStep[] {
  const lead = (to: number) => requirementPath(rules, partId, to) ?? [];
  switch (reason.kind) {
    case 'missing':
      return [
        ...lead(reason.partId),
        { part: reason.partId, rule: 'needs', parts: [reason.needed] },
        { part: reason.needed, rule: 'notOffered', parts: [] },
      ];
    case 'clash': {
      const needer = reason.neededBy ?? reason.other;
      const toNeeder = lead(needer);
      const reached = new Set([partId, ...toNeeder.flatMap((step) => step.parts)]);
      const toOther =
        reason.neededBy === undefined
          ? []
          : [{ part: needer, rule: 'needs' as const, parts: [reason.other] }];
      // The part the other one clashes with, unless the chain already brought it in.
      const toClashing = reached.has(reason.partId) ? [] : lead(reason.partId);
      return [
        ...toNeeder,
        ...toOther,
        ...toClashing,
        { part: reason.other, rule: 'conflictsWith', parts: [reason.partId] },
      ];
    }
    case 'noOption':
      return [...lead(reason.partId), { part: reason.partId, rule: 'needsOneOf', parts: reason.options }];
  }
}

/**
 * Why no valid configuration can hold `partId`, as a chain of rules; null for a part that some
 * configuration holds. A choice none of whose options fits ends the chain: each option is
 * impossible in turn, with a chain of its own.
 */
export function whyImpossible(rules: CompiledRules, partId: number): RuleStep[] | null {
  const reason = solverOf(rules).impossible.get(partId);
  return reason ? distinct(stepsOf(rules, partId, reason)) : null;
}

/** Two paths into one chain share their first links: each link once. */
function distinct(steps: readonly RuleStep[]): RuleStep[] {
  const seen = new Set<string>();
  return steps.filter((step) => {
    const key = `${step.part}|${step.rule}|${step.parts.join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Why the parts cannot be had together (e.g. a part and the answers chosen so far), or null if they can. */
export function whyNotTogether(rules: CompiledRules, partIds: readonly number[]): RuleStep[] | null {
  const first = partIds[0];
  const reason = first === undefined ? null : solverOf(rules).whyNot(partIds);
  return reason && first !== undefined ? distinct(stepsOf(rules, first, reason)) : null;
}

/** Why one part is in a question: the chain of rules from the part being changed to it. */
export interface PartExplanation {
  part: number;
  steps: readonly RuleStep[];
}

/**
 * Why each part of a question is in it. A choice: its part needs one of the options. Parts to add:
 * the requirements from the part being added. Dependents to remove (they are applied): their
 * requirements down to the part being removed. Parts replaced: the part being added, or one it
 * needs, cannot be fitted together with them, or they needed a part that goes. The options the
 * visitor chose (`chosenPartIds`) are the ones the chains go through.
 */
export function explainQuestion(
  rules: CompiledRules,
  appliedPartIds: readonly number[],
  question: RulesResult,
  chosenPartIds: readonly number[] = [],
): PartExplanation[] {
  const { part, parts } = question;
  const chosen = new Set(chosenPartIds);
  if (question.choosePart) return [{ part, steps: [{ part, rule: 'needsOneOf', parts }] }];
  if (question.ruleType === RuleType.Required) {
    const applied = new Set(appliedPartIds);
    const removing = parts.every((id) => applied.has(id));
    return parts.map((id) => ({
      part: id,
      steps:
        (removing ? requirementPath(rules, id, part, chosen) : requirementPath(rules, part, id, chosen)) ??
        [],
    }));
  }
  const replaced = new Set(parts);
  const explain = (id: number, seen: Set<number>): RuleStep[] => {
    const clash = clashReached(rules, part, id, chosen);
    if (clash) return clash;
    // A dependent: it needs a part that goes.
    for (const requirement of requirementsOf(rules, id)) {
      const gone = requirement.parts.find((needed) => replaced.has(needed) && !seen.has(needed));
      if (gone === undefined) continue;
      const step: RuleStep = requirement.choosePart
        ? { part: id, rule: 'needsOneOf', parts: requirement.parts }
        : { part: id, rule: 'needs', parts: [gone] };
      return [step, ...explain(gone, new Set([...seen, gone]))];
    }
    return [];
  };
  return parts.map((id) => ({ part: id, steps: explain(id, new Set([id])) }));
}

/** The nearest part `from` brings in (itself included) that cannot be fitted together with `other`. */
function clashReached(
  rules: CompiledRules,
  from: number,
  other: number,
  chosen: ReadonlySet<number>,
): RuleStep[] | null {
  const found = walkRequirements(rules, from, (part) => conflictsOf(rules, part).includes(other), chosen);
  return found ? [...found.steps, { part: found.part, rule: 'conflictsWith', parts: [other] }] : null;
}
