import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_TIME_HOUR_STEPS,
  dayTimeFraction,
  dayTimeHour,
  dayTimeLabel,
  formatDayTimeHour,
  fractionFromLightingValue,
  LIGHTING_INITIAL,
  LIGHTING_MAX,
  LIGHTING_MIN,
  LIGHTING_SLIDER_DEFAULT,
  LIGHTING_SLIDER_STEP,
  lightingValueFromFraction,
  snapToSliderStep,
} from './sliders.js';

describe('dayTimeHour', () => {
  it.each([
    [0, 24],
    [0.02, 24],
    [1 / 23, 1],
    [0.5, 12],
    [12 / 23, 12],
    [13 / 23, 13],
    [1, 23],
    [-0.5, 24],
    [1.5, 23],
    [Number.NaN, 24],
  ])('fraction %d -> hour %i', (fraction, expected) => {
    expect(dayTimeHour(fraction)).toBe(expected);
  });
});

describe('formatDayTimeHour', () => {
  it.each([
    [24, '12 a.m'],
    [0, '12 a.m'],
    [1, '1 a.m'],
    [11, '11 a.m'],
    [12, '12 p.m'],
    [13, '1 p.m'],
    [23, '11 p.m'],
  ])('hour %i -> %j', (hour, expected) => {
    expect(formatDayTimeHour(hour)).toBe(expected);
  });

  it.each([25, -1, 12.5])('rejects hour %d with a message naming it', (hour) => {
    expect(() => formatDayTimeHour(hour)).toThrow(`hour must be an integer from 0 to 24, got ${hour}`);
  });
});

describe('dayTimeLabel', () => {
  it.each([
    [0, '12 a.m'],
    [13 / 23, '1 p.m'],
    [1, '11 p.m'],
  ])('fraction %d -> %j', (fraction, expected) => {
    expect(dayTimeLabel(fraction)).toBe(expected);
  });
});

describe('dayTimeFraction', () => {
  it('puts midnight at the left end and maps every hour back to itself', () => {
    expect(dayTimeFraction(24)).toBe(0);
    expect(dayTimeFraction(0)).toBe(0);
    expect(dayTimeFraction(23)).toBe(1);
    for (let hour = 1; hour <= 24; hour++) expect(dayTimeHour(dayTimeFraction(hour))).toBe(hour);
  });
});

describe('snapToSliderStep', () => {
  it.each([
    [0, 0],
    [0.25, 6 / 23],
    [0.02, 0],
    [0.03, 1 / 23],
    [2, 1],
    [-1, 0],
  ])('%d -> %d', (fraction, expected) => {
    expect(snapToSliderStep(fraction)).toBe(expected);
  });
});

describe('lighting slider', () => {
  it('has the spec constants', () => {
    expect(LIGHTING_SLIDER_STEP).toBe(1 / 23);
    expect(DAY_TIME_HOUR_STEPS).toBe(23);
    expect(LIGHTING_SLIDER_DEFAULT).toBe(0.25);
    expect([LIGHTING_MIN, LIGHTING_MAX, LIGHTING_INITIAL]).toEqual([12, 22, 12]);
  });

  it.each([
    [0, 12],
    [0.25, 14.5],
    [0.5, 17],
    [1, 22],
    [-0.2, 12],
    [1.2, 22],
  ])('fraction %d -> lighting %d', (fraction, expected) => {
    expect(lightingValueFromFraction(fraction)).toBe(expected);
  });

  it.each([
    [12, 0],
    [14.5, 0.25],
    [22, 1],
    [10, 0],
    [30, 1],
  ])('lighting %d -> fraction %d', (value, expected) => {
    expect(fractionFromLightingValue(value)).toBe(expected);
  });

  it('round-trips fractions within 0..1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (fraction) => {
        expect(fractionFromLightingValue(lightingValueFromFraction(fraction))).toBeCloseTo(fraction, 12);
      }),
    );
  });
});
