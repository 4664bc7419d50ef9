import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PowerPartCommand, powerPartCommands } from './powerPartDiff.js';
import type { StreamPowerPart } from './streamTools.js';

const PARTS: readonly StreamPowerPart[] = [
  { id: 1, value: 'pp_slip_on', categories: ['EXHAUST'] },
  { id: 2, value: 'pp_evolution', categories: ['EXHAUST', 'ENGINE', 'SOUND'] },
  { id: 3, value: 'pp_crash_bars', categories: ['PROTECTION'] },
  { id: 4, value: 'pp_engine_guard', categories: ['ENGINE', 'PROTECTION'] },
  { id: 5, value: 'pp_seat', categories: ['ERGONOMICS'] },
];

const set = (category: string, value: string, silent = false): PowerPartCommand => ({
  command: { name: 'confopt', category, value },
  silent,
});
const reset = (category: string, silent = false) => set(category, 'default', silent);

describe('powerPartCommands', () => {
  it('sends nothing when nothing changes', () => {
    expect(powerPartCommands([1, 3], [3, 1], PARTS)).toEqual([]);
  });

  it('puts an added part on with its category value', () => {
    expect(powerPartCommands([], [1], PARTS)).toEqual([set('EXHAUST', 'pp_slip_on')]);
  });

  it('resets the category of a removed part', () => {
    expect(powerPartCommands([1], [], PARTS)).toEqual([reset('EXHAUST')]);
    expect(powerPartCommands([1, 5], [5], PARTS)).toEqual([reset('EXHAUST')]);
  });

  it('expands a part in several categories to one command per category, the extra ones silent', () => {
    expect(powerPartCommands([5], [5, 2], PARTS)).toEqual([
      set('EXHAUST', 'pp_evolution'),
      set('ENGINE', 'pp_evolution', true),
      set('SOUND', 'pp_evolution', true),
    ]);
  });

  it('resets every category of a removed multi-category part, the extra ones silent', () => {
    expect(powerPartCommands([2], [], PARTS)).toEqual([
      reset('EXHAUST'),
      reset('ENGINE', true),
      reset('SOUND', true),
    ]);
  });

  it('sends the resets before the additions', () => {
    expect(powerPartCommands([3], [5], PARTS)).toEqual([reset('PROTECTION'), set('ERGONOMICS', 'pp_seat')]);
  });

  it('does not reset a category an added part fills again', () => {
    expect(powerPartCommands([2], [1], PARTS)).toEqual([
      reset('ENGINE'),
      reset('SOUND', true),
      set('EXHAUST', 'pp_slip_on'),
    ]);
  });

  it('puts a kept part back on a category it shares with a removed part, instead of resetting it', () => {
    expect(powerPartCommands([3, 4], [4], PARTS)).toEqual([set('PROTECTION', 'pp_engine_guard')]);
    expect(powerPartCommands([4, 2], [4], PARTS)).toEqual([
      reset('EXHAUST'),
      set('ENGINE', 'pp_engine_guard', true),
      reset('SOUND', true),
    ]);
  });

  it('resets a category shared by two removed parts once', () => {
    expect(powerPartCommands([3, 4], [], PARTS)).toEqual([reset('PROTECTION'), reset('ENGINE')]);
  });

  it('ignores parts that are not power parts (colour parts, parts that are not rendered)', () => {
    expect(powerPartCommands([-12345, 99], [-12346, 1, 100], PARTS)).toEqual([set('EXHAUST', 'pp_slip_on')]);
  });

  it('ignores repeated ids', () => {
    expect(powerPartCommands([], [1, 1], PARTS)).toEqual([set('EXHAUST', 'pp_slip_on')]);
  });

  it('leaves every category showing a part applied after the change, and only those', () => {
    const ids = fc.uniqueArray(fc.constantFrom(...PARTS.map((part) => part.id)));
    fc.assert(
      fc.property(ids, ids, (before, after) => {
        const scene = new Map<string, string>();
        // The order of `before` stands for the order the parts went on: the last one shows.
        for (const part of before.flatMap((id) => PARTS.filter((entry) => entry.id === id))) {
          for (const category of part.categories) scene.set(category, part.value);
        }
        for (const { command } of powerPartCommands(before, after, PARTS)) {
          if (command.value === 'default') scene.delete(command.category);
          else scene.set(command.category, command.value);
        }
        const filled = new Set(
          PARTS.filter((part) => after.includes(part.id)).flatMap((part) => part.categories),
        );
        expect(new Set(scene.keys())).toEqual(filled);
        for (const [category, value] of scene) {
          const part = PARTS.find((entry) => entry.value === value);
          expect(part && after.includes(part.id) && part.categories.includes(category)).toBe(true);
        }
      }),
    );
  });
});
