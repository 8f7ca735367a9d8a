import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialPayoutStatus, PAYOUT_FUNDINGS, type PayoutFunding, statusAfterApproval } from './funding.ts';
import { FINAL_STATUSES, PAYOUT_STATUSES, type PayoutStatus, REJECTED_CANCELLED_STATUSES } from './statuses.ts';
import {
  assertTransition,
  canTransition,
  causeOf,
  isTerminal,
  nextStatuses,
  TERMINAL_PAYOUT_STATUSES,
  TransitionError,
} from './transitions.ts';

const funding = fc.constantFrom(...PAYOUT_FUNDINGS);

function reachable(from: PayoutStatus[], f?: PayoutFunding): Set<PayoutStatus> {
  const seen = new Set<PayoutStatus>(from);
  const queue = [...from];
  while (queue.length > 0) {
    const s = queue.pop()!;
    for (const n of nextStatuses(s)) {
      if (!seen.has(n) && canTransition(s, n, { funding: f })) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

describe('[PAYOUTS] status transitions', () => {
  it('starts awaiting approval under maker/checker, otherwise where its funding starts', () => {
    expect(initialPayoutStatus('WALLET', true)).toBe('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT');
    expect(initialPayoutStatus('WALLET', false)).toBe('PENDING');
    expect(initialPayoutStatus('CARD', false)).toBe('AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT');
    expect(initialPayoutStatus('FPX', true)).toBe('AWAITING_APPROVAL_FPX_TRANSFER');
    expect(initialPayoutStatus('DIRECT_DEBIT', false)).toBe('DEBITING_FUNDS_ACH_DIRECT_DEBIT');
  });

  it('walks the happy path of a wallet payout, and refuses skipping or going back', () => {
    const path: PayoutStatus[] = ['PENDING', 'COMPLIANCE_VERIFICATION', 'PROCESSING', 'SENT_TO_BANK', 'PAID'];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
    expect(canTransition('PENDING', 'PAID')).toBe(false);
    expect(canTransition('SENT_TO_BANK', 'PROCESSING')).toBe(false);
    expect(canTransition('PAID', 'RETURNED')).toBe(false);
  });

  it('goes through an RFI and back, or ends on its rejection', () => {
    expect(canTransition('PROCESSING', 'RFI_REQUESTED')).toBe(true);
    expect(canTransition('RFI_REQUESTED', 'RFI_RESPONDED', { by: 'user' })).toBe(true);
    expect(canTransition('RFI_RESPONDED', 'PROCESSING')).toBe(true);
    expect(canTransition('RFI_RESPONDED', 'RFI_REJECTED')).toBe(true);
    expect(canTransition('RFI_REQUESTED', 'RFI_RESPONDED', { by: 'rail' })).toBe(false);
  });

  it('lets only a checker approve or reject, and only to where the funding goes next', () => {
    expect(causeOf('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'PENDING')).toBe('checker');
    expect(canTransition('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'APPROVAL_REJECTED', { by: 'user' })).toBe(false);
    expect(canTransition('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'PENDING', { funding: 'WALLET' })).toBe(true);
    expect(canTransition('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'PENDING', { funding: 'CARD' })).toBe(false);
    expect(
      canTransition('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT', {
        funding: 'WALLET',
      }),
    ).toBe(false);
    for (const f of PAYOUT_FUNDINGS) {
      expect(canTransition(initialPayoutStatus(f, true), statusAfterApproval(f), { funding: f, by: 'checker' })).toBe(
        true,
      );
    }
  });

  it('cancels on the rail only before the money is sent, and returns only after', () => {
    expect(canTransition('PROCESSING', 'CANCELLED')).toBe(true);
    expect(canTransition('SENT_TO_BANK', 'CANCELLED')).toBe(false);
    expect(canTransition('SENT_TO_BANK', 'RETURNED')).toBe(true);
    expect(canTransition('PROCESSING', 'RETURNED')).toBe(false);
    expect(canTransition('PROCESSING', 'FX_EXPIRED_CANCELLED')).toBe(true);
    expect(canTransition('SENT_TO_BANK', 'FX_EXPIRED_CANCELLED')).toBe(false);
  });

  it('refuses unknown statuses, including names that exist on every object', () => {
    expect(canTransition('constructor', 'name')).toBe(false);
    expect(canTransition('PENDING', 'toString')).toBe(false);
    expect(canTransition('NOPE', 'PAID')).toBe(false);
    expect(() => assertTransition('PAID', 'PENDING')).toThrow(TransitionError);
    expect(() => assertTransition('PAID', 'PENDING')).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
    expect(() => assertTransition('PENDING', 'PROCESSING', { by: 'rail' })).not.toThrow();
  });

  it('has no way out of a final status, and the spec groups are terminal', () => {
    for (const s of FINAL_STATUSES) expect(isTerminal(s)).toBe(true);
    for (const s of REJECTED_CANCELLED_STATUSES) expect(isTerminal(s)).toBe(true);
    expect([...TERMINAL_PAYOUT_STATUSES].sort()).toEqual(
      [...FINAL_STATUSES, 'APPROVAL_REJECTED', 'FX_EXPIRED_CANCELLED'].sort(),
    );
  });

  it('reaches every payout status from some start, and a terminal status from every status', () => {
    const starts = PAYOUT_FUNDINGS.flatMap((f) => [initialPayoutStatus(f, true), initialPayoutStatus(f, false)]);
    expect([...reachable(starts)].sort()).toEqual([...PAYOUT_STATUSES].sort());
    for (const s of PAYOUT_STATUSES) {
      expect([...reachable([s])].some((r) => isTerminal(r))).toBe(true);
    }
  });

  it('never leads a payout into another funding’s statuses', () => {
    fc.assert(
      fc.property(funding, fc.boolean(), (f, approval) => {
        const seen = reachable([initialPayoutStatus(f, approval)], f);
        if (f === 'WALLET') return !seen.has('AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT');
        return f === 'FPX' ? !seen.has('AWAITING_FUNDS_BANK_PROXY') : !seen.has('DEBITING_FUNDS_FPX_TRANSACTION');
      }),
    );
  });
});
