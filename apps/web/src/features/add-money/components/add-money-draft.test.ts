import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { ACH_MESSAGES } from '@corridor/domain/fundings/ach';
import { CARD_MESSAGES } from '@corridor/domain/fundings/cards';
import { FPX_MESSAGES } from '@corridor/domain/fundings/fpx';
import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, toRequest, withAccount } from './add-money-draft.ts';

const NOW = new Date('2026-11-25T08:00:00Z');
const account = (currency: 'SGD' | 'USD' | 'MYR') =>
  ({ _id: `acc-${currency}`, currency, account_number: '123', is_active: true }) as TCurrencyAccount;

describe('[ADD MONEY] the form draft', () => {
  it('drops PayNow when the account changes to a currency without it', () => {
    const d = { ...withAccount(emptyDraft(), account('SGD')), method: 'payNow' as const };
    expect(withAccount(d, account('USD')).method).toBe('');
    expect(withAccount({ ...d, method: 'bankTransfer' }, account('USD')).method).toBe('bankTransfer');
  });

  it('checks a new card as the server does, and sends no card details with the funding', () => {
    const d = {
      ...withAccount(emptyDraft(), account('SGD')),
      amount: '10.001',
      method: 'creditCard' as const,
      cardNumber: '4111 1111 1111 1112',
      expiry: '01/20',
      cvv: '1',
    };
    expect(draftProblems(d, account('SGD'), NOW)).toMatchObject({
      amount: expect.any(String),
      cardNumber: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expired,
      cvv: CARD_MESSAGES.cvv,
    });
    const ok = { ...d, amount: '10', cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' };
    expect(draftProblems(ok, account('SGD'), NOW)).toEqual({});
    expect(toRequest({ ...ok, cardId: 'card-1' })).toEqual({
      accountId: 'acc-SGD',
      amount: '10',
      method: 'creditCard',
      cardId: 'card-1',
    });
  });

  it('keeps ACH for a US business only, asks for a linked account and holds the rolling limit', () => {
    const us = { legalEntity: 'US', isAchOn: true, isFpxOn: false, isFpxDisabled: false };
    const d = { ...withAccount(emptyDraft(), account('USD'), us), amount: '2,000.00', method: 'ach' as const };
    expect(withAccount(d, account('USD'), us).method).toBe('ach');
    expect(withAccount(d, account('USD'), { ...us, legalEntity: 'SG' }).method).toBe('');
    const limit = { limit: 5_000_000n, total: 4_900_000n, allowed: 100_000n };
    expect(draftProblems(d, account('USD'), NOW, limit)).toEqual({
      amount: ACH_MESSAGES.overLimit(limit),
      achAccountId: ACH_MESSAGES.chooseAccount,
    });
    const ok = { ...d, amount: '1,000.00', achAccountId: 'bank-1' };
    expect(draftProblems(ok, account('USD'), NOW, limit)).toEqual({});
    expect(toRequest(ok)).toEqual({ accountId: 'acc-USD', amount: '1,000.00', method: 'ach', achAccountId: 'bank-1' });
  });

  it('says FPX’s range before review', () => {
    const d = { ...withAccount(emptyDraft(), account('MYR')), amount: '0.50', method: 'fpxTransfer' as const };
    expect(draftProblems(d, account('MYR'), NOW)).toEqual({ amount: FPX_MESSAGES.range });
  });
});
