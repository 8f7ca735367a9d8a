import { describe, expect, it } from 'vitest';
import { ZPayoutActionRequest } from './payout-action.ts';
import { ZPayoutRequest } from './payout-common.ts';

const payload = (transaction: Record<string, unknown>) => ({
  beneficiary_id: 'b1',
  transaction: { source_currency: 'SGD', destination_currency: 'EUR', ...transaction },
});
const issues = (value: unknown) => {
  const result = ZPayoutRequest.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('[CONTRACTS] payout payload', () => {
  it('takes exactly one amount, with the fee payer that goes with it', () => {
    expect(issues(payload({ source_amount: '100', fee_payer: 'BEN' }))).toEqual([]);
    expect(issues(payload({ destination_amount: '100', fee_payer: 'OUR' }))).toEqual([]);
    expect(issues(payload({ destination_amount: '100' }))).toEqual([]);
    expect(issues(payload({}))).toEqual([
      'transaction.source_amount: Enter either the amount to send or the amount your recipient gets',
    ]);
    expect(issues(payload({ source_amount: '1', destination_amount: '1' }))).toHaveLength(1);
    expect(issues(payload({ source_amount: '100', fee_payer: 'OUR' }))).toEqual([
      'transaction.fee_payer: The fee payer is BEN with source_amount and OUR with destination_amount',
    ]);
  });

  it('refuses fields it does not know, so nothing can ask to skip a rule', () => {
    expect(issues({ ...payload({ source_amount: '1' }), status: 'PENDING' })).toHaveLength(1);
    expect(issues(payload({ source_amount: '1', skip_approval: true }))).toHaveLength(1);
    expect(issues(payload({ source_amount: '1', source_currency: 'XXX' }))).toHaveLength(1);
  });
});

describe('[CONTRACTS] approval decisions', () => {
  it('needs a reason to reject, and each payout once', () => {
    expect(ZPayoutActionRequest.safeParse({ action: 'APPROVE', payout_ids: ['a'] }).success).toBe(true);
    expect(ZPayoutActionRequest.safeParse({ action: 'REJECT', payout_ids: ['a'] }).success).toBe(false);
    expect(ZPayoutActionRequest.safeParse({ action: 'REJECT', payout_ids: ['a'], reason: '  ' }).success).toBe(false);
    expect(ZPayoutActionRequest.safeParse({ action: 'REJECT', payout_ids: ['a'], reason: 'Wrong' }).success).toBe(true);
    expect(ZPayoutActionRequest.safeParse({ action: 'APPROVE', payout_ids: ['a', 'a'] }).success).toBe(false);
    expect(ZPayoutActionRequest.safeParse({ action: 'APPROVE', payout_ids: [] }).success).toBe(false);
  });
});
