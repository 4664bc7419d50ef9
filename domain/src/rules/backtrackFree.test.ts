import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VehicleCatalog } from '../catalog/types.js';
import { RuleType } from '../catalog/types.js';
import { sketchCatalog } from '../configuration/scenario.js';
import { planAddPart } from './rulesEngine.js';
import { everyValidConfiguration, isValid, smallCatalogs } from './smallCatalogs.js';
import type { RulesChoices, RulesPlan } from './types.js';

/**
 * Answers the add dialog the way a visitor does: `pick` chooses among the options of each
 * choose-one question, the fixed parts and the removals are accepted. Answers with the last plan
 * and how many questions came before it.
 */
function answerAll(
  catalog: VehicleCatalog,
  applied: readonly number[],
  partId: number,
  pick: (options: readonly number[], step: number) => number,
): { plan: RulesPlan; questions: number } {
  const choices = { selectedParts: [] as number[], removeParts: [] as number[] };
  for (let step = 0; step < 50; step++) {
    const plan = planAddPart(catalog, applied, partId, choices satisfies RulesChoices);
    if (plan.kind !== 'question') return { plan, questions: step };
    const { rulesResult } = plan;
    if (rulesResult.choosePart) {
      expect(rulesResult.parts.length, 'a choice offers at least one option').toBeGreaterThan(0);
      choices.selectedParts.push(rulesResult.parts[pick(rulesResult.parts, step)] as number);
    } else if (rulesResult.ruleType === RuleType.Required) choices.selectedParts.push(...rulesResult.parts);
    else choices.removeParts.push(...rulesResult.parts);
  }
  throw new Error(`adding part ${partId} asked more than 50 questions`);
}

const cases = smallCatalogs.chain((catalog) =>
  fc.record({
    catalog: fc.constant(catalog),
    start: fc.nat(),
    part: fc.constantFrom(...catalog.parts.map((p) => p.partId)),
    picks: fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
  }),
);

describe('adding a part, backtrack-free', () => {
  it('offers only options that complete: any answers end in a valid configuration, and an impossible part is refused at once', () => {
    fc.assert(
      fc.property(cases, ({ catalog, start, part, picks }) => {
        const valid = everyValidConfiguration(catalog);
        const applied = [...(valid[start % valid.length] as Set<number>)];
        if (applied.includes(part)) return;
        const possible = valid.some((parts) => parts.has(part));
        const { plan, questions } = answerAll(
          catalog,
          applied,
          part,
          (options, step) => (picks[step] ?? 0) % options.length,
        );
        if (!possible) {
          expect(plan.kind === 'refused' && plan.error.code, `part ${part}`).toBe('RULES_UNSATISFIABLE');
          expect(questions, 'refused before any question').toBe(0);
          return;
        }
        expect(plan.kind, JSON.stringify(plan)).toBe('planned');
        if (plan.kind !== 'planned') return;
        const removed = new Set(plan.removedPartIds);
        const result = new Set([...applied.filter((id) => !removed.has(id)), ...plan.addedPartIds]);
        expect(result.has(part)).toBe(true);
        expect(isValid(catalog, result), `parts ${[...result].join(', ')}`).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it('lets every option of the first choice through to a valid configuration', () => {
    fc.assert(
      fc.property(cases, ({ catalog, start, part }) => {
        const valid = everyValidConfiguration(catalog);
        const applied = [...(valid[start % valid.length] as Set<number>)];
        const first = planAddPart(catalog, applied, part);
        if (first.kind !== 'question' || !first.rulesResult.choosePart) return;
        for (let option = 0; option < first.rulesResult.parts.length; option++) {
          const { plan } = answerAll(
            catalog,
            applied,
            part,
            (options, step) => (step === 0 ? option : 0) % options.length,
          );
          expect(plan.kind, `option ${first.rulesResult.parts[option]}: ${JSON.stringify(plan)}`).toBe(
            'planned',
          );
        }
      }),
      { numRuns: 600 },
    );
  });

  it('keeps an answer that a later answer makes unnecessary: it was offered when it was given', () => {
    // Part 5 needs one of 1 and 4 and one of 1 and 3; part 4 clashes with 1 and 3.
    const catalog = sketchCatalog({
      parts: [1, 2, 3, 4, 5].map((id) => [id, 100] as const),
      rules: [
        { ruleType: RuleType.Required, partId: 5, parts: [1, 4], choosePart: true },
        { ruleType: RuleType.Required, partId: 5, parts: [1, 3], choosePart: true },
        { ruleType: RuleType.Conflicting, partId: 4, parts: [3, 1], choosePart: false },
      ],
    });
    const asked: number[][] = [];
    const { plan } = answerAll(catalog, [2, 4], 5, (options) => {
      asked.push([...options]);
      return options.indexOf(options.includes(3) ? 3 : 1);
    });
    // 4 meets the first rule, so the second is asked; choosing 3 displaces 4, so the first is asked again.
    expect(asked).toEqual([[1, 3], [1]]);
    expect(plan).toEqual({ kind: 'planned', addedPartIds: [5, 1, 3], removedPartIds: [4] });
  });
});
