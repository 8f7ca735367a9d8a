import { describe, expect, it } from 'vitest';
import { forwardAmounts, forwardIssues, initialForwardDraft, toBookRequest, toQuoteRequest } from './forward-draft.ts';

const accounts = [
  { _id: 'sgd', currency: 'SGD' as const, is_default_account: true },
  { _id: 'usd', currency: 'USD' as const, is_default_account: false },
  { _id: 'jpy', currency: 'JPY' as const, is_default_account: false },
  { _id: 'sgd2', currency: 'SGD' as const, is_default_account: false },
];
const today = '2026-03-05';
const draft = {
  sourceId: 'sgd',
  destinationId: 'usd',
  fixedSide: 'source' as const,
  amount: '1,000',
  maturityDate: '2026-06-05',
};
const quote = {
  source_currency: 'SGD' as const,
  destination_currency: 'USD' as const,
  fx_rate: '0.75',
  rate_signature: 'sig',
  maturity_date: '2026-06-05',
};

describe('[FX HEDGING] the new forward contract form', () => {
  it('starts from the default account into US dollars, maturing tomorrow', () => {
    expect(initialForwardDraft(accounts, today)).toEqual({
      sourceId: 'sgd',
      destinationId: 'usd',
      fixedSide: 'source',
      amount: '',
      maturityDate: '2026-03-06',
    });
  });

  it('says what is wrong in the API’s words: same currency, over-precise amounts, dates outside six months', () => {
    expect(forwardIssues(draft, accounts, today)).toEqual({});
    expect(forwardIssues({ ...draft, destinationId: 'sgd2' }, accounts, today).pair).toBe(
      'Source and destination currencies must be different',
    );
    expect(forwardIssues({ ...draft, amount: '10.001' }, accounts, today).amount).toMatch(/decimal/i);
    expect(
      forwardIssues({ ...draft, fixedSide: 'destination', destinationId: 'jpy', amount: '10.5' }, accounts, today)
        .amount,
    ).toBeDefined();
    expect(forwardIssues({ ...draft, amount: '-5' }, accounts, today).amount).toBeDefined();
    expect(forwardIssues({ ...draft, maturityDate: '2026-09-06' }, accounts, today).maturity).toBe(
      'A rate can be locked for at most 6 months: choose a date up to 05 Sep 2026.',
    );
    expect(forwardIssues({ ...draft, maturityDate: today }, accounts, today).maturity).toBe(
      'Choose a maturity date after today.',
    );
    // Empty is incomplete, not wrong.
    expect(forwardIssues({ ...draft, amount: '', maturityDate: '' }, accounts, today)).toEqual({});
  });

  it('asks for a quote only for a valid pair and maturity', () => {
    expect(toQuoteRequest(draft, accounts, today)).toEqual({
      source: 'SGD',
      destination: 'USD',
      maturityDate: '2026-06-05',
    });
    expect(toQuoteRequest({ ...draft, destinationId: 'sgd2' }, accounts, today)).toBeNull();
    expect(toQuoteRequest({ ...draft, maturityDate: '' }, accounts, today)).toBeNull();
    expect(toQuoteRequest({ ...draft, maturityDate: '2027-01-01' }, accounts, today)).toBeNull();
  });

  it('previews both amounts at the forward rate, rounding as the API does, 12-digit amounts included', () => {
    expect(forwardAmounts(draft, accounts, quote)).toMatchObject({
      sourceAmount: 100_000n,
      destinationAmount: 75_000n,
    });
    const buy = forwardAmounts({ ...draft, fixedSide: 'destination', amount: '100' }, accounts, quote);
    expect(buy).toMatchObject({ sourceAmount: 13_334n, destinationAmount: 10_000n });
    const big = forwardAmounts({ ...draft, amount: '123,456,789,012.34' }, accounts, quote);
    expect(big?.destinationAmount).toBe(9_259_259_175_925n);
    expect(forwardAmounts({ ...draft, amount: 'x' }, accounts, quote)).toBeNull();
    expect(forwardAmounts({ ...draft, destinationId: 'jpy' }, accounts, quote)).toBeNull();
  });

  it('books the amount as typed on its side, at the quote', () => {
    expect(toBookRequest({ ...draft, amount: ' 1,000 ' }, quote)).toEqual({
      source_account_id: 'sgd',
      destination_account_id: 'usd',
      maturity_date: '2026-06-05',
      rate_signature: 'sig',
      source_amount: '1,000',
    });
    expect(toBookRequest({ ...draft, fixedSide: 'destination' }, quote)).toMatchObject({ destination_amount: '1,000' });
  });
});
