import { z } from 'zod';

/** A point in time as the API gives it: ISO 8601 in UTC, `2026-11-25T12:13:26.832Z`. */
export const isoDateTimeSchema = z.iso.datetime().describe('ISO 8601 date and time in UTC');

/**
 * PostgreSQL writes a timestamp as `2026-11-25 12:13:26.832+00`; the API answers every date and
 * time as ISO 8601 in UTC, whatever the database's time zone.
 */
export function isoDateTime(value: string): string {
  const date = new Date(
    value
      .trim()
      .replace(' ', 'T')
      .replace(/([+-]\d{2})$/, '$1:00'),
  );
  if (Number.isNaN(date.getTime())) throw new Error(`'${value}' is not a point in time`);
  return date.toISOString();
}
