import { describe, expect, it } from 'vitest';
import type { ConfigurationCommand } from './commands.js';
import { decide } from './decide.js';
import { at, by, catalog, created, given } from './decideFixture.js';
import type { Configuration, ConfigurationEvent, ConfigurationState } from './events.js';
import { evolve, initialState } from './events.js';
import { forkedConfigurationEvents } from './fork.js';
import { replay, sketchCatalog } from './scenario.js';
import { UNDO_LIMIT } from './undoHistory.js';

const undo: ConfigurationCommand = { type: 'UndoChange', at, by };
const redo: ConfigurationCommand = { type: 'RedoChange', at, by };

/** The events each state of these tests was built from, so that a test can replay them. */
const eventsBehind = new WeakMap<ConfigurationState, readonly ConfigurationEvent[]>();

/** Runs commands one after the other, as the server does, and answers the state after them. */
function run(state: ConfigurationState, ...commands: ConfigurationCommand[]): Configuration {
  let current = state;
  const events = [...(eventsBehind.get(state) ?? [])];
  for (const command of commands) {
    const decision = decide(command, current, catalog);
    if (decision.status !== 'accepted') {
      throw new Error(
        `${command.type}: ${decision.status === 'rejected' ? decision.error.message : 'asked'}`,
      );
    }
    events.push(...decision.events);
    current = decision.events.reduce(evolve, current);
  }
  if (!current.exists) throw new Error('no configuration');
  eventsBehind.set(current, events);
  return current;
}

function eventsOf(state: Configuration): readonly ConfigurationEvent[] {
  const events = eventsBehind.get(state);
  if (!events) throw new Error('a state these tests did not build');
  return events;
}

/** The configuration just created, its events known. */
function start(): Configuration {
  const state = replay([created]);
  if (!state.exists) throw new Error('not created');
  eventsBehind.set(state, [created]);
  return state;
}

const addPart = (partId: number, selectedParts?: number[]): ConfigurationCommand => ({
  type: 'AddPart',
  partId,
  ...(selectedParts ? { selectedParts } : {}),
  at,
  by,
});

describe('undo and redo', () => {
  it('takes back every kind of step, newest first, and makes them again in order', () => {
    const first = start();
    const steps: ConfigurationCommand[] = [
      addPart(1),
      addPart(3, [2]),
      { type: 'ChangeVariation', variationCode: 'ORANGE', at, by },
      { type: 'RemovePart', partId: 1, at, by },
      { type: 'RemoveAllParts', at, by },
      { type: 'ResetConfiguration', at, by },
    ];
    const states: Configuration[] = [first];
    for (const step of steps) states.push(run(states[states.length - 1] as Configuration, step));
    const last = states[states.length - 1] as Configuration;
    expect(last.undo?.depth).toBe(steps.length);

    let state = last;
    for (let back = states.length - 2; back >= 0; back -= 1) {
      state = run(state, undo);
      const expected = states[back] as Configuration;
      expect(state.partIds, `undo to step ${back}`).toEqual(expected.partIds);
      expect(state.variationCode).toBe(expected.variationCode);
      expect(state.price).toBe(expected.price);
    }
    expect(state.undo).toBeNull();
    expect(state.redo?.depth).toBe(steps.length);
    given(...eventsOf(state))
      .when(undo)
      .thenFails('NOTHING_TO_UNDO');

    for (let forward = 1; forward < states.length; forward += 1) {
      state = run(state, redo);
      expect(state.partIds, `redo to step ${forward}`).toEqual((states[forward] as Configuration).partIds);
    }
    expect(state.redo).toBeNull();
  });

  it('names the step it takes back and the step it makes again', () => {
    const state = run(start(), addPart(1), { type: 'ChangeVariation', variationCode: 'ORANGE', at, by });
    expect(state.undo?.change).toEqual({ kind: 'variationChanged', variationCode: 'ORANGE' });
    const undone = run(state, undo);
    expect(undone.undo?.change).toEqual({ kind: 'partAdded', partId: 1 });
    expect(undone.redo?.change).toEqual({ kind: 'variationChanged', variationCode: 'ORANGE' });
  });

  it('clears the steps to redo when a new change is made after an undo', () => {
    const state = run(start(), addPart(1), addPart(2), undo, addPart(3, [2]));
    expect(state.redo).toBeNull();
    expect(state.partIds).toEqual([1, 3, 2]);
    const decision = decide(redo, state, catalog);
    expect(decision.status === 'rejected' && decision.error.code).toBe('NOTHING_TO_REDO');
  });

  it('keeps the 3D tools as they are and does not count a tools change as a step', () => {
    const state = run(start(), addPart(1), {
      type: 'UpdateVehicleSettings',
      toolsConfiguration: { lighting: 4 },
      at,
      by,
    });
    expect(state.undo?.depth).toBe(1);
    const undone = run(state, undo);
    expect(undone.partIds).toEqual([]);
    expect(undone.vehicleSettings.toolsConfiguration.lighting).toBe(4);
  });

  it('answers the parts that come and go and the price of the catalog today', () => {
    const state = run(start(), addPart(1));
    const dearer = sketchCatalog({
      modelId: catalog.modelId,
      parts: [
        [1, 15_000],
        [2, 20_000],
        [3, 30_000],
      ],
      variations: [
        ['BLACK', 600_000],
        ['ORANGE', 650_000],
      ],
    });
    const undone = run(state, undo);
    const decision = decide(redo, undone, dearer);
    expect(decision.status).toBe('accepted');
    if (decision.status !== 'accepted') return;
    expect(decision.outcome).toMatchObject({
      partIds: [1],
      price: 615_000,
      addedPartIds: [1],
      removedPartIds: [],
    });
  });

  it('refuses a step whose part the catalog no longer offers, and changes nothing', () => {
    const undone = run(start(), addPart(3, [2]), undo);
    const without3 = sketchCatalog({
      modelId: catalog.modelId,
      parts: [
        [1, 10_000],
        [2, 20_000],
      ],
      variations: [['BLACK', 600_000]],
    });
    const decision = decide(redo, undone, without3);
    expect(decision.status === 'rejected' && decision.error).toMatchObject({
      code: 'PART_NOT_IN_CATALOG',
      partId: 3,
    });
  });

  it('replays to the same history from the stored events', () => {
    const live = run(start(), addPart(1), addPart(2), undo, undo, redo);
    const replayed = eventsOf(live).reduce(evolve, initialState);
    expect(replayed).toEqual(live);
  });

  it('keeps at least the last UNDO_LIMIT steps of a long visit', () => {
    let state = start();
    for (let step = 0; step < 3 * UNDO_LIMIT + 7; step += 1) {
      state = run(state, step % 2 === 0 ? addPart(1) : { type: 'RemovePart', partId: 1, at, by });
    }
    const depth = state.undo?.depth ?? 0;
    expect(depth).toBeGreaterThanOrEqual(UNDO_LIMIT);
    expect(depth).toBeLessThanOrEqual(2 * UNDO_LIMIT);
  });

  it('a copy saved as new, or forked, keeps the undo and redo of the original', () => {
    const original = run(start(), addPart(1), addPart(2), undo);
    const [copy] = forkedConfigurationEvents(original, {
      type: 'ConfigurationForked',
      newConfigurationId: 'copy-1',
      saveDetails: { firstname: 'A', lastname: 'B', vin: null, orderNumber: null, comment: null },
      at,
      by,
    });
    const copied = evolve(initialState, copy);
    eventsBehind.set(copied, [copy]);
    const state = run(copied);
    expect(state.undo?.depth).toBe(1);
    expect(state.redo?.change).toEqual({ kind: 'partAdded', partId: 2 });
    expect(run(state, undo).partIds).toEqual([]);
    expect(run(state, redo).partIds).toEqual([1, 2]);
  });
});
