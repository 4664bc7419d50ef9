import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStreamState,
  STREAM_START_STATES,
  STREAM_STATES,
  type StreamState,
  streamReducer,
  WAITING_ROOM_TEXT_KEYS,
  WAITING_ROOM_TEXTS_EN,
  waitingRoomProgress,
} from './streamStates.js';

describe('streamReducer', () => {
  it.each([
    // state, engineReady before, engineReady after, reset, store bitrate
    ['INIT_DONE', false, true, false, false],
    ['INIT_DONE', true, true, false, false],
    ['INITIALIZING', true, false, false, false],
    ['BROKEN', true, false, false, false],
    ['BROKEN', false, false, false, false],
    ['ACCEPTING', true, false, true, false],
    ['ACCEPTING', false, false, true, false],
    ['BITRATE_DROPPED', true, true, false, true],
    ['BITRATE_DROPPED', false, false, false, true],
    ['LOAD_BIKE', false, false, false, false],
    ['LOAD_ENV', true, true, false, false],
    ['LOAD_BASE', false, false, false, false],
    ['LOAD_COLORS', false, false, false, false],
    ['LOAD_PP', false, false, false, false],
    ['LOAD_VIDEO_SRC', true, true, false, false],
  ] as const)(
    '%s with ready %s -> ready %s, reset %s, store bitrate %s',
    (state, before, engineReady, reset, store) => {
      expect(streamReducer({ engineReady: before }, state)).toEqual({
        engineReady,
        resetPartsAndPerspective: reset,
        storeBitrate: store,
      });
    },
  );

  it('is ready after any sequence that ends in INIT_DONE', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STREAM_STATES)), (states) => {
        const final = [...states, 'INIT_DONE' as const].reduce(
          (engine, s) => ({ engineReady: streamReducer(engine, s).engineReady }),
          { engineReady: false },
        );
        expect(final.engineReady).toBe(true);
      }),
    );
  });

  it('throws for a value outside the union that slipped past the types', () => {
    expect(() => streamReducer({ engineReady: false }, 'DONE' as StreamState)).toThrow(
      'Unknown stream state: DONE',
    );
  });
});

describe('isStreamState', () => {
  it.each([
    ['INIT_DONE', true],
    ['LOAD_VIDEO_SRC', true],
    ['init_done', false],
    ['', false],
    ['herolvl done', false],
  ])('%j -> %s', (text, expected) => {
    expect(isStreamState(text)).toBe(expected);
  });

  it('knows all eleven states', () => {
    expect(STREAM_STATES).toHaveLength(11);
  });

  it('lists the start in the order of the spec', () => {
    expect(STREAM_START_STATES).toEqual([
      'INITIALIZING',
      'LOAD_BIKE',
      'LOAD_ENV',
      'LOAD_BASE',
      'LOAD_COLORS',
      'LOAD_PP',
      'LOAD_VIDEO_SRC',
      'INIT_DONE',
    ]);
  });
});

describe('waitingRoomProgress', () => {
  it.each([
    ['INITIALIZING', false, 0, 'Loading Factory'],
    ['LOAD_BIKE', false, 20, 'assembling bike'],
    ['LOAD_BIKE', true, 20, 'assembling car'],
    ['LOAD_ENV', true, 40, 'Preparing Environment'],
    ['LOAD_BASE', false, 60, 'Flashing Base Settings'],
    ['LOAD_COLORS', false, 80, 'Flashing Cutsom Settings'],
    ['LOAD_PP', false, 99, 'Starting Engine'],
    ['LOAD_VIDEO_SRC', true, 99, 'Starting Engine'],
    ['INIT_DONE', false, null, 'Loading'],
    ['BROKEN', false, null, 'Loading'],
    ['ACCEPTING', true, null, 'Loading'],
    ['BITRATE_DROPPED', false, null, 'Loading'],
  ] as const)('%s (X-Bow %s) -> %s%% %j', (state, isXBow, percent, text) => {
    const progress = waitingRoomProgress(state, isXBow);
    expect(progress.percent).toBe(percent);
    expect(WAITING_ROOM_TEXTS_EN[progress.textKey]).toBe(text);
  });

  it('only X-Bow changes the LOAD_BIKE wording', () => {
    for (const state of STREAM_STATES.filter((s) => s !== 'LOAD_BIKE')) {
      expect(waitingRoomProgress(state, true)).toEqual(waitingRoomProgress(state, false));
    }
  });

  it('has English text for every key', () => {
    expect(Object.keys(WAITING_ROOM_TEXTS_EN).sort()).toEqual([...WAITING_ROOM_TEXT_KEYS].sort());
  });
});
