/**
 * The day-time dial turns a value from 0 to 1 into an hour of the renderer's day (`daytime <hour>`,
 * a whole number 1..24): the value times 23, rounded, where 0 is midnight and so 24.
 */

const LAST_STEP = 23;
const MIDNIGHT = 24;

/** The hour a dial value stands for, 1..24. */
export function hourOfDayTime(value: number): number {
  const clamped = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const hour = Math.round(clamped * LAST_STEP);
  return hour === 0 ? MIDNIGHT : hour;
}

/** The dial value sits on one of its steps (the render settings' fraction, 1/23). */
export function snapDayTime(value: number, step: number): number {
  const clamped = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  if (!(step > 0)) return clamped;
  return Math.min(1, Math.round(clamped / step) * step);
}

export interface TwelveHourTime {
  hour: number;
  period: 'am' | 'pm';
}

/** 24 (and 0) is 12 a.m, 12 is 12 p.m, 15 is 3 p.m. */
export function twelveHourClock(hour: number): TwelveHourTime {
  const ofDay = ((Math.round(hour) % 24) + 24) % 24;
  const period = ofDay < 12 ? 'am' : 'pm';
  const onClock = ofDay % 12;
  return { hour: onClock === 0 ? 12 : onClock, period };
}
