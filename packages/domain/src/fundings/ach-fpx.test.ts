import { describe, expect, it } from 'vitest';
import {
  ACH_MESSAGES,
  ACH_ROLLING_LIMIT_MINOR,
  achLinkProblems,
  achRollingLimit,
  isAbaRoutingNumber,
  maskAccountNumber,
} from './ach.ts';
import { FPX_MESSAGES, fpxAmountProblem, fundingMoveForFpx } from './fpx.ts';
import { addMoneyMethodsFor, type MethodAccess, methodAccessFrom } from './methods.ts';
import { fundingStatusCode } from './status-codes.ts';
import { canCancelFunding, initialFundingStatus } from './statuses.ts';
import { fundingTrackerSteps } from './tracker.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-25T08:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const access = (over: Partial<MethodAccess> = {}): MethodAccess => ({
  legalEntity: 'US',
  isAchOn: true,
  isFpxOn: true,
  isFpxDisabled: false,
  ...over,
});

describe('[ACH] rolling limit (spec §3 limit, total_amount, allowed_amount)', () => {
  it('adds up the debits of the last 30 days and says what is left', () => {
    const r = achRollingLimit(
      [
        { amount: 1_000_000n, at: ago(1) },
        { amount: 500_000n, at: ago(29.9) },
        { amount: 9_000_000n, at: ago(30) },
        { amount: 9_000_000n, at: ago(45) },
      ],
      NOW,
    );
    expect(r).toEqual({ limit: ACH_ROLLING_LIMIT_MINOR, total: 1_500_000n, allowed: 3_500_000n });
  });

  it('never answers a negative allowance, and a debit dated later does not count', () => {
    expect(achRollingLimit([{ amount: 6_000_000n, at: ago(2) }], NOW).allowed).toBe(0n);
    expect(achRollingLimit([{ amount: 100n, at: new Date(NOW.getTime() + 1000) }], NOW).total).toBe(0n);
  });

  it('counts a debit dated a moment later when a new debit is checked (a concurrent request made it)', () => {
    const later = [{ amount: 4_000_000n, at: new Date(NOW.getTime() + 5) }];
    expect(achRollingLimit(later, NOW, undefined, { countLater: true })).toMatchObject({
      total: 4_000_000n,
      allowed: 1_000_000n,
    });
  });

  it('says how much is left in the over-limit message', () => {
    const message = ACH_MESSAGES.overLimit({ limit: 5_000_000n, total: 4_900_000n, allowed: 100_000n });
    expect(message).toContain('USD 1,000.00');
    expect(message).toContain('USD 50,000.00 in any 30 days');
  });
});

describe('[ACH] link form', () => {
  it('checks ABA routing numbers by their checksum', () => {
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
  });

  it('names every problem on its field, with "Invalid ACH code" for the routing number (§5)', () => {
    expect(achLinkProblems({ holderName: ' ', accountNumber: '12', routingNumber: '123', accountType: 'X' })).toEqual({
      holderName: ACH_MESSAGES.holderName,
      accountNumber: ACH_MESSAGES.accountNumber,
      routingNumber: 'Invalid ACH code',
      accountType: ACH_MESSAGES.accountType,
    });
    expect(
      achLinkProblems({
        holderName: 'Acme',
        accountNumber: '123456789',
        routingNumber: '021000021',
        accountType: 'CHECKING',
      }),
    ).toEqual({});
  });

  it('shows only the last four digits', () => {
    expect(maskAccountNumber('000123456789')).toBe('••••6789');
  });
});

describe('[FUNDING] methods by country, currency and flags (§9 ACH, FPX, DISABLE_FPX)', () => {
  it('offers ACH to a US business in USD with the flag on, and nowhere else', () => {
    expect(addMoneyMethodsFor('USD', access())).toContain('ach');
    expect(addMoneyMethodsFor('USD', access({ isAchOn: false }))).not.toContain('ach');
    expect(addMoneyMethodsFor('USD', access({ legalEntity: 'SG' }))).not.toContain('ach');
    expect(addMoneyMethodsFor('EUR', access())).not.toContain('ach');
    expect(addMoneyMethodsFor('USD')).not.toContain('ach');
  });

  it('offers FPX to a Malaysian business in MYR with FPX on, hidden by DISABLE_FPX', () => {
    const my = access({ legalEntity: 'MY' });
    expect(addMoneyMethodsFor('MYR', my)).toEqual(['creditCard', 'bankTransfer', 'fpxTransfer']);
    expect(addMoneyMethodsFor('MYR', { ...my, isFpxDisabled: true })).not.toContain('fpxTransfer');
    expect(addMoneyMethodsFor('MYR', { ...my, isFpxOn: false })).not.toContain('fpxTransfer');
    expect(addMoneyMethodsFor('MYR', access())).not.toContain('fpxTransfer');
  });

  it('reads the access from feature flags limited to entities', () => {
    const features = [
      { feature: 'FPX', enabled: true, metaData: { enabledEntities: ['MY'] } },
      { feature: 'DISABLE_FPX', enabled: true, metaData: { enabledEntities: ['ID'] } },
      { feature: 'ACH', enabled: false, metaData: {} },
    ];
    expect(methodAccessFrom(features, 'MY')).toEqual({
      legalEntity: 'MY',
      isAchOn: false,
      isFpxOn: true,
      isFpxDisabled: false,
    });
  });
});

describe('[FUNDING] ACH and FPX statuses', () => {
  it('starts an ACH funding debiting and an FPX one awaiting, under §4 names', () => {
    expect(initialFundingStatus('ach')).toBe('DEBITING_FUNDS');
    expect(initialFundingStatus('fpxTransfer')).toBe('AWAITING_FUNDS');
    expect(fundingStatusCode('ach', 'DEBITING_FUNDS')).toBe('DEBITING_FUNDS_ACH_DIRECT_DEBIT');
    expect(fundingStatusCode('fpxTransfer', 'AWAITING_FUNDS')).toBe('AWAITING_FUNDS_FPX_TRANSACTION');
    expect(fundingStatusCode('fpxTransfer', 'DEBITING_FUNDS')).toBe('DEBITING_FUNDS_FPX_TRANSACTION');
    expect(fundingStatusCode('fpxTransfer', 'COMPLETED')).toBe('COMPLETED');
  });

  it('lets nobody cancel an FPX payment the bank may still approve', () => {
    expect(canCancelFunding('fpxTransfer', 'AWAITING_FUNDS')).toBe(false);
    expect(canCancelFunding('bankTransfer', 'AWAITING_FUNDS')).toBe(true);
  });

  it('moves an FPX funding as the gateway says, and checks the amount range', () => {
    expect(fundingMoveForFpx('PENDING')).toBeNull();
    expect(fundingMoveForFpx('APPROVED')).toBe('DEBITING_FUNDS');
    expect(fundingMoveForFpx('SETTLED')).toBe('COMPLETED');
    expect(fundingMoveForFpx('DECLINED')).toBe('FAILED');
    expect(fundingMoveForFpx('EXPIRED')).toBe('FAILED');
    expect(FPX_MESSAGES.failed).toBe('We were unable to process your payment');
    expect(fpxAmountProblem(99n)).toBe(FPX_MESSAGES.range);
    expect(fpxAmountProblem(100_000_001n)).toBe(FPX_MESSAGES.range);
    expect(fpxAmountProblem(100n)).toBeNull();
  });

  it('draws FPX as awaiting, then debiting, then completed', () => {
    const t = (s: number) => new Date(NOW.getTime() + s * 1000).toISOString();
    const steps = (h: { status: 'AWAITING_FUNDS' | 'DEBITING_FUNDS' | 'COMPLETED' | 'FAILED'; at: string }[]) =>
      fundingTrackerSteps('PREFUNDING', h, 'fpxTransfer').map((s) => `${s.key}:${s.state}`);
    expect(steps([{ status: 'AWAITING_FUNDS', at: t(0) }])).toEqual([
      'initiated:done',
      'awaiting_funds:current',
      'debiting_funds:upcoming',
      'funds_received:upcoming',
      'completed:upcoming',
    ]);
    expect(
      steps([
        { status: 'AWAITING_FUNDS', at: t(0) },
        { status: 'DEBITING_FUNDS', at: t(5) },
      ]),
    ).toEqual([
      'initiated:done',
      'awaiting_funds:done',
      'debiting_funds:current',
      'funds_received:upcoming',
      'completed:upcoming',
    ]);
    expect(
      steps([
        { status: 'AWAITING_FUNDS', at: t(0) },
        { status: 'FAILED', at: t(9) },
      ]),
    ).toEqual(['initiated:done', 'awaiting_funds:done', 'failed:failed']);
    expect(
      fundingTrackerSteps('PREFUNDING', [{ status: 'DEBITING_FUNDS', at: t(0) }], 'ach').map((s) => s.key),
    ).toEqual(['initiated', 'debiting_funds', 'funds_received', 'completed']);
  });
});
