import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMyrDailyLimit,
  countsTowardsDailyLimit,
  hasMyrDailyLimit,
  MYR_DAILY_LIMIT,
  myrLimitDay,
  myrLimitWindow,
} from './daily-limit.ts';
import { beneficiaryTypeIssue, payoutAccountsIssue } from './recipient-rules.ts';

describe('[LIMITS] MYR daily limit', () => {
  it('applies to Malaysian sole proprietors, enterprises and LLPs only', () => {
    expect(hasMyrDailyLimit({ legalEntity: 'MY', institutionType: 'SOLE_PROPRIETOR' })).toBe(true);
    expect(hasMyrDailyLimit({ legalEntity: 'MY', institutionType: 'Enterprise' })).toBe(true);
    expect(hasMyrDailyLimit({ legalEntity: 'MY', institutionType: 'limited liability partnership' })).toBe(true);
    expect(hasMyrDailyLimit({ legalEntity: 'MY', institutionType: 'sole-trader' })).toBe(true);
    expect(hasMyrDailyLimit({ legalEntity: 'MY', institutionType: 'PRIVATE_COMPANY' })).toBe(false);
    expect(hasMyrDailyLimit({ legalEntity: 'MY', institutionType: null })).toBe(false);
    expect(hasMyrDailyLimit({ legalEntity: 'SG', institutionType: 'SOLE_PROPRIETOR' })).toBe(false);
  });

  it('turns the day at midnight Malaysia time (16:00 UTC)', () => {
    expect(myrLimitDay(new Date('2026-03-05T15:59:59.999Z'))).toBe('2026-03-05');
    expect(myrLimitDay(new Date('2026-03-05T16:00:00.000Z'))).toBe('2026-03-06');
    expect(myrLimitWindow(new Date('2026-03-05T20:00:00Z'))).toEqual({
      from: new Date('2026-03-05T16:00:00Z'),
      to: new Date('2026-03-06T16:00:00Z'),
    });
  });

  it('lets through up to MYR 50,000 a day and says what is left', () => {
    expect(MYR_DAILY_LIMIT).toBe(50_000_00n);
    expect(checkMyrDailyLimit(0n, 50_000_00n)).toEqual({ ok: true, remaining: 0n });
    expect(checkMyrDailyLimit(49_000_00n, 1_000_01n)).toEqual({
      ok: false,
      remaining: 1_000_00n,
      message: 'You can only transfer up to MYR 50,000 per day. You can send up to MYR 1,000.00 more today.',
    });
    expect(checkMyrDailyLimit(60_000_00n, 1n)).toEqual({
      ok: false,
      remaining: 0n,
      message: 'You can only transfer up to MYR 50,000 per day. Your limit resets at midnight Malaysia time.',
    });
  });

  it('never lets the day’s total pass the limit, whatever is sent in what order', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 30_000_00n }), { maxLength: 20 }), (amounts) => {
        let total = 0n;
        for (const amount of amounts) {
          if (checkMyrDailyLimit(total, amount).ok) total += amount;
        }
        return total <= MYR_DAILY_LIMIT;
      }),
    );
  });

  it('stops counting a payout once its money is released', () => {
    expect(countsTowardsDailyLimit('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT')).toBe(true);
    expect(countsTowardsDailyLimit('PAID')).toBe(true);
    expect(countsTowardsDailyLimit('CANCELLED')).toBe(false);
    expect(countsTowardsDailyLimit('RETURNED')).toBe(false);
    expect(countsTowardsDailyLimit('APPROVAL_REJECTED')).toBe(false);
  });
});

describe('[PAYOUTS] recipient and account rules', () => {
  it('pays PKR only to company accounts', () => {
    expect(beneficiaryTypeIssue('PKR', 'Company')).toBeNull();
    expect(beneficiaryTypeIssue('PKR', 'COMPANY')).toBeNull();
    expect(beneficiaryTypeIssue('PKR', 'Individual')).toBe('PKR payments can only be sent to company accounts.');
    expect(beneficiaryTypeIssue('PKR', null)).toBe('PKR payments can only be sent to company accounts.');
    expect(beneficiaryTypeIssue('INR', 'Individual')).toBeNull();
  });

  it('needs an active source account and an active destination currency account', () => {
    expect(payoutAccountsIssue({ isActive: true }, { isActive: true })).toBeNull();
    expect(payoutAccountsIssue(null, { isActive: true })).toBe('NOT_FOUND');
    expect(payoutAccountsIssue({ isActive: false }, { isActive: true })).toBe('ACCOUNT_CLOSED');
    expect(payoutAccountsIssue({ isActive: true }, null)).toBe('DESTINATION_ACCOUNT_MISSING');
    expect(payoutAccountsIssue({ isActive: true }, { isActive: false })).toBe('DESTINATION_ACCOUNT_INACTIVE');
  });
});
