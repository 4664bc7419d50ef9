import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleType } from '../catalog/types.js';
import { conflicts, requires, requiresOneOf, sketchCatalog } from '../configuration/scenario.js';
import { compileRules } from './compileRules.js';
import {
  explainQuestion,
  type RuleStep,
  requirementPath,
  whyImpossible,
  whyNotTogether,
} from './explanation.js';
import { planAddPart, planRemovePart } from './rulesEngine.js';
import { smallCatalogs } from './smallCatalogs.js';

// 1 slip-on, 2 link pipe, 3 factory silencer, 4 heat shield, 5 bracket, 6 and 7 mounts, 8 a kit.
const catalog = sketchCatalog({
  parts: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => [id, 100] as const),
  rules: [
    requires(1, [2]),
    conflicts(2, [3]),
    requires(4, [5]),
    requires(5, [99]),
    requiresOneOf(6, [4, 7]),
    conflicts(7, [6]),
    requires(8, [2, 9]),
    requires(9, [3]),
  ],
});
const rules = compileRules(catalog);

/** The engine's first question for a change, and why each of its parts is in it. */
function asked(plan: ReturnType<typeof planAddPart>, applied: number[]) {
  if (plan.kind !== 'question') throw new Error(`no question: ${JSON.stringify(plan)}`);
  return explainQuestion(rules, applied, plan.rulesResult);
}

describe('why the rules say so', () => {
  it('finds the shortest chain of requirements from one part to another', () => {
    expect(requirementPath(rules, 8, 3)).toEqual([
      { part: 8, rule: 'needs', parts: [9] },
      { part: 9, rule: 'needs', parts: [3] },
    ]);
    expect(requirementPath(rules, 6, 5)).toEqual([
      { part: 6, rule: 'needsOneOf', parts: [4, 7] },
      { part: 4, rule: 'needs', parts: [5] },
    ]);
    expect(requirementPath(rules, 3, 1)).toBeNull();
  });

  it('says why a part can never be had, from the part to the rule that stops it', () => {
    expect(whyImpossible(rules, 4)).toEqual([
      { part: 4, rule: 'needs', parts: [5] },
      { part: 5, rule: 'needs', parts: [99] },
      { part: 99, rule: 'notOffered', parts: [] },
    ]);
    expect(whyImpossible(rules, 6)).toEqual([{ part: 6, rule: 'needsOneOf', parts: [4, 7] }]);
    const kit = whyImpossible(rules, 8);
    expect(kit).toContainEqual({ part: 8, rule: 'needs', parts: [9] });
    expect(kit).toContainEqual({ part: 9, rule: 'needs', parts: [3] });
    expect(kit?.at(-1)?.rule).toBe('conflictsWith');
    expect(whyImpossible(rules, 1)).toBeNull();
  });

  it('says why parts cannot be had together', () => {
    expect(whyNotTogether(rules, [1, 3])).toEqual([
      { part: 1, rule: 'needs', parts: [2] },
      { part: 3, rule: 'conflictsWith', parts: [2] },
    ]);
    expect(whyNotTogether(rules, [1, 9])?.at(-1)?.rule).toBe('conflictsWith');
    expect(whyNotTogether(rules, [1, 7])).toBeNull();
  });
});

describe('why a question names its parts', () => {
  it('says which requirement brings each part to add', () => {
    expect(asked(planAddPart(catalog, [], 1), [])).toEqual([
      { part: 2, steps: [{ part: 1, rule: 'needs', parts: [2] }] },
    ]);
  });

  it('says which part cannot be fitted together with a part replaced, and which part a dependent needed', () => {
    expect(asked(planAddPart(catalog, [3, 9], 1, { selectedParts: [2], removeParts: [] }), [3, 9])).toEqual([
      {
        part: 3,
        steps: [
          { part: 1, rule: 'needs', parts: [2] },
          { part: 2, rule: 'conflictsWith', parts: [3] },
        ],
      },
      {
        part: 9,
        steps: [
          { part: 9, rule: 'needs', parts: [3] },
          { part: 1, rule: 'needs', parts: [2] },
          { part: 2, rule: 'conflictsWith', parts: [3] },
        ],
      },
    ]);
  });

  it('says which requirement ties each dependent to the part removed', () => {
    expect(asked(planRemovePart(catalog, [3, 9], 3), [3, 9])).toEqual([
      { part: 9, steps: [{ part: 9, rule: 'needs', parts: [3] }] },
    ]);
  });

  it('names the choice for a choose-one question', () => {
    const six = sketchCatalog({
      parts: [6, 7, 8].map((id) => [id, 100] as const),
      rules: [requiresOneOf(6, [7, 8])],
    });
    const plan = planAddPart(six, [], 6);
    if (plan.kind !== 'question') throw new Error('no question');
    expect(explainQuestion(compileRules(six), [], plan.rulesResult)).toEqual([
      { part: 6, steps: [{ part: 6, rule: 'needsOneOf', parts: [7, 8] }] },
    ]);
  });
});

describe('why, once an option is chosen', () => {
  // 1 a seat that needs 2 or 3 (rally or factory seat); both clash with 4, the low seat applied.
  const seats = sketchCatalog({
    parts: [1, 2, 3, 4].map((id) => [id, 100] as const),
    rules: [requiresOneOf(1, [2, 3]), conflicts(2, [4]), conflicts(3, [4])],
  });
  const compiled = compileRules(seats);
  const replacing = { ruleType: RuleType.Conflicting, part: 1, parts: [4], choosePart: false };

  it('goes through the option chosen, not the first one', () => {
    expect(explainQuestion(compiled, [4], replacing, [3])).toEqual([
      {
        part: 4,
        steps: [
          { part: 1, rule: 'needsOneOf', parts: [2, 3] },
          { part: 3, rule: 'conflictsWith', parts: [4] },
        ],
      },
    ]);
  });

  it('goes through the nearest option while none is chosen', () => {
    expect(explainQuestion(compiled, [4], replacing)[0]?.steps.at(-1)).toEqual({
      part: 2,
      rule: 'conflictsWith',
      parts: [4],
    });
  });
});

describe('every explanation of an impossible part', () => {
  it('starts at the part and names only rules the catalog has', () => {
    fc.assert(
      fc.property(smallCatalogs, (catalog) => {
        const compiled = compileRules(catalog);
        const offered = new Set(catalog.parts.map((p) => p.partId));
        const isRule = (step: RuleStep): boolean => {
          if (step.rule === 'notOffered') return !offered.has(step.part);
          const [other] = step.parts;
          return catalog.rules.some((rule) => {
            if (step.rule === 'conflictsWith') {
              return (
                rule.ruleType === RuleType.Conflicting &&
                ((rule.partId === step.part && rule.parts.includes(other as number)) ||
                  (rule.partId === other && rule.parts.includes(step.part)))
              );
            }
            if (rule.ruleType !== RuleType.Required || rule.partId !== step.part) return false;
            return step.rule === 'needs'
              ? !rule.choosePart && rule.parts.includes(other as number)
              : rule.choosePart && step.parts.every((option) => rule.parts.includes(option));
          });
        };
        for (const { partId } of catalog.parts) {
          const steps = whyImpossible(compiled, partId);
          if (!steps) continue;
          expect(steps.length, `part ${partId}`).toBeGreaterThan(0);
          expect(steps[0]?.part).toBe(partId);
          for (const step of steps) expect(isRule(step), JSON.stringify(step)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
