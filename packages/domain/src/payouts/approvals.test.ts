import { describe, expect, it } from 'vitest';
import { canDecide, checkApproval, type PayoutForApproval } from './approvals.ts';
import { canTransition } from './transitions.ts';

const maker = { userId: 'maker', isApprover: true };
const checker = { userId: 'checker', isApprover: true };
const waiting: PayoutForApproval = {
  createdBy: 'maker',
  status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
  funding: 'WALLET',
};

describe('[APPROVALS] who may approve or reject a payout', () => {
  it('a checker approves a wallet payout to PENDING, or rejects it', () => {
    expect(checkApproval(checker, waiting, 'APPROVE')).toEqual({ ok: true, nextStatus: 'PENDING' });
    expect(checkApproval(checker, waiting, 'REJECT')).toEqual({ ok: true, nextStatus: 'APPROVAL_REJECTED' });
  });

  it('nobody approves or rejects their own payout, even an approver', () => {
    expect(checkApproval(maker, waiting, 'APPROVE')).toEqual({ ok: false, code: 'APPROVAL_OWN_PAYOUT' });
    expect(checkApproval(maker, waiting, 'REJECT')).toEqual({ ok: false, code: 'APPROVAL_OWN_PAYOUT' });
    expect(canDecide(maker, waiting)).toBe(false);
  });

  it('only a user with the approver right decides', () => {
    expect(checkApproval({ userId: 'clerk', isApprover: false }, waiting, 'APPROVE')).toEqual({
      ok: false,
      code: 'APPROVER_REQUIRED',
    });
  });

  it('a payout decided already (or never awaiting approval) cannot be decided again', () => {
    expect(checkApproval(checker, { ...waiting, status: 'PENDING' }, 'APPROVE')).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
    });
    expect(canDecide(checker, { ...waiting, status: 'APPROVAL_REJECTED' })).toBe(false);
  });

  it('sends an approved payout funded from outside to wait for its funds, along an allowed move', () => {
    const fpx: PayoutForApproval = { createdBy: 'maker', status: 'AWAITING_APPROVAL_FPX_TRANSFER', funding: 'FPX' };
    const result = checkApproval(checker, fpx, 'APPROVE');
    expect(result).toEqual({ ok: true, nextStatus: 'AWAITING_FUNDS_FPX_TRANSACTION' });
    if (result.ok) expect(canTransition(fpx.status, result.nextStatus, { by: 'checker', funding: 'FPX' })).toBe(true);
  });
});
