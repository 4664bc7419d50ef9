import { RuleType } from '../catalog/types.js';
import type { CompiledRules } from './compileRules.js';
import { conflictsOf, isMet, requirementsOf } from './compileRules.js';

/** A rule that a set of applied parts breaks. */
export interface RuleViolation {
  ruleType: RuleType;
  /** Required: the part whose rule is unmet. Conflicting: the first part of the clashing pair. */
  partId: number;
  /** Required: the rule's parts. Conflicting: the other part of the pair. */
  parts: readonly number[];
  choosePart: boolean;
}

/** Every rule the applied parts break; empty for any configuration the engine produced. */
export function listRuleViolations(rules: CompiledRules, partIds: readonly number[]): RuleViolation[] {
  const present = new Set(partIds);
  const isPresent = (partId: number): boolean => present.has(partId);
  const violations: RuleViolation[] = [];
  for (const partId of present) {
    for (const requirement of requirementsOf(rules, partId)) {
      if (!isMet(requirement, isPresent)) {
        violations.push({
          ruleType: RuleType.Required,
          partId,
          parts: requirement.parts,
          choosePart: requirement.choosePart,
        });
      }
    }
    for (const other of conflictsOf(rules, partId)) {
      // Each clashing pair once.
      if (other > partId && present.has(other)) {
        violations.push({ ruleType: RuleType.Conflicting, partId, parts: [other], choosePart: false });
      }
    }
  }
  return violations;
}
