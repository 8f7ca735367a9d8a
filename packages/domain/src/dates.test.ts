import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysBefore, formatDate, formatDateTime, MONTHS, parseDisplayDate, todayIn } from './dates.ts';

describe('dates read DD MMM YYYY', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in the business offset, with a 24-hour time', () => {
    expect(formatDate('2026-03-04T20:30:00Z', '+08:00')).toBe('05 Mar 2026');
    expect(formatDateTime('2026-03-04T20:30:00Z', '+08:00')).toBe('05 Mar 2026, 04:30');
    expect(formatDateTime('2026-03-05T00:07:00Z', '-05:30')).toBe('04 Mar 2026, 18:37');
    expect(formatDateTime('2026-03-05T00:07:00Z', '+0530')).toBe('05 Mar 2026, 05:37');
  });

  it('in an IANA zone, and in UTC without one', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z', 'Asia/Tokyo')).toBe('01 Jan 2026, 09:00');
    expect(formatDateTime('2026-01-01T00:00:00Z', 'America/New_York')).toBe('31 Dec 2025, 19:00');
    expect(formatDateTime(new Date('2026-07-09T23:59:00Z'))).toBe('09 Jul 2026, 23:59');
  });

  it('shows a calendar day as that day whatever the zone', () => {
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
    expect(formatDate('2026-09-30', '-10:00')).toBe('30 Sep 2026');
  });

  it('shows nothing for an unreadable date, an impossible day or an unknown zone', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-31')).toBe('');
    expect(formatDateTime('2026-01-01T00:00:00Z', 'Mars/Olympus')).toBe('');
  });

  it('uses three-letter English months even where Intl says "Sept" (en-GB)', () => {
    const september = new Date('2026-09-30T12:00:00Z');
    // Chromium and Node with full ICU write September as "Sept" in en-GB; the product never does.
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(september);
    expect(intl).toBe('Sept');
    expect(formatDate(september, 'UTC')).toBe('30 Sep 2026');
    expect(formatDateTime(september, 'Europe/London')).toBe('30 Sep 2026, 13:00');
  });

  it('does not change with the runtime’s default locale (a browser set to British English or German)', () => {
    const RealFormat = Intl.DateTimeFormat;
    for (const locale of ['en-GB', 'de-DE']) {
      // Every Intl formatter created without a locale now uses `locale`, as the browser's default would.
      const LocaleFormat = function (this: unknown, l?: string | string[], o?: Intl.DateTimeFormatOptions) {
        return new RealFormat(l ?? locale, o);
      } as unknown as typeof Intl.DateTimeFormat;
      vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: LocaleFormat });
      expect(formatDate('2026-09-30T12:00:00Z', '+08:00')).toBe('30 Sep 2026');
      expect(formatDateTime('2026-12-01T00:00:00Z', 'Asia/Singapore')).toBe('01 Dec 2026, 08:00');
    }
  });

  it('names every month from the fixed table', () => {
    const shown = Array.from({ length: 12 }, (_, i) => formatDate(`2026-${String(i + 1).padStart(2, '0')}-15`));
    expect(shown.map((s) => s.slice(3, 6))).toEqual([...MONTHS]);
  });
});

describe('calendar days', () => {
  it('counts days back across month and year ends', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-01-01', 1)).toBe('2025-12-31');
    expect(daysBefore('2026-01-01', -31)).toBe('2026-02-01');
  });

  it('knows which day it is in the business zone', () => {
    const now = new Date('2026-03-04T20:30:00Z');
    expect(todayIn('+08:00', now)).toBe('2026-03-05');
    expect(todayIn('America/New_York', now)).toBe('2026-03-04');
    expect(todayIn(undefined, now)).toBe('2026-03-04');
  });

  it('reads a typed DD MMM YYYY back, refusing impossible days', () => {
    expect(parseDisplayDate('05 Mar 2026')).toBe('2026-03-05');
    expect(parseDisplayDate(' 5 sep 2026 ')).toBe('2026-09-05');
    expect(parseDisplayDate('29 Feb 2027')).toBeNull();
    expect(parseDisplayDate('30 Sept 2026')).toBeNull();
    expect(parseDisplayDate('2026-03-05')).toBeNull();
  });

  it('round-trips every day through its display form', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const day = d.toISOString().slice(0, 10);
        expect(parseDisplayDate(formatDate(day))).toBe(day);
      }),
    );
  });
});
