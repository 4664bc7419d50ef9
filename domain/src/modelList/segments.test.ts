import { describe, expect, it } from 'vitest';
import {
  cycleSegmentIndex,
  isSegmentVisible,
  isXBowSegment,
  type ListedSegment,
  segmentHas3D,
  visibleSegments,
} from './segments.js';

const segment = (Name: string, engines: string[] = ['Engine2D']): ListedSegment => ({
  Name,
  Vehicles: engines.map((RenderingEngine) => ({ RenderingEngine })),
});

describe('isSegmentVisible', () => {
  it.each([
    ['Naked Bike', 'KTM', 767, false],
    ['Naked Bike', 'KTM', 768, true],
    ['X-BOW', 'KTM', 767, true],
    ['X-BOW', 'KTM', 320, true],
    ['Enduro', 'HQV', 500, false],
    ['Enduro', 'HQV', 1024, true],
    ['X-BOW', 'HQV', 500, true],
    ['Motocross', 'GG', 320, true],
    ['Motocross', 'GG', 767, true],
    ['Motocross', 'GG', 1920, true],
    [' x-bow ', 'KTM', 400, true],
    ['X-BOW GT', 'KTM', 400, false],
  ] as const)('%j for %s at width %i -> %s', (name, brand, width, expected) => {
    expect(isSegmentVisible(name, brand, width)).toBe(expected);
  });
});

describe('visibleSegments', () => {
  const segments = [segment('Naked Bike'), segment('X-BOW'), segment('Travel')];

  it('keeps only the X-Bow segment on a small KTM screen', () => {
    expect(visibleSegments(segments, 'KTM', 767).map((s) => s.Name)).toEqual(['X-BOW']);
  });

  it('keeps all segments on a wide screen, in order', () => {
    expect(visibleSegments(segments, 'KTM', 768).map((s) => s.Name)).toEqual([
      'Naked Bike',
      'X-BOW',
      'Travel',
    ]);
  });

  it('keeps all GASGAS segments on a small screen', () => {
    expect(visibleSegments(segments, 'GG', 360)).toHaveLength(3);
  });
});

describe('segmentHas3D', () => {
  it.each([
    [['Engine2D', 'Engine2D'], false],
    [['Engine2D', 'Engine3D'], true],
    [['Engine3D'], true],
    [[], false],
    [['engine3d'], false],
  ])('%j -> %s', (engines, expected) => {
    expect(segmentHas3D(segment('S', engines))).toBe(expected);
  });
});

describe('isXBowSegment', () => {
  it('matches the name exactly apart from case and spaces', () => {
    expect(isXBowSegment('X-BOW')).toBe(true);
    expect(isXBowSegment('XBOW')).toBe(false);
  });
});

describe('cycleSegmentIndex', () => {
  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -1, 0],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
  ] as const)('from %i of %i stepping %i -> %i', (current, count, step, expected) => {
    expect(cycleSegmentIndex(current, count, step)).toBe(expected);
  });
});
