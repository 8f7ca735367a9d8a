import { WITHDRAW_MESSAGES } from '@corridor/domain/withdrawals/withdraw-rules';
import { describe, expect, it } from 'vitest';
import { makeBankAccount, makeFundedAccount } from '@/test/bank-account-factories.ts';
import {
  bankAccountsFor,
  draftProblems,
  isRefusedAccount,
  startingAccount,
  toRequest,
  withAccount,
  withdrawableAccounts,
} from './withdraw-draft.ts';

const sgd = makeFundedAccount('a-sgd', 'SGD', 5_000_00n);
const usd = makeFundedAccount('a-usd', 'USD', 0n);
const dbs = makeBankAccount({ accountId: 'b-dbs', currencyCode: ['SGD'] });
const refused = makeBankAccount({
  accountId: 'b-bad',
  currencyCode: ['SGD'],
  rejectedReason: WITHDRAW_MESSAGES.invalidBankAccount,
});
const chase = makeBankAccount({ accountId: 'b-usd', currencyCode: ['USD'] });

describe('[WITHDRAW FORM] choices and checks before review', () => {
  it('offers open accounts with money first, and bank accounts in the account’s currency the rail took', () => {
    expect(withdrawableAccounts([usd, sgd]).map((a) => a.currency)).toEqual(['SGD', 'USD']);
    expect(bankAccountsFor('SGD', [dbs, refused, chase]).map((b) => b.accountId)).toEqual(['b-dbs']);
    expect(bankAccountsFor(undefined, [dbs])).toEqual([]);
  });

  it('starts on an account a bank account can take, else the default account', () => {
    const aud = makeFundedAccount('a-aud', 'AUD', 9_000_00n);
    expect(startingAccount([aud, usd, sgd], [dbs])?._id).toBe('a-sgd');
    expect(startingAccount([aud, usd, sgd], [chase])?._id).toBe('a-usd');
    expect(startingAccount([aud, { ...usd, is_default_account: true }], [])?._id).toBe('a-usd');
    expect(startingAccount([], [dbs])).toBeUndefined();
  });

  it('keeps the bank account when it still fits, or picks the only one that does', () => {
    const draft = { accountId: '', bankAccountId: '', amount: '10' };
    expect(withAccount(draft, sgd, [dbs, chase])).toEqual({ accountId: 'a-sgd', bankAccountId: 'b-dbs', amount: '10' });
    expect(withAccount({ ...draft, bankAccountId: 'b-dbs' }, usd, [dbs, chase]).bankAccountId).toBe('b-usd');
    expect(withAccount({ ...draft, bankAccountId: 'b-dbs' }, usd, [dbs]).bankAccountId).toBe('');
  });

  it('says what is wrong in the server’s words: decimals, minimum, what is available', () => {
    const banks = [dbs];
    const problems = (amount: string) =>
      draftProblems({ accountId: 'a-sgd', bankAccountId: 'b-dbs', amount }, [sgd], banks);
    expect(problems('1,250.50')).toEqual({});
    expect(problems('12.345').amount).toBe('Amount can have at most 2 decimal places');
    expect(problems('0.5').amount).toBe('The smallest withdrawal is SGD 1.00.');
    expect(problems('5,000.01').amount).toBe('This is more than you can withdraw now: SGD 5,000.00 is available.');
    expect(problems('').amount).toBe('Please enter an amount');
    expect(draftProblems({ accountId: '', bankAccountId: '', amount: '1' }, [sgd], banks)).toEqual({
      accountId: 'Choose the account to withdraw from',
      bankAccountId: 'Choose the bank account to withdraw to',
    });
    expect(toRequest({ accountId: 'a', bankAccountId: 'b', amount: ' 10 ' })).toEqual({
      accountId: 'a',
      bankAccountId: 'b',
      amount: '10',
    });
  });

  it('recognises the rail’s refusal of the bank account (spec §8)', () => {
    expect(
      isRefusedAccount({ status: 'CANCELLED', reason: 'Invalid bank account details. Please delete and add again.' }),
    ).toBe(true);
    expect(isRefusedAccount({ status: 'CANCELLED', reason: 'Cancelled by the beneficiary bank' })).toBe(false);
  });
});
