import { describe, expect, it } from 'vitest';
import { BATCH_WAIT_LABELS, batchSettlement, batchWait } from './settlement.ts';

describe('a pending batch read from its payouts', () => {
  it('waits while any payout waits for a checker (first) or for its funds', () => {
    expect(batchSettlement(['AWAITING_FUNDS_BANK_PROXY', 'PENDING'])).toEqual({ kind: 'waiting', waitingFor: 'funds' });
    expect(batchWait(['AWAITING_APPROVAL_BANK_PROXY', 'AWAITING_FUNDS_BANK_PROXY'])).toBe('approval');
    expect(batchWait(['PAYMENT_RECONCILIATION_RFI_RAISED'])).toBe('funds');
    expect(batchWait(['PENDING', 'PAID'])).toBeNull();
    expect(BATCH_WAIT_LABELS[batchWait(['AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT'])!]).toBe('Awaiting approval');
  });

  it('is paid once none waits and at least one went on; failed when every one stopped before sending', () => {
    expect(batchSettlement(['PENDING', 'PENDING'])).toEqual({ kind: 'paid' });
    expect(batchSettlement(['APPROVAL_REJECTED', 'PROCESSING'])).toEqual({ kind: 'paid' });
    expect(batchSettlement(['CANCELLED', 'CANCELLED'])).toEqual({ kind: 'failed' });
    expect(batchSettlement(['APPROVAL_REJECTED', 'FX_EXPIRED_CANCELLED'])).toEqual({ kind: 'failed' });
    expect(batchSettlement([])).toEqual({ kind: 'failed' });
  });
});
