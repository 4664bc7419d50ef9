import type { PartChangeAnswer, RulesResult } from '../api/partRequests.js';
import type { RuleStep } from './ruleChain.js';

type Price = PartChangeAnswer['Price'];

/** One question of a change with the answer it gets and why each of its parts is in it. */
export interface PlanQuestion {
  rulesResult: RulesResult;
  /** A choice: the option taken. Otherwise every part listed. */
  answer: number[];
  explanations: { Part: number; Because: RuleStep[] }[];
}

/** Every question of a change, in the order the server asks them, and what the change does once answered. */
export interface ChangePlan {
  questions: PlanQuestion[];
  addedPartIds: number[];
  removedPartIds: number[];
  /** What the change adds to the price; null where nobody said. */
  priceChange: Price | null;
}

/** A question's answer adds parts (required parts, a choice), or lets them go (replaced parts, dependents). */
export function answerAdds(rulesResult: RulesResult, removing: boolean): boolean {
  return rulesResult.RuleType === 1 && !removing;
}

/** The answers of the questions as the protocol sends them. */
export function answersOf(
  questions: readonly PlanQuestion[],
  removing: boolean,
): { selectedParts: number[]; removeParts: number[] } {
  const selected = new Set<number>();
  const removed = new Set<number>();
  for (const question of questions) {
    const into = answerAdds(question.rulesResult, removing) ? selected : removed;
    for (const id of question.answer) into.add(id);
  }
  return { selectedParts: [...selected], removeParts: [...removed] };
}

/**
 * The plan shown after a dry run that was given the answers of `answered`: those questions first,
 * then what the server still asks (its Plan), or nothing more when the dry run went through. Null
 * when the server asks a question without a plan (the one-question dialog takes it).
 */
export function changePlanOf(
  answer: PartChangeAnswer,
  answered: readonly PlanQuestion[],
  priceBefore: { Value: number } | null,
): ChangePlan | null {
  const { Plan } = answer;
  if (Plan) {
    const asked = Plan.Questions.map(({ Answer, Explanations, RuleType, Part, Parts, ChoosePart }) => ({
      rulesResult: { RuleType, Part, Parts, ChoosePart },
      answer: Answer,
      explanations: Explanations,
    }));
    return {
      questions: [...answered, ...asked],
      addedPartIds: Plan.AddedPartIds,
      removedPartIds: Plan.RemovedPartIds,
      priceChange: Plan.PriceChange,
    };
  }
  if (answer.RulesResult || answered.length === 0) return null;
  return {
    questions: [...answered],
    addedPartIds: answer.AddedPartIds,
    removedPartIds: answer.RemovedPartIds,
    priceChange: priceBefore ? { ...answer.Price, Value: answer.Price.Value - priceBefore.Value } : null,
  };
}

/** The plan of the dialog's data, checked: anything else is not a plan of the protocol. */
export function changePlanFrom(data: Record<string, unknown> | undefined): ChangePlan | null {
  const plan = data?.plan as Partial<ChangePlan> | undefined;
  if (!plan || !Array.isArray(plan.questions) || plan.questions.length === 0) return null;
  if (!Array.isArray(plan.addedPartIds) || !Array.isArray(plan.removedPartIds)) return null;
  const wellFormed = plan.questions.every(
    (question) =>
      question &&
      (question.rulesResult?.RuleType === 0 || question.rulesResult?.RuleType === 1) &&
      Array.isArray(question.rulesResult.Parts) &&
      Array.isArray(question.answer) &&
      Array.isArray(question.explanations),
  );
  return wellFormed ? (plan as ChangePlan) : null;
}
