/**
 * Spec: dates read "DD MMM YYYY" (and "DD MMM YYYY HH:mm" with a time) in the business's time zone. The zone is
 * the active client's utcOffset ("+08:00"), which Intl does not accept on every engine, so offsets are applied
 * by shifting the instant and formatting in UTC. IANA names ("Asia/Tokyo") are passed through.
 */
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

function offsetMinutes(zone: string): number | null {
  const m = OFFSET.exec(zone);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

function zoned(iso: string, zone: string | undefined): { date: Date; timeZone: string | undefined } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (!zone) return { date, timeZone: undefined };
  const offset = offsetMinutes(zone);
  if (offset !== null) return { date: new Date(date.getTime() + offset * 60_000), timeZone: 'UTC' };
  return { date, timeZone: zone };
}

function format(iso: string, zone: string | undefined, withTime: boolean): string {
  const z = zoned(iso, zone);
  if (!z) return '';
  const list = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone: z.timeZone,
  }).formatToParts(z.date);
  const get = (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
  const day = `${get('day')} ${get('month')} ${get('year')}`;
  return withTime ? `${day} ${get('hour')}:${get('minute')}` : day;
}

/** "05 Mar 2026" */
export function formatDate(iso: string, zone?: string): string {
  return format(iso, zone, false);
}

/** "05 Mar 2026 14:07" */
export function formatDateTime(iso: string, zone?: string): string {
  return format(iso, zone, true);
}

/** Today as YYYY-MM-DD in the business's zone, for date inputs. */
export function todayIso(zone?: string): string {
  const z = zoned(new Date().toISOString(), zone);
  return new Intl.DateTimeFormat('en-CA', { timeZone: z?.timeZone }).format(z?.date ?? new Date());
}

/** YYYY-MM-DD `days` before `isoDate`. */
export function daysBefore(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
