import type { VehicleCatalog } from '../catalog/types.js';
import { RuleType } from '../catalog/types.js';
import type { RulesResult } from '../rules/types.js';
import type { AddPart, ApplySetup, RemovePart, UpdateVehicleSettings } from './commands.js';
import { decide } from './decide.js';
import type { ConfigurationState } from './events.js';
import { evolve } from './events.js';

/** A command that asks questions of the rules protocol. */
export type QuestioningCommand = AddPart | RemovePart | ApplySetup | UpdateVehicleSettings;

/** One question of a change, with the answer the whole plan assumes. */
export interface PlannedQuestion {
  rulesResult: RulesResult;
  /** A choice: the option taken (the one given, else the first, which the dialog preselects). Otherwise every part listed. */
  answer: readonly number[];
}

/** Everything a change asks, in the order the protocol asks it, and what it does once answered so. */
export interface WholePlan {
  questions: readonly PlannedQuestion[];
  addedPartIds: readonly number[];
  removedPartIds: readonly number[];
}

/** Enough rounds for any plan: each round answers at least one more part. */
const MAX_ROUNDS = 10_000;

/**
 * The whole plan of a change at once, so that one dialog can show every question: the protocol is
 * run to its end, each question answered as the dialog preselects it (the options of a choice all
 * complete, so the default always leads on), keeping the answers the command already gives. Null
 * when the change cannot be made with these answers (the dry run says why).
 */
export function planWholeChange(
  command: QuestioningCommand,
  state: ConfigurationState,
  catalog: VehicleCatalog,
): WholePlan | null {
  if (!state.exists) return null;
  const selectedParts = [...('selectedParts' in command ? (command.selectedParts ?? []) : [])];
  const removeParts = [...(command.removeParts ?? [])];
  const questions: PlannedQuestion[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const decision = decide({ ...command, selectedParts, removeParts } as QuestioningCommand, state, catalog);
    if (decision.status === 'rejected') return null;
    if (decision.status === 'confirmationNeeded') {
      const { rulesResult } = decision;
      const answer = rulesResult.choosePart ? rulesResult.parts.slice(0, 1) : rulesResult.parts;
      questions.push({ rulesResult, answer });
      // Parts to add are selected; parts replaced, and dependents of a removed part, are let go.
      const adds = rulesResult.ruleType === RuleType.Required && command.type !== 'RemovePart';
      const answers = adds ? selectedParts : removeParts;
      const fresh = answer.filter((id) => !answers.includes(id));
      // The same question again: the answers lead nowhere.
      if (fresh.length === 0) return null;
      answers.push(...fresh);
      continue;
    }
    const after = decision.events.reduce<ConfigurationState>(evolve, state);
    const partIds = after.exists ? after.partIds : [];
    const before = new Set(state.partIds);
    const now = new Set(partIds);
    return {
      questions,
      addedPartIds: partIds.filter((id) => !before.has(id)),
      removedPartIds: state.partIds.filter((id) => !now.has(id)),
    };
  }
  return null;
}
