import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  batchReference,
  compactUtcTimestamp,
  parseTransactionNumber,
  transactionNumber,
  transactionNumbers,
} from './references.ts';

const at = new Date('2026-03-05T09:30:15.123Z');

describe('[PAYOUTS] transaction numbers and batch references', () => {
  it('writes SME_{account}_{UTC time to the millisecond}', () => {
    expect(transactionNumber('1234567890', at)).toBe('SME_1234567890_20260305093015123');
    expect(compactUtcTimestamp(new Date('2026-12-31T23:59:59.999+08:00'))).toBe('20261231155959999');
  });

  it('gives payouts created together distinct numbers, in order', () => {
    const numbers = transactionNumbers('1234567890', at, 3);
    expect(numbers).toEqual([
      'SME_1234567890_20260305093015123',
      'SME_1234567890_20260305093015124',
      'SME_1234567890_20260305093015125',
    ]);
  });

  it('refuses an account number that would make the number ambiguous, and an invalid date', () => {
    expect(() => transactionNumber('12_34', at)).toThrow(RangeError);
    expect(() => transactionNumber('', at)).toThrow(RangeError);
    expect(() => transactionNumber('1234567890', new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads a number back, and nothing that is not one', () => {
    expect(parseTransactionNumber('SME_1234567890_20260305093015123')).toEqual({ accountNumber: '1234567890', at });
    expect(parseTransactionNumber('SME_1234567890_20260231093015123')).toBeNull(); // 31 Feb
    expect(parseTransactionNumber('SME_1234567890_2026030509301512')).toBeNull();
    expect(parseTransactionNumber('BIZM_20260305093015123')).toBeNull();
  });

  it('round-trips any instant and account', () => {
    const instant = fc.integer({ min: 0, max: 253_402_300_799_999 }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), instant, (account, when) => {
        const parsed = parseTransactionNumber(transactionNumber(account, when));
        return parsed?.accountNumber === account && parsed.at.getTime() === when.getTime();
      }),
    );
  });

  it('writes the batch reference as BIZM_ and the same timestamp', () => {
    expect(batchReference(at)).toBe('BIZM_20260305093015123');
  });
});
