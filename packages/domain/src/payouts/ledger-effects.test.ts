import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialPayoutStatus, PAYOUT_FUNDINGS } from './funding.ts';
import { ledgerActionAtCreation, ledgerActionFor, moneyPhase } from './ledger-effects.ts';
import type { PayoutStatus } from './statuses.ts';
import { canTransition, isTerminal, nextStatuses } from './transitions.ts';

describe('[PAYOUTS] ledger effect of each status change', () => {
  it('holds a wallet payout at creation, posts it when sent to the bank, keeps it in between', () => {
    expect(ledgerActionAtCreation('PENDING', 'WALLET')).toBe('HOLD');
    expect(ledgerActionAtCreation('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'WALLET')).toBe('HOLD');
    expect(ledgerActionFor('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'PENDING', 'WALLET')).toBe('KEEP');
    expect(ledgerActionFor('PENDING', 'PROCESSING', 'WALLET')).toBe('KEEP');
    expect(ledgerActionFor('PROCESSING', 'SENT_TO_BANK', 'WALLET')).toBe('POST');
    expect(ledgerActionFor('SENT_TO_BANK', 'PAID', 'WALLET')).toBe('NONE');
  });

  it('releases the money on RETURNED (refund), CANCELLED and APPROVAL_REJECTED (void)', () => {
    expect(ledgerActionFor('SENT_TO_BANK', 'RETURNED', 'WALLET')).toBe('REFUND');
    expect(ledgerActionFor('PROCESSING', 'CANCELLED', 'WALLET')).toBe('VOID');
    expect(ledgerActionFor('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'APPROVAL_REJECTED', 'WALLET')).toBe('VOID');
    expect(ledgerActionFor('RFI_RESPONDED', 'RFI_REJECTED', 'WALLET')).toBe('VOID');
    expect(ledgerActionFor('PENDING', 'FX_EXPIRED_CANCELLED', 'WALLET')).toBe('VOID');
  });

  it('holds nothing for a payout funded from outside until its funds arrive', () => {
    expect(ledgerActionAtCreation('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'CARD')).toBe('NONE');
    expect(moneyPhase('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'CARD')).toBe('UNFUNDED');
    expect(ledgerActionFor('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'APPROVAL_REJECTED', 'CARD')).toBe('NONE');
    expect(ledgerActionFor('AWAITING_FUNDS_BANK_PROXY', 'PENDING', 'BANK_PROXY')).toBe('HOLD');
    expect(ledgerActionFor('AWAITING_FUNDS_FPX_TRANSACTION', 'CANCELLED', 'FPX')).toBe('NONE');
  });

  it('refuses to name an action for a move that is not allowed', () => {
    expect(() => ledgerActionFor('PAID', 'RETURNED', 'WALLET')).toThrow(RangeError);
    expect(() => ledgerActionFor('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'PENDING', 'CARD')).toThrow(RangeError);
  });

  it('books a consistent two-phase life on every path: one hold, resolved once, nothing left held at the end', () => {
    const walk = fc.record({
      funding: fc.constantFrom(...PAYOUT_FUNDINGS),
      approval: fc.boolean(),
      choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
    });
    fc.assert(
      fc.property(walk, ({ funding, approval, choices }) => {
        let status: PayoutStatus = initialPayoutStatus(funding, approval);
        let hold: 'none' | 'held' | 'posted' | 'voided' | 'refunded' =
          ledgerActionAtCreation(status, funding) === 'HOLD' ? 'held' : 'none';
        for (const choice of choices) {
          const options = nextStatuses(status).filter((n) => canTransition(status, n, { funding }));
          if (options.length === 0) break;
          const next = options[choice % options.length]!;
          const action = ledgerActionFor(status, next, funding);
          if (action === 'HOLD') {
            if (hold !== 'none') return false;
            hold = 'held';
          } else if (action === 'POST' || action === 'VOID') {
            if (hold !== 'held') return false;
            hold = action === 'POST' ? 'posted' : 'voided';
          } else if (action === 'REFUND') {
            if (hold !== 'posted') return false;
            hold = 'refunded';
          } else if (action === 'KEEP' && hold !== 'held') {
            return false;
          }
          status = next;
        }
        if (!isTerminal(status)) return true;
        return status === 'PAID' ? hold === 'posted' : hold !== 'held' && hold !== 'posted';
      }),
      { numRuns: 500 },
    );
  });
});
