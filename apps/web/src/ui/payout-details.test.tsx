import { describe, expect, it } from 'vitest';
import { makePayout } from '@/test/payout-factories.ts';
import { approvalText } from './payout-details.tsx';

const waiting = {
  is_required: true,
  decision: null,
  decided_by: null,
  decided_at: null,
  reason: null,
  decide_by: null,
};

describe('[APPROVALS] what a payout says of its approval', () => {
  it('not needed, waiting (by when, in the business’s time), decided, or ended undecided', () => {
    expect(approvalText(makePayout())).toBe('Not needed');
    const awaiting = makePayout({
      status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
      approval: { ...waiting, decide_by: '2026-12-08T03:19:00.000Z' },
    });
    expect(approvalText(awaiting, '+08:00')).toBe(
      'Waiting for an approver: approve by 08 Dec 2026, 11:19, when its rate lapses',
    );
    expect(approvalText(makePayout({ status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', approval: waiting }))).toBe(
      'Waiting for an approver',
    );
    const approved = makePayout({
      approval: {
        ...waiting,
        decision: 'APPROVED',
        decided_by: { _id: 'u2', name: 'Chen Checker' },
        decided_at: '2026-12-01T01:00:00.000Z',
      },
    });
    expect(approvalText(approved, '+08:00')).toBe('Approved by Chen Checker on 01 Dec 2026, 09:00');
    const lapsed = makePayout({ status: 'FX_EXPIRED_CANCELLED', is_final: true, approval: waiting });
    expect(approvalText(lapsed)).toBe('Not decided: it ended before an approver decided');
  });
});
