import { RuleType } from '../catalog/types.js';
import type { CompiledRules, Requirement } from './compileRules.js';
import { conflictsOf, requirementsOf } from './compileRules.js';
import { firstUnknownPart, removeBrokenDependents } from './removalPlan.js';
import { type Impossibility, type RuleSolver, solverOf } from './ruleSolver.js';
import type { RulesChoices, RulesError, RulesPlan } from './types.js';
import { NOTHING_TO_CHANGE } from './types.js';

/** Everything a group of new parts pulls in, given which applied parts stay. */
interface Closure {
  /** The new parts first, then every part they need, in the order found. */
  readonly toAdd: readonly number[];
  readonly adding: ReadonlySet<number>;
  /** The parts pulled in by fixed Required lists (not the new parts, not chosen options). */
  readonly fixed: readonly number[];
  /** Choose-one rules that nothing satisfies and the user has not answered yet, in the order found. */
  readonly open: readonly Requirement[];
}

interface Settled {
  closure: Closure;
  /** Applied parts that go: conflicts first, then the parts that needed them. */
  removed: ReadonlySet<number>;
}

/**
 * Adding parts (one part, or a setup's parts as a group). The plan asks, one question at a time:
 * each unanswered choose-one rule, then the whole fixed list of required parts, then every applied
 * part that must go (conflicts plus their dependents). Once all are answered it names exactly the
 * parts to add and to remove.
 */
export function planAddParts(
  rules: CompiledRules,
  appliedPartIds: readonly number[],
  partIds: readonly number[],
  choices: RulesChoices,
): RulesPlan {
  const unknown = firstUnknownPart(rules, [partIds, choices.selectedParts, choices.removeParts]);
  if (unknown) return { kind: 'refused', error: unknown };

  const applied = new Set(appliedPartIds);
  const roots = [...new Set(partIds)].filter((id) => !applied.has(id));
  const first = roots[0];
  if (first === undefined) return NOTHING_TO_CHANGE;
  const selected = [...new Set(choices.selectedParts)];
  const solver = solverOf(rules);
  const impossible = solver.whyNot(roots);
  if (impossible) {
    const error = refused('RULES_UNSATISFIABLE', impossible.partId, describe(impossible, roots));
    return { kind: 'refused', error };
  }

  const settled = settle(rules, applied, roots, selected, first);
  // The parts alone can be had: a dead end now comes from the answers chosen.
  if ('code' in settled)
    return {
      kind: 'refused',
      error:
        settled.code === 'RULES_UNSATISFIABLE' && selected.length > 0
          ? badChoice(solver, selected, first, settled.message)
          : settled,
    };
  const { closure, removed } = settled;

  for (const partId of selected) {
    const stays = applied.has(partId) && !removed.has(partId);
    if (!closure.adding.has(partId) && !stays) {
      const message = `Part ${partId} is not one of the parts offered for adding part ${first}.`;
      return { kind: 'refused', error: refused('INVALID_CHOICE', partId, message) };
    }
  }

  // Only the answers chosen so far can have closed every way to a valid configuration.
  if (!solver.canComplete(closure.toAdd)) {
    const chosen = selected.filter((id) => closure.adding.has(id));
    return { kind: 'refused', error: badChoice(solver, chosen, first) };
  }

  const choice = closure.open[0];
  if (choice) {
    // Backtrack-free: only options that some valid configuration holds beside what is being added.
    const options = choice.parts.filter((option) => solver.canComplete([...closure.toAdd, option]));
    return {
      kind: 'question',
      rulesResult: { ruleType: RuleType.Required, part: choice.owner, parts: options, choosePart: true },
    };
  }

  const selectedSet = new Set(selected);
  const fixed = closure.fixed.filter((id) => !applied.has(id));
  if (fixed.some((id) => !selectedSet.has(id))) {
    return {
      kind: 'question',
      rulesResult: { ruleType: RuleType.Required, part: first, parts: fixed, choosePart: false },
    };
  }

  // A part that had to go but is needed again by the new parts simply stays.
  const removedPartIds = [...removed].filter((id) => !closure.adding.has(id));
  const accepted = new Set(choices.removeParts);
  if (removedPartIds.some((id) => !accepted.has(id))) {
    return {
      kind: 'question',
      rulesResult: { ruleType: RuleType.Conflicting, part: first, parts: removedPartIds, choosePart: false },
    };
  }

  return { kind: 'planned', addedPartIds: closure.toAdd.filter((id) => !applied.has(id)), removedPartIds };
}

/**
 * Removing conflicting parts can unsettle choose-one rules they used to satisfy, which can pull in
 * more parts and more conflicts. The set of removed parts only grows and is bounded by the applied
 * parts, so repeating until it stops growing ends, usually after one or two rounds.
 */
function settle(
  rules: CompiledRules,
  applied: ReadonlySet<number>,
  roots: readonly number[],
  selected: readonly number[],
  first: number,
): Settled | RulesError {
  const removed = new Set<number>();
  for (;;) {
    const closure = closeOver(rules, roots, (id) => applied.has(id) && !removed.has(id), selected);
    if ('code' in closure) return closure;
    const clash = findClash(rules, closure, first);
    if (clash) return clash;

    const replaced: number[] = [];
    for (const partId of closure.toAdd) {
      for (const other of conflictsOf(rules, partId)) {
        if (applied.has(other) && !removed.has(other)) {
          removed.add(other);
          replaced.push(other);
        }
      }
    }
    if (replaced.length === 0) return { closure, removed };
    removeBrokenDependents(
      rules,
      removed,
      replaced,
      (id) => applied.has(id),
      (id) => (applied.has(id) && !removed.has(id)) || closure.adding.has(id),
    );
  }
}

function closeOver(
  rules: CompiledRules,
  roots: readonly number[],
  isKept: (partId: number) => boolean,
  selected: readonly number[],
): Closure | RulesError {
  const toAdd: number[] = [];
  const adding = new Set<number>();
  const fixed: number[] = [];
  const add = (partId: number): void => {
    adding.add(partId);
    toAdd.push(partId);
  };
  const isPresent = (partId: number): boolean => adding.has(partId) || isKept(partId);

  for (const root of roots) add(root);
  const pending: Requirement[] = [];
  let next = 0;
  for (;;) {
    for (; next < toAdd.length; next++) {
      const partId = toAdd[next] as number;
      for (const requirement of requirementsOf(rules, partId)) {
        if (requirement.choosePart) {
          if (requirement.parts.length === 0) {
            return refused(
              'RULES_UNSATISFIABLE',
              partId,
              `Part ${partId} needs a part the catalog does not offer.`,
            );
          }
          pending.push(requirement);
          continue;
        }
        for (const needed of requirement.parts) {
          if (isPresent(needed)) continue;
          if (!rules.parts.has(needed)) {
            return refused(
              'RULES_UNSATISFIABLE',
              partId,
              `Part ${partId} needs part ${needed}, which the catalog does not offer.`,
            );
          }
          add(needed);
          fixed.push(needed);
        }
      }
    }

    // Answers are taken one at a time, and only after every fixed requirement found so far is in:
    // a fixed part may already meet a choose-one rule, and then nothing is asked for it. A rule
    // takes its answer even where another part meets it by now: the answer was offered when it was
    // given, before a later answer (or a part it displaced) changed which rule was met first, and
    // so the parts added do not depend on the order of the rules. A rule takes one answer only.
    const answer = firstAnswer(pending, selected, isPresent);
    if (answer === undefined) {
      const open = pending.filter((requirement) => !requirement.parts.some(isPresent));
      return { toAdd, adding, fixed, open };
    }
    add(answer);
  }
}

/** The first rule's answer (the first selected option of the rule) that is not present yet. */
function firstAnswer(
  pending: readonly Requirement[],
  selected: readonly number[],
  isPresent: (partId: number) => boolean,
): number | undefined {
  for (const requirement of pending) {
    const answer = selected.find((id) => requirement.parts.includes(id));
    if (answer !== undefined && !isPresent(answer)) return answer;
  }
  return undefined;
}

function findClash(rules: CompiledRules, closure: Closure, first: number): RulesError | undefined {
  for (const partId of closure.toAdd) {
    for (const other of conflictsOf(rules, partId)) {
      if (closure.adding.has(other)) {
        return refused(
          'RULES_UNSATISFIABLE',
          partId,
          `Adding part ${first} needs parts ${partId} and ${other}, which cannot be fitted together.`,
        );
      }
    }
  }
  return undefined;
}

/** An answer that closes every way to a valid configuration: the first impossible one, else the last. */
function badChoice(solver: RuleSolver, chosen: readonly number[], first: number, why?: string): RulesError {
  const blamed = chosen.find((id) => solver.impossible.has(id)) ?? chosen.at(-1) ?? first;
  const message = `Part ${blamed} cannot be fitted together with the other parts added with part ${first}.`;
  return refused('INVALID_CHOICE', blamed, why ? `${message} ${why}` : message);
}

/** The solver's reason in words, for the error's message. */
function describe(reason: Impossibility, roots: readonly number[]): string {
  const adding = roots.length === 1 ? `part ${roots[0]}` : `parts ${roots.join(', ')}`;
  switch (reason.kind) {
    case 'missing':
      return `Adding ${adding} cannot work: part ${reason.partId} needs part ${reason.needed}, which the catalog does not offer.`;
    case 'clash':
      return reason.neededBy === undefined
        ? `Adding ${adding} cannot work: part ${reason.partId} cannot be fitted together with part ${reason.other}.`
        : `Adding ${adding} cannot work: part ${reason.neededBy} needs part ${reason.other}, which cannot be fitted together with part ${reason.partId}.`;
    case 'noOption':
      return `Adding ${adding} cannot work: part ${reason.partId} needs one of parts ${reason.options.join(', ')}, and none of them fits.`;
  }
}

function refused(code: RulesError['code'], partId: number, message: string): RulesError {
  return { code, partId, message };
}
