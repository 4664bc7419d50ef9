import { describe, expect, it } from 'vitest';
import { hourOfDayTime, snapDayTime, twelveHourClock } from './dayTime.js';

describe('day-time dial', () => {
  it('turns the value into the hour: value times 23, rounded, 0 becoming 24', () => {
    expect(hourOfDayTime(0)).toBe(24);
    expect(hourOfDayTime(0.01)).toBe(24);
    expect(hourOfDayTime(1 / 23)).toBe(1);
    expect(hourOfDayTime(0.25)).toBe(6);
    expect(hourOfDayTime(0.5)).toBe(12);
    expect(hourOfDayTime(15 / 23)).toBe(15);
    expect(hourOfDayTime(1)).toBe(23);
  });

  it('keeps every hour within 1..24, whatever the value', () => {
    for (let step = -10; step <= 40; step += 1) {
      const hour = hourOfDayTime(step / 23);
      expect(hour).toBeGreaterThanOrEqual(1);
      expect(hour).toBeLessThanOrEqual(24);
      expect(Number.isInteger(hour)).toBe(true);
    }
    expect(hourOfDayTime(Number.NaN)).toBe(24);
  });

  it('snaps values to the steps of the fraction', () => {
    expect(snapDayTime(0.26, 1 / 23)).toBeCloseTo(6 / 23);
    expect(snapDayTime(1.4, 1 / 23)).toBe(1);
    expect(snapDayTime(-1, 1 / 23)).toBe(0);
    expect(snapDayTime(0.3, 0)).toBe(0.3);
  });

  it('shows hours in the 12-hour format', () => {
    expect(twelveHourClock(24)).toEqual({ hour: 12, period: 'am' });
    expect(twelveHourClock(1)).toEqual({ hour: 1, period: 'am' });
    expect(twelveHourClock(11)).toEqual({ hour: 11, period: 'am' });
    expect(twelveHourClock(12)).toEqual({ hour: 12, period: 'pm' });
    expect(twelveHourClock(15)).toEqual({ hour: 3, period: 'pm' });
    expect(twelveHourClock(23)).toEqual({ hour: 11, period: 'pm' });
  });
});
