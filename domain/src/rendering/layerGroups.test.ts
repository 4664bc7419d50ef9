import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layerGroups } from './layerGroups.js';
import { meshKind } from './meshKinds.js';
import { fallbackKind, partKind } from './partKind.js';

const part = (partId: number, name: string, category = 'STYLING') => ({
  partId,
  name,
  categories: [category],
});

describe('layerGroups', () => {
  it('gives every part of its own kind a layer of its own', () => {
    const groups = layerGroups(
      [part(3, 'Akrapovic exhaust', 'EXHAUST'), part(1, 'Top case', 'LUGGAGE')],
      'travel',
    );
    expect(groups.map((g) => g.map((p) => p.partId))).toEqual([[1], [3]]);
  });

  it('puts parts that become the same kind of mesh into one layer', () => {
    const a = part(5, 'Hand guards', 'PROTECTION');
    const b = part(9, 'Hand guards carbon', 'PROTECTION');
    expect(partKind(a)).toBe(partKind(b));
    expect(layerGroups([b, a], 'travel').map((g) => g.map((p) => p.partId))).toEqual([[5, 9]]);
  });

  it('keeps parts of one category apart when each becomes a mesh of its own kind', () => {
    const guards = part(4, 'Crash bars', 'PROTECTION');
    const plate = part(6, 'Skid plate', 'PROTECTION');
    expect(meshKind(guards, 'travel')).not.toBe(meshKind(plate, 'travel'));
    expect(layerGroups([guards, plate], 'travel')).toHaveLength(2);
  });

  it('draws a kind the vehicle has no mesh for as its category accent, shared with that category', () => {
    const roll = part(8, 'Roll bar', 'PROTECTION');
    const gizmo = part(9, 'Mystery gizmo', 'PROTECTION');
    expect(meshKind(roll, 'car')).toBe('rollBar');
    expect(meshKind(roll, 'travel')).toBe(fallbackKind(roll));
    expect(layerGroups([roll, gizmo], 'travel')).toHaveLength(1);
    expect(layerGroups([roll, gizmo], 'car')).toHaveLength(2);
  });

  it('joins parts that share a fallback category', () => {
    const a = part(2, 'Mystery gizmo', 'ELECTRONICS');
    const b = part(7, 'Another gadget', 'ELECTRONICS');
    expect(fallbackKind(a)).toBe(fallbackKind(b));
    expect(layerGroups([a, b], 'travel')).toHaveLength(1);
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
        const groups = layerGroups(parts, 'travel');
        const ids = groups.flat().map((p) => p.partId);
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort((x, y) => x - y)).toEqual(
          [...new Set(parts.map((p) => p.partId))].sort((x, y) => x - y),
        );
        const reversed = layerGroups([...parts].reverse(), 'travel').map((g) => g.map((p) => p.partId));
        expect(reversed).toEqual(groups.map((g) => g.map((p) => p.partId)));
      }),
    );
  });
});

describe('assemblies', () => {
  it('puts parts that sit on, in or behind one another into one layer', () => {
    const wheels = part(20, 'Supermoto wheel set', 'WHEELS');
    const disc = part(21, 'Oversized front brake disc', 'CHASSIS');
    const screen = part(22, 'Touring windscreen', 'STYLING');
    const tankBag = part(23, 'Tank bag', 'LUGGAGE');
    const skid = part(24, 'Skid plate', 'PROTECTION');
    const groups = layerGroups([wheels, disc, screen, tankBag, skid], 'travel').map((g) =>
      g.map((p) => p.partId),
    );
    expect(groups).toEqual([[20, 21], [22, 23], [24]]);
  });
});
