import { describe, expect, it } from 'vitest';
import { addMoneyMethodsFor, isBankTransferMethod, PAYMENT_TYPE_BY_METHOD } from './methods.ts';
import {
  canMoveFunding,
  FUNDING_STATUSES,
  fundingNumber,
  fundingTypeOf,
  initialFundingStatus,
  isFinalFundingStatus,
  isFundingNumber,
} from './statuses.ts';
import { fundingTrackerSteps } from './tracker.ts';

describe('[FUNDING] methods (§9)', () => {
  it('maps methods to CARD, WALLET, BANK, PROXY; bank transfer, PayID and PayNow share a group', () => {
    expect(PAYMENT_TYPE_BY_METHOD.creditCard).toBe('CARD');
    expect(PAYMENT_TYPE_BY_METHOD.account).toBe('WALLET');
    expect(PAYMENT_TYPE_BY_METHOD.bankTransfer).toBe('BANK');
    expect(PAYMENT_TYPE_BY_METHOD.payNow).toBe('PROXY');
    expect(['bankTransfer', 'payId', 'payNow'].every(isBankTransferMethod)).toBe(true);
    expect(isBankTransferMethod('creditCard')).toBe(false);
  });

  it('offers PayNow in SGD and PayID in AUD only', () => {
    expect(addMoneyMethodsFor('SGD')).toEqual(['creditCard', 'bankTransfer', 'payNow']);
    expect(addMoneyMethodsFor('AUD')).toEqual(['creditCard', 'bankTransfer', 'payId']);
    expect(addMoneyMethodsFor('USD')).toEqual(['creditCard', 'bankTransfer']);
  });
});

describe('[FUNDING] types, statuses and moves', () => {
  it('starts a card funding debiting, a transfer awaiting funds', () => {
    expect([fundingTypeOf('creditCard'), initialFundingStatus('creditCard')]).toEqual([
      'CARD_FUNDING',
      'DEBITING_FUNDS',
    ]);
    expect([fundingTypeOf('payNow'), initialFundingStatus('payNow')]).toEqual(['PREFUNDING', 'AWAITING_FUNDS']);
  });

  it('allows only the moves of the table', () => {
    expect(canMoveFunding('DEBITING_FUNDS', 'COMPLETED')).toBe(true);
    expect(canMoveFunding('DEBITING_FUNDS', 'FAILED')).toBe(true);
    expect(canMoveFunding('AWAITING_FUNDS', 'COMPLETED')).toBe(true);
    // An FPX payment declined at the bank fails while awaited; a cancelled one cannot fail any more.
    expect(canMoveFunding('AWAITING_FUNDS', 'FAILED')).toBe(true);
    expect(canMoveFunding('CANCELLED', 'FAILED')).toBe(false);
    expect(canMoveFunding('COMPLETED', 'FAILED')).toBe(false);
    expect(canMoveFunding('toString', 'COMPLETED')).toBe(false);
    expect(FUNDING_STATUSES.filter(isFinalFundingStatus)).toEqual(['COMPLETED', 'FAILED', 'CANCELLED']);
  });

  it('numbers fundings FD and 10 or 11 digits', () => {
    expect(fundingNumber(1000000001n)).toBe('FD1000000001');
    expect(isFundingNumber('FD1000000001')).toBe(true);
    expect(isFundingNumber('FW1000000001')).toBe(false);
    expect(() => fundingNumber(12n)).toThrow(RangeError);
  });
});

describe('[FUNDING] tracker', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 25, 8, 0, s)).toISOString();
  const draw = (steps: ReturnType<typeof fundingTrackerSteps>) => steps.map((s) => `${s.label}:${s.state}`);

  it('shows a transfer awaiting funds, then completed', () => {
    expect(draw(fundingTrackerSteps('PREFUNDING', [{ status: 'AWAITING_FUNDS', at: at(0) }]))).toEqual([
      'Initiated:done',
      'Awaiting funds:current',
      'Funds received:upcoming',
      'Completed:upcoming',
    ]);
    const done = fundingTrackerSteps('PREFUNDING', [
      { status: 'COMPLETED', at: at(5) },
      { status: 'AWAITING_FUNDS', at: at(0) },
    ]);
    expect(draw(done)).toEqual(['Initiated:done', 'Awaiting funds:done', 'Funds received:done', 'Completed:done']);
    expect(done.at(-1)?.at).toBe(at(5));
  });

  it('ends a rejected card payment with one failed step', () => {
    const steps = fundingTrackerSteps('CARD_FUNDING', [
      { status: 'DEBITING_FUNDS', at: at(0) },
      { status: 'FAILED', at: at(3) },
    ]);
    expect(draw(steps)).toEqual(['Initiated:done', 'Debiting funds:done', 'Payment failed:failed']);
    expect(fundingTrackerSteps('CARD_FUNDING', [])).toEqual([]);
  });
});
