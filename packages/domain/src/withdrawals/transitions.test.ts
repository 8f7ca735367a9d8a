import { describe, expect, it } from 'vitest';
import { withdrawalLedgerAction } from './ledger-effects.ts';
import { movesTowards, reasonForRail, withdrawalStatusForRail } from './rail-events.ts';
import { WITHDRAWAL_STATUSES } from './statuses.ts';
import { canMoveWithdrawal, FINAL_WITHDRAWAL_STATUSES, isFinalWithdrawalStatus } from './transitions.ts';

describe('[WITHDRAWAL STATUSES] moves and their ledger effects', () => {
  it('initiated → processing → sent to bank → completed or returned; cancelled before sending', () => {
    expect(canMoveWithdrawal('PENDING', 'PROCESSING')).toBe(true);
    expect(canMoveWithdrawal('PENDING', 'CANCELLED')).toBe(true);
    expect(canMoveWithdrawal('PROCESSING', 'SENT_TO_BANK')).toBe(true);
    expect(canMoveWithdrawal('SENT_TO_BANK', 'COMPLETED')).toBe(true);
    expect(canMoveWithdrawal('SENT_TO_BANK', 'RETURNED')).toBe(true);
    expect(canMoveWithdrawal('SENT_TO_BANK', 'CANCELLED')).toBe(false);
    expect(canMoveWithdrawal('COMPLETED', 'RETURNED')).toBe(false);
    expect(canMoveWithdrawal('PENDING', 'constructor')).toBe(false);
    expect(canMoveWithdrawal('toString', 'PENDING')).toBe(false);
    expect(FINAL_WITHDRAWAL_STATUSES).toEqual(['COMPLETED', 'RETURNED', 'CANCELLED']);
    expect(isFinalWithdrawalStatus('PROCESSING')).toBe(false);
  });

  it('holds at creation, posts at sent to bank, voids on cancel, refunds on return', () => {
    expect(withdrawalLedgerAction('PENDING', 'PROCESSING')).toBe('KEEP');
    expect(withdrawalLedgerAction('PROCESSING', 'SENT_TO_BANK')).toBe('POST');
    expect(withdrawalLedgerAction('PENDING', 'CANCELLED')).toBe('VOID');
    expect(withdrawalLedgerAction('PROCESSING', 'CANCELLED')).toBe('VOID');
    expect(withdrawalLedgerAction('SENT_TO_BANK', 'COMPLETED')).toBe('NONE');
    expect(withdrawalLedgerAction('SENT_TO_BANK', 'RETURNED')).toBe('REFUND');
    expect(() => withdrawalLedgerAction('COMPLETED', 'RETURNED')).toThrow(RangeError);
  });

  it('reads the rail’s payout reports as withdrawal statuses, with words for the business', () => {
    expect(withdrawalStatusForRail('COMPLIANCE_VERIFICATION')).toBe('PROCESSING');
    expect(withdrawalStatusForRail('PAID')).toBe('COMPLETED');
    expect(withdrawalStatusForRail('RFI_REQUESTED')).toBe('CANCELLED');
    expect(withdrawalStatusForRail('FX_EXPIRED_CANCELLED')).toBe('CANCELLED');
    expect(withdrawalStatusForRail('hasOwnProperty')).toBeNull();
    expect(reasonForRail('RFI_REQUESTED', 'Please send the invoice')).toMatch(/contact support/);
    expect(reasonForRail('RETURNED', 'Beneficiary account closed')).toBe('Beneficiary account closed');
  });

  it('finds the moves towards a reported status, through a skipped step, never backwards', () => {
    expect(movesTowards('PENDING', 'PROCESSING')).toEqual(['PROCESSING']);
    expect(movesTowards('PENDING', 'SENT_TO_BANK')).toEqual(['PROCESSING', 'SENT_TO_BANK']);
    expect(movesTowards('PENDING', 'COMPLETED')).toEqual(['PROCESSING', 'SENT_TO_BANK', 'COMPLETED']);
    expect(movesTowards('PROCESSING', 'PROCESSING')).toEqual([]);
    expect(movesTowards('SENT_TO_BANK', 'CANCELLED')).toBeNull();
    expect(movesTowards('COMPLETED', 'PROCESSING')).toBeNull();
    for (const from of WITHDRAWAL_STATUSES) {
      for (const to of WITHDRAWAL_STATUSES) {
        const path = movesTowards(from, to);
        if (!path) continue;
        let at = from;
        for (const next of path) {
          expect(canMoveWithdrawal(at, next)).toBe(true);
          at = next;
        }
        expect(at).toBe(to);
      }
    }
  });
});
