import { MONTHS } from '@corridor/domain/dates';
import { AppError } from './errors.ts';

// Days and times in a business's own time zone (its utcOffset, "+08:00"), for every module that shows or filters
// by date: statements, the dashboard, later payments and reports.

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** Minutes east of UTC of a "+08:00" style offset (UTC when malformed). */
export function offsetMinutes(utcOffset: string): number {
  const m = OFFSET.exec(utcOffset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number.parseInt(m[2]!, 10) * 60 + Number.parseInt(m[3]!, 10));
}

/** "DD MMM YYYY, HH:mm" in the business's time zone (spec §9 date format), with the web's month names. */
export function formatStatementDate(date: Date, utcOffset: string): string {
  const local = new Date(date.getTime() + offsetMinutes(utcOffset) * 60_000);
  const pad = (n: number) => n.toString().padStart(2, '0');
  return `${pad(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** Midnight at the start of a yyyy-MM-dd day (plus `addDays`) in the business's time zone, as an instant. */
export function localDayStart(day: string, utcOffset: string, field: string, addDays = 0): Date {
  const [y, mo, d] = day.split('-').map((p) => Number.parseInt(p, 10)) as [number, number, number];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new AppError('VALIDATION_ERROR', { errors: [{ field, message: 'Not a valid date' }] });
  }
  return new Date(utc + addDays * 86_400_000 - offsetMinutes(utcOffset) * 60_000);
}
