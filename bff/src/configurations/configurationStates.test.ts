import { type ConfigurationState, initialConfigurationState } from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import { describe, expect, it } from 'vitest';
import { ConfigurationStates } from './configurationStates.js';

const MINUTE = 60_000;
/** The cache looks at nothing but `exists`: a stand-in for a stored configuration's state. */
const stateOf = (version: number) =>
  ({ ...initialConfigurationState, exists: true, version }) as unknown as ConfigurationState;
/** No database: every state asked for here is in memory. */
const noDatabase = {} as Database;

describe('configuration states kept in memory', () => {
  it('lets a state go once nobody used it for the idle time, and keeps those in use', async () => {
    const clock = { now: 0 };
    const states = new ConfigurationStates(noDatabase, { idleMs: 10 * MINUTE, now: () => clock.now });
    states.remember('a', stateOf(1));
    clock.now += 4 * MINUTE;
    states.remember('b', stateOf(1));
    clock.now += 4 * MINUTE;
    states.remember('a', stateOf(2));
    clock.now += 4 * MINUTE;
    // 'b' rested 8 minutes, 'a' 4: both stay.
    states.remember('c', stateOf(1));
    expect(states.cached).toBe(3);
    clock.now += 3 * MINUTE;
    // 'b' rested 11 minutes: gone with the next state remembered.
    states.remember('d', stateOf(1));
    expect(states.cached).toBe(3);
    expect(await states.current('a', Number.POSITIVE_INFINITY)).toEqual(stateOf(2));
    expect(await states.current('c', Number.POSITIVE_INFINITY)).toEqual(stateOf(1));
    expect(await states.current('d', Number.POSITIVE_INFINITY)).toEqual(stateOf(1));
  });

  it('keeps at most its count, the least recently used going first', async () => {
    const states = new ConfigurationStates(noDatabase, { size: 3 });
    for (const id of ['a', 'b', 'c']) states.remember(id, stateOf(1));
    states.remember('a', stateOf(2));
    states.remember('d', stateOf(1));
    expect(states.cached).toBe(3);
    for (const id of ['a', 'c', 'd'])
      expect((await states.current(id, Number.POSITIVE_INFINITY)).exists, id).toBe(true);
  });

  it('keeps nothing of a configuration that does not exist', () => {
    const states = new ConfigurationStates(noDatabase);
    states.remember('gone', initialConfigurationState);
    expect(states.cached).toBe(0);
  });
});
