import { describe, expect, it } from 'vitest';
import { addMoneyMethodsFor, type MethodAccess } from '../fundings/methods.ts';
import { fundingTypeOf } from '../fundings/statuses.ts';
import {
  AVAILABLE_DEPOSIT_METHODS,
  depositMethodsFor,
  isAwaitingItsFunding,
  isFundedFromOutside,
  PAYOUT_TRANSFER_WAIT_MS,
  payoutTransferDeadline,
} from './funding.ts';

describe('[PAYOUT FUNDING] methods a payout is paid with', () => {
  it('offers the balance, a card, the bank-transfer group, ACH and FPX', () => {
    expect(AVAILABLE_DEPOSIT_METHODS).toEqual([
      'account',
      'creditCard',
      'bankTransfer',
      'payNow',
      'payId',
      'ach',
      'fpxTransfer',
    ]);
  });

  const access = (over: Partial<MethodAccess>): MethodAccess => ({
    legalEntity: 'US',
    isAchOn: false,
    isFpxOn: false,
    isFpxDisabled: false,
    ...over,
  });

  it('offers ACH only in USD to a US business with the ACH flag, as adding money does', () => {
    expect(depositMethodsFor('USD', access({ isAchOn: true }))).toContain('ach');
    expect(depositMethodsFor('USD', access({ isAchOn: false }))).not.toContain('ach');
    expect(depositMethodsFor('EUR', access({ isAchOn: true }))).not.toContain('ach');
    expect(depositMethodsFor('USD', access({ legalEntity: 'SG', isAchOn: true }))).not.toContain('ach');
    expect(depositMethodsFor('USD')).not.toContain('ach');
  });

  it('offers FPX only in MYR to a MY business with FPX on and DISABLE_FPX off', () => {
    const my = { legalEntity: 'MY', isFpxOn: true };
    expect(depositMethodsFor('MYR', access(my))).toEqual(['account', 'creditCard', 'bankTransfer', 'fpxTransfer']);
    expect(depositMethodsFor('MYR', access({ ...my, isFpxDisabled: true }))).not.toContain('fpxTransfer');
    expect(depositMethodsFor('MYR', access({ ...my, isFpxOn: false }))).not.toContain('fpxTransfer');
    expect(depositMethodsFor('USD', access(my))).not.toContain('fpxTransfer');
    expect(depositMethodsFor('MYR', access({ ...my, legalEntity: 'SG' }))).not.toContain('fpxTransfer');
  });

  it('offers the same partner methods as adding money, for every currency and access', () => {
    for (const currency of ['USD', 'MYR', 'SGD']) {
      for (const a of [access({ isAchOn: true }), access({ legalEntity: 'MY', isFpxOn: true })]) {
        const partner = (ms: readonly string[]) => ms.filter((m) => m === 'ach' || m === 'fpxTransfer');
        expect(partner(depositMethodsFor(currency, a))).toEqual(partner(addMoneyMethodsFor(currency, a)));
      }
    }
  });

  it('offers PayNow for SGD and PayID for AUD only', () => {
    expect(depositMethodsFor('SGD')).toEqual(['account', 'creditCard', 'bankTransfer', 'payNow']);
    expect(depositMethodsFor('AUD')).toEqual(['account', 'creditCard', 'bankTransfer', 'payId']);
    expect(depositMethodsFor('USD')).toEqual(['account', 'creditCard', 'bankTransfer']);
  });

  it('keeps an FPX payout awaiting its funding through the debiting step; an ACH one while debiting', () => {
    expect(isAwaitingItsFunding('AWAITING_FUNDS_FPX_TRANSACTION', 'FPX')).toBe(true);
    expect(isAwaitingItsFunding('DEBITING_FUNDS_FPX_TRANSACTION', 'FPX')).toBe(true);
    expect(isAwaitingItsFunding('DEBITING_FUNDS_ACH_DIRECT_DEBIT', 'DIRECT_DEBIT')).toBe(true);
    expect(isAwaitingItsFunding('PENDING', 'FPX')).toBe(false);
    expect(isAwaitingItsFunding('AWAITING_APPROVAL_FPX_TRANSFER', 'FPX')).toBe(false);
  });

  it('brings the money in first for every method but the balance', () => {
    expect(isFundedFromOutside('account')).toBe(false);
    for (const m of ['creditCard', 'bankTransfer', 'payNow', 'payId', 'ach', 'fpxTransfer'] as const) {
      expect(isFundedFromOutside(m)).toBe(true);
    }
  });

  it('names a funding that pays for payouts FUNDING', () => {
    expect(fundingTypeOf('creditCard', true)).toBe('FUNDING');
    expect(fundingTypeOf('payNow', true)).toBe('FUNDING');
    expect(fundingTypeOf('creditCard')).toBe('CARD_FUNDING');
  });
});

describe('[PAYOUT FUNDING] how long a transfer is awaited', () => {
  const created = new Date('2026-11-25T08:00:00Z');

  it('waits three days when the rates are held longer (or not at all)', () => {
    const later = new Date(created.getTime() + 10 * PAYOUT_TRANSFER_WAIT_MS);
    expect(payoutTransferDeadline(created, [null, later]).getTime()).toBe(created.getTime() + PAYOUT_TRANSFER_WAIT_MS);
  });

  it('never waits past the earliest rate lock of its payouts', () => {
    const soon = new Date('2026-11-26T00:00:00Z');
    const sooner = new Date('2026-11-25T20:00:00Z');
    expect(payoutTransferDeadline(created, [soon, null, sooner])).toEqual(sooner);
  });
});
