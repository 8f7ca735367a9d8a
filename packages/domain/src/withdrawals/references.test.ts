import { describe, expect, it } from 'vitest';
import { autosweepNumber, isWithdrawalNumber, parseAutosweepNumber, withdrawalNumber } from './references.ts';

describe('[WITHDRAWAL REFERENCES] FW and AUTOSWEEP ids', () => {
  it('numbers withdrawals FW and 10 or 11 digits', () => {
    expect(withdrawalNumber(1000000001n)).toBe('FW1000000001');
    expect(withdrawalNumber(99999999999n)).toBe('FW99999999999');
    expect(() => withdrawalNumber(999999999n)).toThrow(RangeError);
    expect(() => withdrawalNumber(100000000000n)).toThrow(RangeError);
    expect(isWithdrawalNumber('FW1000000001')).toBe(true);
    expect(isWithdrawalNumber('FW123')).toBe(false);
    expect(isWithdrawalNumber('AUTOSWEEP202603051234567890')).toBe(false);
  });

  it('names a sweep by its business day and account, and reads it back strictly', () => {
    const ref = autosweepNumber('2026-03-05', '1234567890');
    expect(ref).toBe('AUTOSWEEP202603051234567890');
    expect(parseAutosweepNumber(ref)).toEqual({ day: '2026-03-05', accountNumber: '1234567890' });
    expect(parseAutosweepNumber('AUTOSWEEP202602311234567890')).toBeNull();
    expect(() => autosweepNumber('2026-02-30', '1234567890')).toThrow(RangeError);
    expect(() => autosweepNumber('2026-03-05', '12-34')).toThrow(RangeError);
  });
});
