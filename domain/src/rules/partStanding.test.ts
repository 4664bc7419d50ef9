import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflicts, requires, requiresOneOf, sketchCatalog } from '../configuration/scenario.js';
import { compileRules } from './compileRules.js';
import { whyBlocked, whyRequired } from './partStanding.js';
import { planAddPart, planRemovePart } from './rulesEngine.js';
import { everyValidConfiguration, isValid, smallCatalogs } from './smallCatalogs.js';

// 1 slip-on, 2 link pipe, 3 factory silencer, 4 clamp, 5 and 6 mounts, 7 a rack, 8 a bag, 9 a kit.
const catalog = sketchCatalog({
  parts: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => [id, 100] as const),
  rules: [
    requires(1, [2]),
    requires(2, [4]),
    conflicts(2, [3]),
    requiresOneOf(7, [5, 6]),
    requires(8, [7]),
    requires(9, [99]),
  ],
});
const rules = compileRules(catalog);

describe('why a part is required by the applied parts', () => {
  it('names the chain from the part the others came with down to the part asked about', () => {
    expect(whyRequired(rules, [1, 2, 4], 2)).toEqual([{ part: 1, rule: 'needs', parts: [2] }]);
    expect(whyRequired(rules, [1, 2, 4], 4)).toEqual([
      { part: 1, rule: 'needs', parts: [2] },
      { part: 2, rule: 'needs', parts: [4] },
    ]);
  });

  it('is null for a part that can go alone, one that is not applied, and an option with another applied', () => {
    expect(whyRequired(rules, [1, 2, 4], 1)).toBeNull();
    expect(whyRequired(rules, [1, 2, 4], 3)).toBeNull();
    expect(whyRequired(rules, [7, 5, 6], 5)).toBeNull();
    expect(whyRequired(rules, [8, 7, 5], 5)).toEqual([
      { part: 8, rule: 'needs', parts: [7] },
      { part: 7, rule: 'needsOneOf', parts: [5, 6] },
    ]);
  });
});

describe('why a part is blocked by the applied parts', () => {
  it('names the chain from the part to the clash with an applied part', () => {
    expect(whyBlocked(rules, [3], 1)).toEqual([
      { part: 1, rule: 'needs', parts: [2] },
      { part: 3, rule: 'conflictsWith', parts: [2] },
    ]);
    expect(whyBlocked(rules, [1, 2, 4], 3)?.at(-1)?.rule).toBe('conflictsWith');
  });

  it('is null for a part that fits, an applied part, and a part no configuration holds', () => {
    expect(whyBlocked(rules, [3], 7)).toBeNull();
    expect(whyBlocked(rules, [], 1)).toBeNull();
    expect(whyBlocked(rules, [1, 2, 4], 1)).toBeNull();
    expect(whyBlocked(rules, [3], 9)).toBeNull();
  });
});

describe('the standing agrees with the engine', () => {
  it('required by: exactly the applied parts whose removal takes others along; blocked by: exactly the parts that fit some configuration but none with the applied parts', () => {
    fc.assert(
      fc.property(smallCatalogs, fc.array(fc.integer({ min: 1, max: 11 })), (small, picks) => {
        const compiled = compileRules(small);
        // A valid configuration to stand against: the picks that keep it valid, in turn.
        const applied: number[] = [];
        for (const id of picks) {
          const next = new Set([...applied, id]);
          if (compiled.parts.has(id) && !applied.includes(id) && isValid(small, next)) applied.push(id);
        }
        const valid = everyValidConfiguration(small);
        for (const part of small.parts) {
          const id = part.partId;
          if (applied.includes(id)) {
            const removal = planRemovePart(small, applied, id);
            const takesOthers = removal.kind === 'question';
            expect(whyRequired(compiled, applied, id) !== null).toBe(takesOthers);
          } else {
            // Judged by brute force: some valid configuration holds the part, none with the applied ones.
            const holding = valid.filter((parts) => parts.has(id));
            const fits = holding.some((parts) => applied.every((other) => parts.has(other)));
            expect(whyBlocked(compiled, applied, id) !== null).toBe(holding.length > 0 && !fits);
            if (!fits) expect(planAddPart(small, applied, id).kind).not.toBe('planned');
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
