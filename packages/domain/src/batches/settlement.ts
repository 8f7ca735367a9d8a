import { AWAITING_APPROVAL_STATUSES } from '../payouts/statuses.ts';

/**
 * Where a `pending` batch stands, read from its payouts' statuses (the payouts module owns them). A batch waits while
 * any payout waits for a checker or for its funding; once none waits, it is `paid` when at least one payout went on to
 * the bank, and `payout_failed` when every one was rejected or cancelled before it could (its funding failed or was
 * cancelled, the checker rejected them, their rate expired before approval).
 */
export type BatchWait = 'approval' | 'funds';
export type BatchSettlement = { kind: 'waiting'; waitingFor: BatchWait } | { kind: 'paid' } | { kind: 'failed' };

/** A payout still waiting for its money (the funding's statuses, and a transfer under reconciliation). */
const AWAITING_FUNDS = [
  'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
  'AWAITING_FUNDS_BANK_PROXY',
  'DEBITING_FUNDS_ACH_DIRECT_DEBIT',
  'AWAITING_FUNDS_FPX_TRANSACTION',
  'DEBITING_FUNDS_FPX_TRANSACTION',
  'PAYMENT_RECONCILIATION_PENDING',
  'PAYMENT_RECONCILIATION_RFI_RAISED',
  'PAYMENT_RECONCILIATION_RFI_RESPONDED',
];

/** Ended before any money went to the bank: nothing of the batch was paid by this payout. */
export const STOPPED_BEFORE_SENDING = ['CANCELLED', 'USER_REJECTED', 'APPROVAL_REJECTED', 'FX_EXPIRED_CANCELLED'];

export const BATCH_SETTLEMENT_MESSAGES = {
  allRejected: 'Every transaction of this batch was rejected or cancelled before it was paid.',
} as const;

/** What a pending batch waits for, if anything (a checker first: approval comes before the funds). */
export function batchWait(statuses: readonly string[]): BatchWait | null {
  if (statuses.some((s) => (AWAITING_APPROVAL_STATUSES as readonly string[]).includes(s))) return 'approval';
  if (statuses.some((s) => AWAITING_FUNDS.includes(s))) return 'funds';
  return null;
}

export function batchSettlement(statuses: readonly string[]): BatchSettlement {
  const waitingFor = batchWait(statuses);
  if (waitingFor) return { kind: 'waiting', waitingFor };
  if (statuses.length > 0 && statuses.some((s) => !STOPPED_BEFORE_SENDING.includes(s))) return { kind: 'paid' };
  return { kind: 'failed' };
}

/** Spec §4 wording for a pending batch: "Awaiting approval" for a checker, "Awaiting funds" for the money. */
export const BATCH_WAIT_LABELS: Readonly<Record<BatchWait, string>> = {
  approval: 'Awaiting approval',
  funds: 'Awaiting funds',
};
