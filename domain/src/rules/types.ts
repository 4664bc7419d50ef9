import type { RuleType } from '../catalog/types.js';

/**
 * What the user must confirm before a part change can be applied; the shape the specification
 * gives the conflict dialog (RuleType, Part, Parts, ChoosePart).
 */
export interface RulesResult {
  ruleType: RuleType;
  /** The part whose change raised the question. */
  part: number;
  /** Required: the parts to add (or, on removal, the dependents to remove). Conflicting: the parts replaced. */
  parts: readonly number[];
  /** Exactly one of `parts` must be chosen; the first is preselected. */
  choosePart: boolean;
}

/** The user's answers so far, repeated with every request of the confirmation dialog. */
export interface RulesChoices {
  /** Required parts the user accepts, and the options picked for choose-one rules. */
  selectedParts: readonly number[];
  /** Applied parts the user accepts to lose. */
  removeParts: readonly number[];
}

export const NO_CHOICES: RulesChoices = { selectedParts: [], removeParts: [] };

export type RulesErrorCode = 'PART_NOT_IN_CATALOG' | 'INVALID_CHOICE' | 'RULES_UNSATISFIABLE';

export interface RulesError {
  code: RulesErrorCode;
  message: string;
  /** The part the error is about. */
  partId: number;
}

/** The engine's answer: the change to make, the next question, or why it cannot be made. */
export type RulesPlan =
  | { kind: 'planned'; addedPartIds: readonly number[]; removedPartIds: readonly number[] }
  | { kind: 'question'; rulesResult: RulesResult }
  | { kind: 'refused'; error: RulesError };

export const NOTHING_TO_CHANGE: RulesPlan = { kind: 'planned', addedPartIds: [], removedPartIds: [] };
