import { describe, expect, it } from 'vitest';
import { isoDateTime, isoDateTimeSchema } from './isoDateTime.js';

describe('isoDateTime', () => {
  it.each([
    ['2026-11-25 12:13:26.832+00', '2026-11-25T12:13:26.832Z'],
    ['2026-11-25 12:13:26.832123+00', '2026-11-25T12:13:26.832Z'],
    ['2026-11-25 13:13:26.8+01', '2026-11-25T12:13:26.800Z'],
    ['2026-11-25 17:43:26+05:30', '2026-11-25T12:13:26.000Z'],
    ['2026-11-25T12:13:26.832Z', '2026-11-25T12:13:26.832Z'],
  ])('answers %s as %s', (stored, iso) => {
    expect(isoDateTime(stored)).toBe(iso);
    expect(isoDateTimeSchema.parse(isoDateTime(stored))).toBe(iso);
  });

  it('refuses what is no point in time', () => {
    expect(() => isoDateTime('yesterday')).toThrow(/yesterday/);
  });

  it('accepts ISO 8601 only', () => {
    expect(isoDateTimeSchema.safeParse('2026-11-25 12:13:26.832+00').success).toBe(false);
  });
});
