import { describe, expect, it } from 'vitest';
import { makePayout } from '@/test/payout-factories.ts';
import { cannotDecideReason, outcomeOf, selectAll, selectAllState, totalsText } from './approval-selection.ts';

const checker = { _id: 'u2', isApprover: true };
const mine = makePayout({ payment_id: 'p-own', created_by: { _id: 'u2', name: 'Marcus Lee' } });
const a = makePayout({ payment_id: 'p-a', actions: { can_approve: true, can_reject: true, can_cancel: false } });
const b = makePayout({ payment_id: 'p-b', actions: { can_approve: true, can_reject: true, can_cancel: false } });

describe('[APPROVALS] what a checker can choose', () => {
  it('selects every payout the API lets the viewer decide, never their own', () => {
    expect(selectAll([a, mine, b])).toEqual(['p-a', 'p-b']);
    expect(selectAllState(new Set(['p-a']), [a, mine, b])).toBe('some');
    expect(selectAllState(new Set(['p-a', 'p-b']), [a, mine, b])).toBe('all');
    expect(selectAllState(new Set(), [a, b])).toBe('none');
  });

  it('says why a row cannot be chosen', () => {
    expect(cannotDecideReason(a, checker)).toBeNull();
    expect(cannotDecideReason(mine, checker)).toBe('You created this payout: another approver decides on it.');
    expect(cannotDecideReason(a, { _id: 'u1', isApprover: false })).toBeNull();
    const others = makePayout({ payment_id: 'p-c', created_by: { _id: 'u3', name: 'Daniel Tan' } });
    expect(cannotDecideReason(others, { _id: 'u1', isApprover: false })).toBe(
      'Only approvers can approve or reject payouts.',
    );
    expect(cannotDecideReason(mine, { _id: 'u2', isApprover: false })).toBe(
      'You created this payout: another approver decides on it.',
    );
  });

  it('adds up what the chosen payouts debit per currency', () => {
    const usd = makePayout({
      payment_id: 'p-usd',
      exchangeValue: {
        ...a.exchangeValue,
        sourceAmountWithSupplierFee: { currency: 'USD', amountMinor: '180000', display: '1,800.00', value: '1800' },
      },
    });
    expect(totalsText([a, b, usd], new Set(['p-a', 'p-b']))).toBe('SGD 2,000.00');
    expect(totalsText([a, b, usd], new Set(['p-a', 'p-usd']))).toBe('SGD 1,000.00 and USD 1,800.00');
  });

  it('reports each payout’s result: which were decided and which failed, and why', () => {
    const outcome = outcomeOf(
      {
        action: 'APPROVE',
        succeeded: 1,
        failed: 1,
        results: [
          { payment_id: 'p-a', ok: true, status: 'PENDING', code: null, message: null },
          { payment_id: 'p-b', ok: false, status: null, code: 'FX_HOLD_EXPIRED', message: null },
        ],
      },
      [a, b],
    );
    expect(outcome.done).toEqual([{ id: 'p-a', name: 'Müller Maschinenbau GmbH' }]);
    expect(outcome.failed).toEqual([
      {
        id: 'p-b',
        name: 'Müller Maschinenbau GmbH',
        reference: b.transaction_number,
        message: 'This held rate has expired. Get a new quote.',
      },
    ]);
  });
});
