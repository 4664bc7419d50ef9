import type { StreamStartSpec } from '../protocol.js';

/** A live session of a naked KTM with two power parts (one in two categories), for tests. */
export function testStreamSpec(overrides: Partial<StreamStartSpec> = {}): StreamStartSpec {
  return {
    modelId: 'STREAM-TEST',
    brand: 'KTM',
    family: 'naked',
    engineType: '4-Stroke',
    variationCode: 'F9903V4',
    variations: [
      { code: 'F9903V4', colorCode: 'FF6600' },
      { code: 'F9903V5', colorCode: '1A1A1A' },
    ],
    partIds: [11],
    powerParts: [
      { id: 11, value: 'pp_exhaust_11', categories: ['EXHAUST'], name: 'Slip-on silencer' },
      { id: 12, value: 'pp_seat_12', categories: ['SEATS', 'ERGONOMICS'], name: 'Rally seat' },
    ],
    xbowColors: null,
    tools: {
      variationCodes: ['F9903V4', 'F9903V5'],
      powerParts: [
        { id: 11, value: 'pp_exhaust_11', categories: ['EXHAUST'] },
        { id: 12, value: 'pp_seat_12', categories: ['SEATS', 'ERGONOMICS'] },
      ],
      environments: ['studio', 'city', 'alpine'],
      lighting: { min: 12, max: 22 },
      cinematics: ['intro', 'rideby', 'details'],
      perspectives: ['front', 'rear', 'left', 'right', 'top'],
      views: ['wheelspin', 'steer', 'suspension'],
      tiltShift: true,
      sound: true,
      colors: null,
    },
    saved: {},
    mode: { portrait: false, touch: false, mobile: false },
    video: {
      mode: 'jpeg',
      iceServers: [],
      width: 480,
      height: 270,
      fps: 30,
      bitrate: { start: 5000, min: 3000, max: 15000, cut: 3000 },
      webrtcTimeoutMs: 5000,
    },
    baseLoadDelayMs: 300,
    startTimeoutMs: 30_000,
    ...overrides,
  };
}

/** The X-Bow's colour selection: predefined colours per slot, Matte and Glossy. */
export const TEST_XBOW_COLOR_TOOLS: NonNullable<StreamStartSpec['tools']['colors']> = {
  predefined: {
    body: ['FF6600', '785DB2'],
    calipers: ['FF6600'],
    rims: ['222222', 'C0C0C0'],
    stitching: ['FF6600'],
    suspensionAndLogo: ['FF6600'],
  },
  finishes: ['Matte', 'Glossy'],
};

/** An X-Bow's live session on `base` (default testStreamSpec()): body orange, the colour tools. */
export function testXbowStreamSpec(
  base: StreamStartSpec = testStreamSpec(),
  overrides: Partial<StreamStartSpec> = {},
): StreamStartSpec {
  return {
    ...base,
    modelId: 'XBOW-TEST',
    family: 'car',
    engineType: 'Car',
    partIds: [],
    xbowColors: {
      body: 'FF6600',
      calipers: null,
      rims: null,
      stitching: null,
      suspensionAndLogo: null,
      finish: 'Glossy',
    },
    tools: { ...base.tools, colors: TEST_XBOW_COLOR_TOOLS },
    ...overrides,
  };
}
