import { describe, expect, it } from 'vitest';
import {
  ANIMATION_DELAY_MS,
  BASE_LOAD_DELAY_MS,
  CAMERA_REPLY_WAIT_MS,
  clampBitrate,
  FORCED_REMAP_VARIATION_CODES,
  needsForcedRemap,
  STREAM_BITRATE_CUT,
  STREAM_BITRATE_MAX,
  STREAM_BITRATE_MIN,
  STREAM_BITRATE_START,
  STREAM_BUSY_MESSAGE,
  STREAM_DISCONNECT_GRACE_MS,
  STREAM_INACTIVITY_PROMPT_MS,
  STREAM_INACTIVITY_STOP_MS,
  STREAM_START_TIMEOUT_MS,
  STREAM_WEBRTC_TIMEOUT_MS,
} from './streamConstants.js';

describe('stream constants', () => {
  it('match the spec', () => {
    expect([STREAM_BITRATE_MIN, STREAM_BITRATE_MAX, STREAM_BITRATE_START, STREAM_BITRATE_CUT]).toEqual([
      3000, 15000, 5000, 3000,
    ]);
    expect([STREAM_START_TIMEOUT_MS, BASE_LOAD_DELAY_MS, ANIMATION_DELAY_MS, CAMERA_REPLY_WAIT_MS]).toEqual([
      30000, 3000, 2000, 2500,
    ]);
    expect(FORCED_REMAP_VARIATION_CODES).toEqual(['F7475X3', 'F0475X7']);
  });

  it('match the session limits of the spec and the stream protocol', () => {
    expect([STREAM_INACTIVITY_PROMPT_MS, STREAM_INACTIVITY_STOP_MS]).toEqual([120000, 150000]);
    expect([STREAM_DISCONNECT_GRACE_MS, STREAM_WEBRTC_TIMEOUT_MS]).toEqual([10000, 5000]);
    expect(STREAM_BUSY_MESSAGE).toBe(
      'Sorry. Right now all our 3D feeds are busy. Please try again in few minutes.',
    );
  });
});

describe('needsForcedRemap', () => {
  it.each([
    ['F7475X3', true],
    ['F0475X7', true],
    ['f7475x3', false],
    ['X3001U0', false],
    ['', false],
  ])('%j -> %s', (code, expected) => {
    expect(needsForcedRemap(code)).toBe(expected);
  });
});

describe('clampBitrate', () => {
  it.each([
    [5000, 5000],
    [2999, 3000],
    [3000, 3000],
    [15000, 15000],
    [20000, 15000],
    [-1, 3000],
    [Number.NaN, 5000],
  ])('%d -> %d', (bitrate, expected) => {
    expect(clampBitrate(bitrate)).toBe(expected);
  });
});
