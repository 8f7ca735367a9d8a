import { describe, expect, it } from 'vitest';
import { destinationCurrencies, multiPaymentStepAfter } from './multi-payment.ts';
import {
  FINAL_STATUSES,
  isFinalStatus,
  isRejectedOrCancelled,
  isTransactionStatus,
  PAYOUT_STATUSES,
  progressLabel,
  TRANSACTION_STATUSES,
} from './statuses.ts';
import { type PayoutEvent, payoutTrackerSteps, type TrackerStep } from './tracker.ts';
import { canTransition } from './transitions.ts';

const t = (minute: number) => new Date(Date.UTC(2026, 2, 5, 9, minute)).toISOString();
const history = (...statuses: PayoutEvent['status'][]): PayoutEvent[] =>
  statuses.map((status, i) => ({ status, at: t(i) }));
const brief = (steps: TrackerStep[]) => steps.map((s) => `${s.key}:${s.state}`);

describe('[PAYOUTS] statuses and progress', () => {
  it('lists the 27 statuses of §4, the payout ones among them, and the spec groups', () => {
    expect(TRANSACTION_STATUSES).toHaveLength(27);
    expect(new Set(TRANSACTION_STATUSES).size).toBe(27);
    for (const s of PAYOUT_STATUSES) expect(isTransactionStatus(s)).toBe(true);
    expect(FINAL_STATUSES).toEqual(['CANCELLED', 'PAID', 'RFI_REJECTED', 'RETURNED', 'USER_REJECTED']);
    expect(isFinalStatus('APPROVAL_REJECTED')).toBe(false);
    expect(isRejectedOrCancelled('USER_REJECTED')).toBe(true);
    expect(isRejectedOrCancelled('RETURNED')).toBe(false);
  });

  it('labels progress: debiting, awaiting funds, processing, paying, completed; nothing for a stopped payout', () => {
    expect(progressLabel('DEBITING_FUNDS_ACH_DIRECT_DEBIT')).toBe('Debiting funds');
    expect(progressLabel('DEBITING_FUNDS_FPX_TRANSACTION')).toBe('Debiting funds');
    expect(progressLabel('AWAITING_FUNDS_BANK_PROXY')).toBe('Awaiting funds');
    expect(progressLabel('AWAITING_APPROVAL_DIRECT_DEBIT')).toBe('Processing');
    expect(progressLabel('RFI_REQUESTED')).toBe('Processing');
    expect(progressLabel('SENT_TO_BANK')).toBe('Paying');
    expect(progressLabel('PAID')).toBe('Completed');
    expect(progressLabel('RETURNED')).toBeNull();
    expect(progressLabel('PAYMENT_REQUESTED')).toBeNull();
  });
});

describe('[PAYOUTS] tracker steps from the status history', () => {
  it('shows what is done, what is awaited and what is left for a payout under way', () => {
    const steps = payoutTrackerSteps(history('PENDING', 'PROCESSING'));
    expect(brief(steps)).toEqual([
      'initiated:done',
      'processing:done',
      'sent_to_bank:current',
      'sent_to_recipient:upcoming',
      'payment_complete:upcoming',
    ]);
    expect(steps[1]).toEqual({ key: 'processing', label: 'Processing', state: 'done', at: t(1) });
  });

  it('shows Approved only for a payout that waited for a checker, done when it moved on', () => {
    expect(brief(payoutTrackerSteps(history('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT')))).toEqual([
      'initiated:done',
      'approved:current',
      'processing:upcoming',
      'sent_to_bank:upcoming',
      'sent_to_recipient:upcoming',
      'payment_complete:upcoming',
    ]);
    const approved = payoutTrackerSteps(history('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'PENDING'));
    expect(approved[1]).toMatchObject({ key: 'approved', state: 'done', at: t(1) });
    expect(approved[2]).toMatchObject({ key: 'processing', state: 'current' });
  });

  it('completes every step of a paid payout, the last two at the time it was paid', () => {
    const steps = payoutTrackerSteps(history('PENDING', 'PROCESSING', 'SENT_TO_BANK', 'PAID'));
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(steps.slice(-2).map((s) => s.at)).toEqual([t(3), t(3)]);
  });

  it('puts RFI rounds where they happened, awaiting the answer while one is open', () => {
    const open = payoutTrackerSteps(history('PENDING', 'COMPLIANCE_VERIFICATION', 'RFI_REQUESTED'));
    expect(brief(open)).toEqual([
      'initiated:done',
      'processing:done',
      'rfi_raised:done',
      'rfi_responded:current',
      'sent_to_bank:upcoming',
      'sent_to_recipient:upcoming',
      'payment_complete:upcoming',
    ]);
    const answered = payoutTrackerSteps(history('PENDING', 'RFI_REQUESTED', 'RFI_RESPONDED', 'PROCESSING'));
    expect(brief(answered).slice(0, 5)).toEqual([
      'initiated:done',
      'rfi_raised:done',
      'rfi_responded:done',
      'processing:done',
      'sent_to_bank:current',
    ]);
  });

  it('ends a stopped payout with one failed step and nothing after it', () => {
    expect(brief(payoutTrackerSteps(history('PENDING', 'PROCESSING', 'SENT_TO_BANK', 'RETURNED')))).toEqual([
      'initiated:done',
      'processing:done',
      'sent_to_bank:done',
      'returned:failed',
    ]);
    expect(brief(payoutTrackerSteps(history('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'APPROVAL_REJECTED')))).toEqual([
      'initiated:done',
      'cancelled:failed',
    ]);
    expect(brief(payoutTrackerSteps(history('PENDING', 'RFI_REQUESTED', 'RFI_RESPONDED', 'RFI_REJECTED')))).toEqual([
      'initiated:done',
      'rfi_raised:done',
      'rfi_responded:done',
      'cancelled:failed',
    ]);
  });

  it('reads events in time order whatever order they come in, and fills a skipped step', () => {
    const shuffled = [...history('PENDING', 'PROCESSING', 'SENT_TO_BANK')].reverse();
    expect(brief(payoutTrackerSteps(shuffled))[2]).toBe('sent_to_bank:done');
    const skipped = payoutTrackerSteps(history('PENDING', 'SENT_TO_BANK'));
    expect(skipped[1]).toMatchObject({ key: 'processing', state: 'done', at: t(1) });
    expect(payoutTrackerSteps([])).toEqual([]);
  });
});

describe('[PAYOUTS] multi-payment steps', () => {
  it('moves 1 → 3 when all validate, to 5 when all are created, and stays put on a failure', () => {
    expect(multiPaymentStepAfter(1, 'ALL_VALIDATED')).toBe(3);
    expect(multiPaymentStepAfter(3, 'ALL_CREATED')).toBe(5);
    expect(multiPaymentStepAfter(3, 'FAILED')).toBe(3);
    expect(
      destinationCurrencies([
        { destinationCurrency: 'INR' },
        { destinationCurrency: 'USD' },
        { destinationCurrency: 'INR' },
      ]),
    ).toEqual(['INR', 'USD']);
  });
});

describe('[PAYOUTS] payment reconciliation', () => {
  const RECONCILING = [
    'AWAITING_FUNDS_BANK_PROXY',
    'PAYMENT_RECONCILIATION_PENDING',
    'PAYMENT_RECONCILIATION_RFI_RAISED',
  ] as const;

  it('is a bank-transfer payout’s course: Processing, answered by the business, then credited or sent back', () => {
    expect(canTransition('AWAITING_FUNDS_BANK_PROXY', 'PAYMENT_RECONCILIATION_PENDING', { by: 'funding' })).toBe(true);
    expect(
      canTransition('PAYMENT_RECONCILIATION_RFI_RAISED', 'PAYMENT_RECONCILIATION_RFI_RESPONDED', { by: 'user' }),
    ).toBe(true);
    expect(canTransition('PAYMENT_RECONCILIATION_RFI_RESPONDED', 'PENDING', { by: 'funding' })).toBe(true);
    expect(canTransition('PAYMENT_RECONCILIATION_RFI_RESPONDED', 'CANCELLED', { by: 'funding' })).toBe(true);
    // The money has arrived: the business cannot cancel it, and only a bank transfer is reconciled.
    expect(canTransition('PAYMENT_RECONCILIATION_RFI_RAISED', 'USER_REJECTED')).toBe(false);
    expect(canTransition('PAYMENT_RECONCILIATION_RFI_RAISED', 'PENDING')).toBe(false);
    expect(
      canTransition('AWAITING_FUNDS_BANK_PROXY', 'PAYMENT_RECONCILIATION_PENDING', { funding: 'BANK_PROXY' }),
    ).toBe(true);
    expect(
      canTransition('PAYMENT_RECONCILIATION_PENDING', 'PAYMENT_RECONCILIATION_RFI_RAISED', { funding: 'CARD' }),
    ).toBe(false);
    for (const s of RECONCILING) expect(progressLabel(s)).toBe(s === RECONCILING[0] ? 'Awaiting funds' : 'Processing');
  });

  it('shows the reconciliation RFI and Reconciled on the tracker', () => {
    const open = payoutTrackerSteps(history(...RECONCILING));
    expect(brief(open).slice(0, 4)).toEqual([
      'initiated:done',
      'rfi_raised:done',
      'rfi_responded:current',
      'reconciled:upcoming',
    ]);
    const done = payoutTrackerSteps(history(...RECONCILING, 'PAYMENT_RECONCILIATION_RFI_RESPONDED', 'PENDING'));
    expect(brief(done).slice(0, 5)).toEqual([
      'initiated:done',
      'rfi_raised:done',
      'rfi_responded:done',
      'reconciled:done',
      'processing:current',
    ]);
    const refused = payoutTrackerSteps(history(...RECONCILING, 'PAYMENT_RECONCILIATION_RFI_RESPONDED', 'CANCELLED'));
    expect(brief(refused).at(-1)).toBe('cancelled:failed');
  });
});
