/**
 * Spec §9: dates read "DD MMM YYYY", and "DD MMM YYYY, HH:mm" with a time, in the business's time zone, the same
 * in the web and the API whatever locale data the browser or Node carries. Month names come from the table below,
 * never from Intl (Chromium's en-GB says "Sept", en-US "Sep"); Intl is used only to read the numbers of a wall
 * clock in a named zone. A zone is a UTC offset ("+08:00", the active client's utcOffset), an IANA name
 * ("Asia/Tokyo"), or nothing for UTC. Pure: no clock is read unless a caller passes `now`.
 */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day as APIs and date inputs carry it: YYYY-MM-DD. */
export type IsoDay = string;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DAY = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Minutes east of UTC for "+08:00" / "-0530", or null when `zone` is not an offset. */
export function offsetMinutes(zone: string): number | null {
  const m = OFFSET.exec(zone);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

// One formatter per IANA zone: building them is the slow part of formatting a long statement.
const zoneFormatters = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  if (!zoneFormatters.has(zone)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      // Numbers only, in a locale whose digits are Latin: the month name is ours, not Intl's.
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      formatter = null;
    }
    zoneFormatters.set(zone, formatter);
  }
  return zoneFormatters.get(zone) ?? null;
}

/** The wall clock of `instant` in `zone`; null for an invalid instant or an unknown zone. */
function wallClock(instant: Date, zone: string | undefined): WallClock | null {
  if (Number.isNaN(instant.getTime())) return null;
  const offset = zone ? offsetMinutes(zone) : 0;
  if (offset !== null) {
    const d = new Date(instant.getTime() + offset * 60_000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
    };
  }
  const formatter = zoneFormatter(zone ?? 'UTC');
  if (!formatter) return null;
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

function dayText(c: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  const month = MONTHS[c.month - 1];
  return month ? `${pad(c.day)} ${month} ${pad(c.year, 4)}` : '';
}

function toInstant(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * "05 Mar 2026". A bare calendar day (YYYY-MM-DD) is shown as that day whatever the zone; an instant is shown as
 * the day it was in `zone`. An unreadable value shows as nothing rather than "Invalid Date".
 */
export function formatDate(value: string | Date, zone?: string): string {
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return isRealDay(year, month, date) ? dayText({ year, month, day: date }) : '';
  }
  const clock = wallClock(toInstant(value), zone);
  return clock ? dayText(clock) : '';
}

/** "05 Mar 2026, 14:07" (24-hour clock, spec §9) in `zone`: what the web and the API's files both print. */
export function formatDateTime(value: string | Date, zone?: string): string {
  const clock = wallClock(toInstant(value), zone);
  return clock ? `${dayText(clock)}, ${pad(clock.hour)}:${pad(clock.minute)}` : '';
}

/** The calendar day (YYYY-MM-DD) that `now` is in `zone`: "today" for date inputs and default ranges. */
export function todayIn(zone: string | undefined, now: Date): IsoDay {
  const clock = wallClock(now, zone) ?? wallClock(now, undefined)!;
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** YYYY-MM-DD `days` before `isoDay` (a negative count goes forward). */
export function daysBefore(isoDay: IsoDay, days: number): IsoDay {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** "5 mar 2026" or "05 Mar 2026" → "2026-03-05"; null for anything else, including 31 Feb. */
export function parseDisplayDate(text: string): IsoDay | null {
  const m = DISPLAY_DAY.exec(text.trim());
  if (!m) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === m[2]!.toLowerCase()) + 1;
  const day = Number(m[1]);
  const year = Number(m[3]);
  if (month === 0 || !isRealDay(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The month's English three-letter name from its number (1–12), for pickers that show a month on its own. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
