import { describe, expect, it } from 'vitest';
import { testXbowStreamSpec } from '../testing/streamSpecs.js';
import { CENTRE_LOCK_WHEELS, LiveState } from './liveState.js';

describe('the saved rim size at the start of an X-Bow stream', () => {
  it('starts a saved 20 on the centre-lock wheels, before any confcol', () => {
    const state = new LiveState(testXbowStreamSpec(undefined, { rimSize: 20 }));
    expect(state.rimSize).toBe(20);
    expect(state.scene().parts).toContainEqual(CENTRE_LOCK_WHEELS);
  });

  it('starts a saved 19, or a start without a rim size, on the five-bolt wheels', () => {
    for (const rimSize of [19, null, undefined] as const) {
      const state = new LiveState(testXbowStreamSpec(undefined, { rimSize }));
      expect(state.scene().parts).not.toContainEqual(CENTRE_LOCK_WHEELS);
    }
  });
});
