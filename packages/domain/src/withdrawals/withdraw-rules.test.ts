import { describe, expect, it } from 'vitest';
import {
  canWithdrawManually,
  checkWithdrawalAmount,
  WITHDRAW_MESSAGES,
  withdrawalMinimumMinor,
} from './withdraw-rules.ts';

const CEILING = 1_000_000_000_000n;

describe('[WITHDRAW RULES] who may withdraw and how much', () => {
  it('lets only AU, US and SG businesses withdraw by hand', () => {
    expect(['AU', 'US', 'SG'].every(canWithdrawManually)).toBe(true);
    expect(['MY', 'HK', 'ID', 'JP', 'GB', 'LT', 'IN', 'CA', 'XX'].some(canWithdrawManually)).toBe(false);
  });

  it('checks decimals, the minimum, the ceiling and what is available', () => {
    expect(checkWithdrawalAmount('1,250.50', 'SGD', 500_000n, CEILING)).toEqual({ ok: true, minor: 125_050n });
    expect(checkWithdrawalAmount('10.505', 'SGD', 500_000n, CEILING)).toEqual({
      ok: false,
      message: 'Amount can have at most 2 decimal places',
    });
    expect(checkWithdrawalAmount('100.5', 'JPY', 500_000n, CEILING)).toEqual({
      ok: false,
      message: 'JPY amounts cannot have decimals',
    });
    expect(withdrawalMinimumMinor('SGD')).toBe(100n);
    expect(withdrawalMinimumMinor('JPY')).toBe(1n);
    expect(checkWithdrawalAmount('0.99', 'SGD', 500_000n, CEILING)).toEqual({
      ok: false,
      message: 'The smallest withdrawal is SGD 1.00.',
    });
    expect(checkWithdrawalAmount('5,000.01', 'SGD', 500_000n, CEILING)).toEqual({
      ok: false,
      message: WITHDRAW_MESSAGES.overAvailable(500_000n, 'SGD'),
      isOverAvailable: true,
    });
    expect(checkWithdrawalAmount('5,000.01', 'SGD', 500_000n, CEILING)).toMatchObject({
      message: 'This is more than you can withdraw now: SGD 5,000.00 is available.',
    });
    const tooBig = checkWithdrawalAmount('1000000000001', 'SGD', 10n ** 17n, CEILING);
    expect(tooBig.ok === false && tooBig.message).toMatch(/^We cannot process this amount/);
  });
});
