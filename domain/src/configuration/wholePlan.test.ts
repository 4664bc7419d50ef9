import { describe, expect, it } from 'vitest';
import { RuleType } from '../catalog/types.js';
import { add, applySetup, partRulesCatalog, remove, withParts } from './partRulesFixture.js';
import { replay } from './scenario.js';
import { planWholeChange } from './wholePlan.js';

const state = (...partIds: number[]) => replay([withParts(...partIds)]);

describe('the whole plan of a change', () => {
  it('answers every question at once, in the order asked: the choice, the fixed parts, the parts replaced', () => {
    // 90 needs one of 91 and 92, and 93; 93 cannot be fitted together with 94.
    expect(planWholeChange(add(90), state(94), partRulesCatalog)).toEqual({
      questions: [
        {
          rulesResult: { ruleType: RuleType.Required, part: 90, parts: [91, 92], choosePart: true },
          answer: [91],
        },
        {
          rulesResult: { ruleType: RuleType.Required, part: 90, parts: [93], choosePart: false },
          answer: [93],
        },
        {
          rulesResult: { ruleType: RuleType.Conflicting, part: 90, parts: [94], choosePart: false },
          answer: [94],
        },
      ],
      addedPartIds: [90, 93, 91],
      removedPartIds: [94],
    });
  });

  it('keeps the answers the change already gives, and follows the chain from the option chosen', () => {
    // 30 needs one of 31 and 32; 31 needs 33.
    const plan = planWholeChange(add(30, { selectedParts: [32] }), state(), partRulesCatalog);
    expect(plan?.questions).toEqual([]);
    expect(plan?.addedPartIds).toEqual([30, 32]);
    const first = planWholeChange(add(30), state(), partRulesCatalog);
    expect(first?.questions.map((q) => q.answer)).toEqual([[31], [33]]);
    expect(first?.addedPartIds).toEqual([30, 31, 33]);
  });

  it('plans a removal with its dependents, and a setup', () => {
    // 62 needs 61, 63 needs 62.
    expect(planWholeChange(remove(61), state(61, 62, 63), partRulesCatalog)).toMatchObject({
      questions: [{ answer: [62, 63] }],
      removedPartIds: [61, 62, 63],
    });
    expect(planWholeChange(applySetup('comfort'), state(), partRulesCatalog)?.addedPartIds).toEqual(
      expect.arrayContaining([1, 20, 21, 22]),
    );
  });

  it('has no plan for a change the rules refuse', () => {
    expect(planWholeChange(add(80), state(), partRulesCatalog)).toBeNull();
  });
});
