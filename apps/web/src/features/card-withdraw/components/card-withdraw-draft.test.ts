import type { TCardBalance } from '@corridor/contracts/card-balances/card-balances';
import { describe, expect, it } from 'vitest';
import { draftProblems, maxAmount, startingBalance, toRequest } from './card-withdraw-draft.ts';

const money = (minor: string, currency: string) => ({ currency, amountMinor: minor, display: minor });
const balance = (currency: string, minor: string, hasDestination = true): TCardBalance => ({
  _id: `card-${currency}`,
  currency,
  balance: money(minor, currency),
  available: money(minor, currency),
  destination: hasDestination ? { _id: `acct-${currency}`, currency, account_number: '123', label: null } : null,
});

describe('[CARD WITHDRAW FORM] the draft', () => {
  it('starts on a balance with money and somewhere to go', () => {
    expect(startingBalance([balance('EUR', '500', false), balance('SGD', '0'), balance('USD', '100')])?.currency).toBe(
      'USD',
    );
    expect(startingBalance([balance('EUR', '500', false)])?.currency).toBe('EUR');
    expect(startingBalance([])).toBeUndefined();
  });

  it('fills Max with everything available, as the amount field takes it, up to the largest single amount', () => {
    expect(maxAmount(balance('SGD', '12345678901234'))).toBe('123456789012.34');
    expect(maxAmount(balance('SGD', '100000001424999'))).toBe('1000000000000.00');
    expect(maxAmount(balance('SGD', '-5'))).toBe('0.00');
    expect(maxAmount(balance('JPY', '5000'))).toBe('5000');
  });

  it('says what is missing: a balance, an account to receive it, an amount within the balance', () => {
    expect(draftProblems({ currency: '', amount: '' }, undefined)).toEqual({
      currency: 'Choose a card balance',
      amount: 'Please enter an amount',
    });
    expect(draftProblems({ currency: 'EUR', amount: '1' }, balance('EUR', '500', false))).toEqual({
      currency: 'You have no open EUR account to receive this money. Open a EUR account first.',
    });
    expect(draftProblems({ currency: 'SGD', amount: '5.01' }, balance('SGD', '500')).amount).toContain(
      'more than you can withdraw now',
    );
    expect(draftProblems({ currency: 'SGD', amount: '5.00' }, balance('SGD', '500'))).toEqual({});
  });

  it('sends the amount as typed to the balance’s own account', () => {
    expect(toRequest({ currency: 'SGD', amount: ' 1,250.50 ' }, balance('SGD', '500000'))).toEqual({
      currency: 'SGD',
      accountId: 'acct-SGD',
      amount: '1,250.50',
    });
  });
});
