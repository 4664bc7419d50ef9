import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflicts, requires, requiresOneOf, sketchCatalog } from '../configuration/scenario.js';
import { compileRules } from './compileRules.js';
import { RuleSolver } from './ruleSolver.js';
import { smallCatalogs as catalogs, everyValidConfiguration, isValid } from './smallCatalogs.js';

describe('the rule solver', () => {
  it('finds a part impossible exactly when no valid configuration contains it', () => {
    fc.assert(
      fc.property(catalogs, (catalog) => {
        const solver = new RuleSolver(compileRules(catalog));
        const valid = everyValidConfiguration(catalog);
        for (const { partId } of catalog.parts) {
          const possible = valid.some((parts) => parts.has(partId));
          expect(solver.impossible.has(partId), `part ${partId}`).toBe(!possible);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('completes a set of parts exactly when a valid configuration holds them all, and the one it gives is valid', () => {
    fc.assert(
      fc.property(catalogs, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (catalog, picks) => {
        const solver = new RuleSolver(compileRules(catalog));
        const ids = catalog.parts.map((p) => p.partId);
        const wanted = [...new Set(picks.map((pick) => ids[pick % ids.length] as number))];
        const valid = everyValidConfiguration(catalog);
        const possible = valid.some((parts) => wanted.every((id) => parts.has(id)));
        const found = solver.complete(wanted);
        expect(found !== null, `parts ${wanted.join(', ')}`).toBe(possible);
        if (found) {
          expect(isValid(catalog, new Set(found))).toBe(true);
          for (const id of wanted) expect(found).toContain(id);
        }
        expect(solver.whyNot(wanted) === null).toBe(possible);
      }),
      { numRuns: 400 },
    );
  });

  it('says why a part can never be had', () => {
    const catalog = sketchCatalog({
      parts: [1, 2, 3, 4, 5, 6, 7].map((id) => [id, 100] as const),
      rules: [
        requires(1, [99]),
        requires(2, [3]),
        conflicts(3, [2]),
        requiresOneOf(4, [1, 2]),
        requiresOneOf(5, [6, 7]),
        conflicts(6, [5]),
      ],
    });
    const solver = new RuleSolver(compileRules(catalog));
    expect(solver.impossible.get(1)).toEqual({ kind: 'missing', partId: 1, needed: 99 });
    expect(solver.impossible.get(2)).toEqual({ kind: 'clash', partId: 2, other: 3, neededBy: 2 });
    expect(solver.impossible.get(4)).toEqual({ kind: 'noOption', partId: 4, options: [1, 2] });
    expect(solver.impossible.has(5)).toBe(false);
    expect(solver.complete([5])).toEqual([5, 7]);
  });
});
