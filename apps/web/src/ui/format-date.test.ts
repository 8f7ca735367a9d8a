import { describe, expect, it } from 'vitest';
import { daysBefore, formatDate, formatDateTime } from './format-date.ts';

describe('dates', () => {
  it('reads DD MMM YYYY in the business offset', () => {
    expect(formatDate('2026-03-04T20:30:00Z', '+08:00')).toBe('05 Mar 2026');
    expect(formatDateTime('2026-03-04T20:30:00Z', '+08:00')).toBe('05 Mar 2026 04:30');
    expect(formatDateTime('2026-03-05T00:07:00Z', '-05:30')).toBe('04 Mar 2026 18:37');
  });

  it('accepts IANA zones and shows nothing for a bad date', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z', 'Asia/Tokyo')).toBe('01 Jan 2026 09:00');
    expect(formatDate('not a date')).toBe('');
  });

  it('counts days back across month ends', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });
});
