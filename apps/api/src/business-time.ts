import { offsetMinutes as zoneOffsetMinutes } from '@corridor/domain/dates';
import { AppError } from './errors.ts';

// Days and times in a business's own time zone (its utcOffset, "+08:00"), for every module that shows or filters
// by date: statements, the dashboard, later payments and reports.

/** Minutes east of UTC of a "+08:00" style offset (UTC when malformed). */
export function offsetMinutes(utcOffset: string): number {
  return zoneOffsetMinutes(utcOffset) ?? 0;
}

// The days a filter or a date may name: wide enough for any business record, narrow enough that the day after the
// last one is still a four-digit year every layer (Date's ISO text, PostgreSQL) reads alike.
const FIRST_YEAR = 1900;
const LAST_YEAR = 9998;

/** Midnight at the start of a yyyy-MM-dd day (plus `addDays`) in the business's time zone, as an instant. */
export function localDayStart(day: string, utcOffset: string, field: string, addDays = 0): Date {
  const [y, mo, d] = day.split('-').map((p) => Number.parseInt(p, 10)) as [number, number, number];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  const isReal = check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d;
  if (!isReal || y < FIRST_YEAR || y > LAST_YEAR) {
    const message = 'Not a valid date';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
  }
  return new Date(utc + addDays * 86_400_000 - offsetMinutes(utcOffset) * 60_000);
}
