import { describe, expect, it } from 'vitest';
import { RuleType } from '../catalog/types.js';
import type { AddPart } from './commands.js';
import {
  configurationCreated,
  requires,
  ScenarioMismatch,
  sameValue,
  scenario,
  sketchCatalog,
} from './scenario.js';

const at = '2025-03-01T10:00:00.000Z';
const by = { anonymousId: 'visitor-1' };
const catalog = sketchCatalog({
  parts: [
    [1, 100],
    [2, 200],
  ],
  rules: [requires(1, [2])],
  variations: [['V1', 0]],
});
const { given } = scenario(catalog);
const created = configurationCreated(catalog);
const addOne = (answers: Partial<AddPart> = {}): AddPart => ({
  type: 'AddPart',
  partId: 1,
  at,
  by,
  ...answers,
});

// The helpers are what every decider test rests on, so they must fail when expectations are wrong.
describe('the given/when/then helpers', () => {
  it('fail when the events differ', () => {
    const when = given(created).when(addOne({ selectedParts: [2] }));
    expect(() =>
      when.then({ type: 'PartAdded', partId: 1, addedPartIds: [1], removedPartIds: [], price: 100, at, by }),
    ).toThrow(ScenarioMismatch);
  });

  it('fail when a refusal was expected but the command was accepted, or refused differently', () => {
    expect(() =>
      given(created)
        .when(addOne({ selectedParts: [2] }))
        .thenFails('PART_NOT_IN_CATALOG'),
    ).toThrow(ScenarioMismatch);
    expect(() => given(created).when(addOne()).thenFails('PART_NOT_IN_CATALOG')).toThrow(ScenarioMismatch);
  });

  it('fail when the question differs or nothing is asked', () => {
    const question = { ruleType: RuleType.Required, part: 1, parts: [2], choosePart: false };
    given(created).when(addOne()).thenAsks(question);
    expect(() =>
      given(created)
        .when(addOne())
        .thenAsks({ ...question, choosePart: true }),
    ).toThrow(ScenarioMismatch);
    expect(() =>
      given(created)
        .when(addOne({ selectedParts: [2] }))
        .thenAsks(question),
    ).toThrow(ScenarioMismatch);
  });

  it('fail when a preview was expected but a question is open, or the outcome differs', () => {
    expect(() => given(created).when(addOne()).thenPreviews({})).toThrow(ScenarioMismatch);
    expect(() =>
      given(created)
        .when(addOne({ selectedParts: [2] }))
        .thenPreviews({ partIds: [1] }),
    ).toThrow(ScenarioMismatch);
  });

  it('compare structurally, treating absent and undefined fields alike', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: [] }, { a: {} })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
