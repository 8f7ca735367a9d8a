import { describe, expect, it } from 'vitest';
import { fundingTypeOf } from '../fundings/statuses.ts';
import {
  AVAILABLE_DEPOSIT_METHODS,
  depositMethodsFor,
  isFundedFromOutside,
  PAYOUT_TRANSFER_WAIT_MS,
  payoutTransferDeadline,
} from './funding.ts';

describe('[PAYOUT FUNDING] methods a payout is paid with', () => {
  it('offers the balance, a card and the bank-transfer group; ACH and FPX not yet', () => {
    expect(AVAILABLE_DEPOSIT_METHODS).toEqual(['account', 'creditCard', 'bankTransfer', 'payNow', 'payId']);
  });

  it('offers PayNow for SGD and PayID for AUD only', () => {
    expect(depositMethodsFor('SGD')).toEqual(['account', 'creditCard', 'bankTransfer', 'payNow']);
    expect(depositMethodsFor('AUD')).toEqual(['account', 'creditCard', 'bankTransfer', 'payId']);
    expect(depositMethodsFor('USD')).toEqual(['account', 'creditCard', 'bankTransfer']);
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
