import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { describe, expect, it } from 'vitest';
import { feesQueryOf, isChoiceComplete, paymentMethodsFor, withPayment } from './payment-methods.ts';

const account = (currency: string) =>
  ({
    currency,
    available_balance: { currency, amountMinor: '5000', value: '50.00', display: '50.00' },
  }) as unknown as Pick<TCurrencyAccount, 'currency' | 'available_balance'>;

describe('[SEND] the payment step’s methods', () => {
  it('offers the balance, a card and transfers, PayNow for SGD and PayID for AUD only', () => {
    expect(paymentMethodsFor(account('SGD')).map((m) => m.method)).toEqual([
      'account',
      'creditCard',
      'bankTransfer',
      'payNow',
    ]);
    expect(paymentMethodsFor(account('AUD')).map((m) => m.method)).toContain('payId');
    expect(paymentMethodsFor(account('USD')).map((m) => m.method)).toEqual(['account', 'creditCard', 'bankTransfer']);
  });

  const access = (legalEntity: string, flags: Partial<Omit<MethodAccess, 'legalEntity'>> = {}): MethodAccess => ({
    legalEntity,
    isAchOn: false,
    isFpxOn: false,
    isFpxDisabled: false,
    ...flags,
  });

  it('offers ACH to a US business paying from USD with the ACH flag, and only then', () => {
    const methods = (currency: string, a?: MethodAccess) => paymentMethodsFor(account(currency), false, a);
    expect(methods('USD', access('US', { isAchOn: true })).map((m) => m.method)).toEqual([
      'account',
      'creditCard',
      'bankTransfer',
      'ach',
    ]);
    expect(methods('USD', access('US', { isAchOn: true })).at(-1)).toMatchObject({ label: 'ACH direct debit' });
    expect(methods('USD', access('US')).map((m) => m.method)).not.toContain('ach');
    expect(methods('EUR', access('US', { isAchOn: true })).map((m) => m.method)).not.toContain('ach');
    expect(methods('USD').map((m) => m.method)).not.toContain('ach');
  });

  it('offers FPX to a Malaysian business paying from MYR with FPX on, never under DISABLE_FPX', () => {
    const methods = (a: MethodAccess, currency = 'MYR') =>
      paymentMethodsFor(account(currency), false, a).map((m) => m.method);
    expect(methods(access('MY', { isFpxOn: true }))).toEqual(['account', 'creditCard', 'bankTransfer', 'fpxTransfer']);
    expect(methods(access('MY', { isFpxOn: true, isFpxDisabled: true }))).not.toContain('fpxTransfer');
    expect(methods(access('MY'))).not.toContain('fpxTransfer');
    expect(methods(access('MY', { isFpxOn: true }), 'USD')).not.toContain('fpxTransfer');
  });

  it('needs a linked account for an ACH payment, and puts it on the request (and only there)', () => {
    expect(isChoiceComplete({ method: 'ach', cardId: null })).toBe(false);
    expect(isChoiceComplete({ method: 'ach', cardId: null, achAccountId: 'ach1' })).toBe(true);
    expect(isChoiceComplete({ method: 'fpxTransfer', cardId: null })).toBe(true);
    const request: TPayoutRequest = {
      beneficiary_id: 'b',
      transaction: { source_currency: 'USD', destination_currency: 'EUR', source_amount: '10' },
    };
    const ach = withPayment(request, { method: 'ach', cardId: null, achAccountId: 'ach1' });
    expect(ach.additional_info).toEqual({ deposit_method: 'ach', ach_account_id: 'ach1' });
    expect(withPayment(ach, { method: 'fpxTransfer', cardId: null, achAccountId: 'ach1' }).additional_info).toEqual({
      deposit_method: 'fpxTransfer',
    });
    expect(
      feesQueryOf({ method: 'ach', cardId: null, achAccountId: 'ach1' }, { _id: 'a', currency: 'USD' }, 5n),
    ).toEqual({ accountId: 'a', amount: '0.05', method: 'ach' });
    expect(feesQueryOf({ method: 'ach', cardId: null }, { _id: 'a', currency: 'USD' }, 5n)).toBeNull();
  });

  it('says what each method does of one payment, or of a group’s payments', () => {
    const card = (count?: number) =>
      paymentMethodsFor(account('SGD'), false, undefined, count).find((m) => m.method === 'creditCard')!.detail;
    expect(card()).toBe('Charged now, with a card fee. We send the payment once the card is approved.');
    expect(card(3)).toBe('Charged now, with a card fee. We send the payments once the card is approved.');
  });

  it('offers the balance as not enough when the review found it short', () => {
    expect(paymentMethodsFor(account('SGD'), true)[0]).toMatchObject({ method: 'account', isDisabled: true });
  });

  it('needs a card for a card payment, and puts method and card on the request', () => {
    expect(isChoiceComplete({ method: 'creditCard', cardId: null })).toBe(false);
    const request: TPayoutRequest = {
      beneficiary_id: 'b',
      transaction: { source_currency: 'SGD', destination_currency: 'EUR', source_amount: '10' },
      additional_info: { deposit_method: 'creditCard', card_id: 'old' },
    };
    expect(withPayment(request, { method: 'payNow', cardId: 'old' }).additional_info).toEqual({
      deposit_method: 'payNow',
    });
    expect(withPayment(request, { method: 'creditCard', cardId: 'c1' }).additional_info).toEqual({
      deposit_method: 'creditCard',
      card_id: 'c1',
    });
  });

  it('asks the fees of the whole debit in major units, and none for the balance', () => {
    const a = { _id: 'acc', currency: 'SGD' };
    expect(feesQueryOf({ method: 'account', cardId: null }, a, 100n)).toBeNull();
    expect(feesQueryOf({ method: 'creditCard', cardId: 'c1' }, a, 123456n)).toEqual({
      accountId: 'acc',
      amount: '1234.56',
      method: 'creditCard',
      cardId: 'c1',
    });
  });
});
