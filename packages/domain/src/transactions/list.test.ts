import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../payouts/statuses.ts';
import {
  EMPTY_TRANSACTIONS_MESSAGES,
  emptyTransactionsMessage,
  STATUS_FILTER_CHOICES,
  statusesShownAs,
  transactionDetailPath,
} from './list.ts';

describe('[TRANSACTIONS] list rules', () => {
  it('a status filter matches every status shown with the same words', () => {
    expect(statusesShownAs('AWAITING_APPROVAL_BANK_PROXY')).toEqual([
      'AWAITING_APPROVAL_BANK_PROXY',
      'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
      'AWAITING_APPROVAL_DIRECT_DEBIT',
      'AWAITING_APPROVAL_FPX_TRANSFER',
    ]);
    expect(statusesShownAs('PAID')).toEqual(['PAID']);
    // Every status is under exactly one choice of the filter.
    expect(STATUS_FILTER_CHOICES.flatMap((c) => c.statuses).sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it('says which empty state applies (spec §8)', () => {
    expect(emptyTransactionsMessage(false)).toBe(EMPTY_TRANSACTIONS_MESSAGES.noTransactions);
    expect(emptyTransactionsMessage(true)).toBe(
      'You do not have any activities. Try changing or removing some of your filters.',
    );
  });

  it('links each kind to its detail route (spec §2)', () => {
    expect(transactionDetailPath({ type: 'send', id: 'p1' })).toBe('/r/transactions/p1');
    expect(transactionDetailPath({ type: 'withdraw', id: 'w1' })).toBe('/r/transactions/w1');
    expect(transactionDetailPath({ type: 'fund', id: 'f1' })).toBe('/r/funding/f1');
    expect(transactionDetailPath({ type: 'exchange', id: 'x1' })).toBe('/r/exchange/x1');
    expect(transactionDetailPath({ type: 'virtual_account', id: 'i1', vfaId: 'v1' })).toBe('/r/vra/v1/transactions/i1');
  });
});
