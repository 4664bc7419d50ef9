import { describe, expect, it } from 'vitest';
import { powerPartCategories, splitCategories, streamToolsOf } from './streamTools.js';
import { MOTORCYCLE, MOTORCYCLE_RENDER_SETTINGS, XBOW } from './streamToolsFixture.js';

describe('streamToolsOf', () => {
  it('reads the render settings of a motorcycle', () => {
    expect(MOTORCYCLE).toEqual({
      variationCodes: ['F7475X3', 'F7475X4'],
      powerParts: [
        { id: 101, value: 'pp_slip_on_A101', categories: ['EXHAUST'] },
        { id: 102, value: 'pp_evolution_A102', categories: ['EXHAUST', 'ENGINE'] },
        { id: 103, value: 'pp_crash_bars_A103', categories: ['PROTECTION'] },
        { id: 104, value: 'pp_seat_A104', categories: ['ERGONOMICS'] },
      ],
      environments: ['studio', 'city', 'alpine', 'racetrack'],
      lighting: { min: 12, max: 22 },
      cinematics: ['intro', 'rideby', 'details'],
      perspectives: ['front', 'rear', 'left', 'right', 'top'],
      views: ['wheelspin', 'steer', 'suspension'],
      tiltShift: true,
      sound: true,
      colors: null,
    });
  });

  it('reads the X-Bow colour selection with colours in upper case', () => {
    expect(XBOW.colors).toEqual({
      predefined: {
        body: ['FF6600', '1A1A1A'],
        calipers: ['CB0D25'],
        rims: ['1A1A1A', 'C0C0C0'],
        stitching: ['FF6600'],
        suspensionAndLogo: ['FF6600'],
      },
      finishes: ['Matte', 'Glossy'],
    });
    expect([XBOW.tiltShift, XBOW.sound]).toEqual([false, false]);
  });

  it('reads an absent colour selection as none', () => {
    const { ColorSelection: _, ...withoutSelection } = MOTORCYCLE_RENDER_SETTINGS;
    expect(streamToolsOf(withoutSelection, []).colors).toBeNull();
  });
});

describe('splitCategories', () => {
  it.each([
    ['EXHAUST', ['EXHAUST']],
    ['EXHAUST,ENGINE', ['EXHAUST', 'ENGINE']],
    [' EXHAUST , ENGINE ,', ['EXHAUST', 'ENGINE']],
    ['', []],
  ])('%j -> %j', (category, expected) => {
    expect(splitCategories(category)).toEqual(expected);
  });
});

describe('powerPartCategories', () => {
  it('names each category once, in list order', () => {
    expect(powerPartCategories(MOTORCYCLE)).toEqual(['EXHAUST', 'ENGINE', 'PROTECTION', 'ERGONOMICS']);
  });
});
