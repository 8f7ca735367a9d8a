import { describe, expect, it } from 'vitest';
import {
  dayToSweep,
  defaultSweepSetting,
  hasAutoSweep,
  SWEEP_CURRENCIES,
  sweepAmount,
  sweepCutoff,
  sweepOptionOf,
} from './sweep.ts';

describe('[AUTO-SWEEP] which businesses, when, and how much', () => {
  it('sweeps the balances of MY, HK, ID, JP, GB and LT businesses only', () => {
    expect(['MY', 'HK', 'ID', 'JP', 'GB', 'LT'].every(hasAutoSweep)).toBe(true);
    expect(['SG', 'AU', 'US', 'IN', 'CA'].some(hasAutoSweep)).toBe(false);
  });

  it('ends GB and LT days at midnight UTC, the others at midnight in their own offset', () => {
    expect(sweepCutoff('GB', '+00:00', '2026-03-05').toISOString()).toBe('2026-03-06T00:00:00.000Z');
    expect(sweepCutoff('LT', '+02:00', '2026-03-05').toISOString()).toBe('2026-03-06T00:00:00.000Z');
    expect(sweepCutoff('MY', '+08:00', '2026-03-05').toISOString()).toBe('2026-03-05T16:00:00.000Z');
    expect(sweepCutoff('JP', '+09:00', '2026-03-05').toISOString()).toBe('2026-03-05T15:00:00.000Z');
    // Before 16:00 UTC a Malaysian business's 5 March is not over; at 16:00 it is.
    expect(dayToSweep('MY', '+08:00', new Date('2026-03-05T15:59:59Z'))).toBe('2026-03-04');
    expect(dayToSweep('MY', '+08:00', new Date('2026-03-05T16:00:00Z'))).toBe('2026-03-05');
    // A Lithuanian business at 01:00 its time (23:00 UTC) is still in the UTC day of 5 March.
    expect(dayToSweep('LT', '+02:00', new Date('2026-03-05T23:00:00Z'))).toBe('2026-03-04');
    expect(dayToSweep('LT', '+02:00', new Date('2026-03-06T00:00:00Z'))).toBe('2026-03-05');
  });

  it('sweeps MYR, HKD and IDR in full by default, USD only when switched on, keeping what the business chooses', () => {
    expect(SWEEP_CURRENCIES).toEqual(['MYR', 'HKD', 'IDR', 'USD']);
    expect(sweepOptionOf('MYR')).toEqual({ currency: 'MYR', isOnByDefault: true, canKeepAmount: true });
    expect(sweepOptionOf('USD')).toEqual({ currency: 'USD', isOnByDefault: false, canKeepAmount: true });
    expect(sweepOptionOf('GBP')).toBeNull();
    expect(sweepAmount('MYR', 10_000n, defaultSweepSetting('MYR'))).toBe(10_000n);
    expect(sweepAmount('USD', 10_000n, defaultSweepSetting('USD'))).toBe(0n);
    expect(sweepAmount('USD', 10_000n, { isEnabled: true, keepMinor: 2_500n })).toBe(7_500n);
    expect(sweepAmount('HKD', 2_000n, { isEnabled: true, keepMinor: 2_500n })).toBe(0n);
    expect(sweepAmount('EUR', 10_000n, { isEnabled: true, keepMinor: 0n })).toBe(0n);
    expect(sweepAmount('MYR', 0n, defaultSweepSetting('MYR'))).toBe(0n);
  });
});
