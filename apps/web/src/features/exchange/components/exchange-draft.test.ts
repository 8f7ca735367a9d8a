import { defaultFixedSide } from '@corridor/domain/fx';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import {
  draftIssues,
  type ExchangeDraft,
  exceedsAvailable,
  initialDraft,
  toBookingRequest,
  toCalculationRequest,
} from './exchange-draft.ts';

const sgd = makeAccount({ _id: 'a-sgd', currency: 'SGD', is_default_account: true });
const usd = makeAccount({ _id: 'a-usd', currency: 'USD' });
const jpy = makeAccount({ _id: 'a-jpy', currency: 'JPY' });
const accounts = [jpy, sgd, usd];
const draft = (patch: Partial<ExchangeDraft>): ExchangeDraft => ({
  sourceId: 'a-sgd',
  destinationId: 'a-usd',
  fixedSide: 'source',
  amount: '',
  ...patch,
});

describe('[EXCHANGE] the draft before anything is sent', () => {
  it('starts selling from the default account and buying US dollars', () => {
    expect(initialDraft(accounts)).toEqual(draft({}));
  });

  it("starts from the amount bought when the business's default book-FX type is DESTINATION", () => {
    expect(initialDraft(accounts, defaultFixedSide('DESTINATION'))).toEqual(draft({ fixedSide: 'destination' }));
    expect(initialDraft(accounts, defaultFixedSide(null))).toEqual(draft({ fixedSide: 'source' }));
    expect(initialDraft(accounts, defaultFixedSide('SOURCE'))).toEqual(draft({ fixedSide: 'source' }));
  });

  it('refuses the same currency on both sides with the contract message', () => {
    expect(draftIssues(draft({ destinationId: 'a-sgd' }), accounts).pair).toBe(
      'Source and destination currencies must be different',
    );
    expect(toCalculationRequest(draft({ destinationId: 'a-sgd', amount: '10' }), accounts)).toBeNull();
  });

  it.each([
    ['source', '12.345', 'Amount can have at most 2 decimal places'],
    ['source', '0', 'Amount must be greater than 0'],
    ['source', '1.2.3', 'Please enter a valid amount'],
  ] as const)('a %s amount of "%s" is refused early with "%s"', (fixedSide, amount, message) => {
    expect(draftIssues(draft({ fixedSide, amount }), accounts).amount).toBe(message);
  });

  it('checks the amount in the currency of the side it was typed on', () => {
    const toYen = draft({ destinationId: 'a-jpy', fixedSide: 'destination', amount: '100.5' });
    expect(draftIssues(toYen, accounts).amount).toBe('JPY amounts cannot have decimals');
    expect(draftIssues({ ...toYen, fixedSide: 'source' }, accounts).amount).toBeUndefined();
  });

  it('sends the amount as typed, on the side it was typed', () => {
    expect(toCalculationRequest(draft({ amount: ' 1,250.50 ' }), accounts)).toEqual({
      source_currency: 'SGD',
      destination_currency: 'USD',
      source_amount: '1,250.50',
    });
    expect(toCalculationRequest(draft({ fixedSide: 'destination', amount: '743' }), accounts)).toEqual({
      source_currency: 'SGD',
      destination_currency: 'USD',
      destination_amount: '743',
    });
    expect(toCalculationRequest(draft({ amount: '' }), accounts)).toBeNull();
  });

  it('books the same side and amount at the hold', () => {
    expect(toBookingRequest(draft({ fixedSide: 'destination', amount: '743' }), 'h1')).toEqual({
      source_account_id: 'a-sgd',
      destination_account_id: 'a-usd',
      fx_hold_id: 'h1',
      destination_amount: '743',
    });
  });

  it('warns when the debit is more than the available balance', () => {
    const funded = { available_balance: { currency: 'SGD', amountMinor: '100000', display: '1,000.00' } };
    expect(exceedsAvailable('100000', funded)).toBe(false);
    expect(exceedsAvailable('100001', funded)).toBe(true);
  });
});
