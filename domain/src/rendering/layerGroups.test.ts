import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layerGroups } from './layerGroups.js';
import { fallbackKind, partKind } from './partKind.js';

const part = (partId: number, name: string, category = 'STYLING') => ({
  partId,
  name,
  categories: [category],
});

describe('layerGroups', () => {
  it('gives every part of its own kind a layer of its own', () => {
    const groups = layerGroups([part(3, 'Akrapovic exhaust', 'EXHAUST'), part(1, 'Top case', 'LUGGAGE')]);
    expect(groups.map((g) => g.map((p) => p.partId))).toEqual([[1], [3]]);
  });

  it('puts parts that become the same kind of mesh into one layer', () => {
    const a = part(5, 'Hand guards', 'PROTECTION');
    const b = part(9, 'Hand guards carbon', 'PROTECTION');
    expect(partKind(a)).toBe(partKind(b));
    expect(layerGroups([b, a]).map((g) => g.map((p) => p.partId))).toEqual([[5, 9]]);
  });

  it('joins parts that share a fallback category', () => {
    const a = part(2, 'Mystery gizmo', 'ELECTRONICS');
    const b = part(7, 'Another gadget', 'ELECTRONICS');
    expect(fallbackKind(a)).toBe(fallbackKind(b));
    expect(layerGroups([a, b])).toHaveLength(1);
  });

  it('keeps every part exactly once, whatever the order', () => {
    const names = ['Top case', 'Side cases', 'Hand guards', 'Crash bars', 'Mystery gizmo', 'LED indicators'];
    const arbitraryPart = fc.record({
      partId: fc.integer({ min: 1, max: 60 }),
      name: fc.constantFrom(...names),
      categories: fc.constantFrom(['LUGGAGE'], ['PROTECTION'], ['ELECTRONICS'], ['LIGHTS']),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryPart, { maxLength: 25, selector: (p) => p.partId }), (parts) => {
        const groups = layerGroups(parts);
        const ids = groups.flat().map((p) => p.partId);
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort((x, y) => x - y)).toEqual(
          [...new Set(parts.map((p) => p.partId))].sort((x, y) => x - y),
        );
        const reversed = layerGroups([...parts].reverse()).map((g) => g.map((p) => p.partId));
        expect(reversed).toEqual(groups.map((g) => g.map((p) => p.partId)));
      }),
    );
  });
});
