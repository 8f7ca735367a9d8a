/**
 * Transaction statuses (spec §4), their groups and the progress label the transaction list shows.
 *
 * Every status of §4 is listed here once; a payout (issue 9, "sending money") uses the subset PAYOUT_STATUSES,
 * whose moves are in transitions.ts. The others belong to payment requests and their reconciliation
 * (PAYMENT_REQUESTED, PAYMENT_RECONCILIATION_*) and to funding and withdrawals (COMPLETED).
 */
export const TRANSACTION_STATUSES = [
  'RFI_REQUESTED',
  'RFI_RESPONDED',
  'RFI_REJECTED',
  'PAYMENT_RECONCILIATION_PENDING',
  'PAYMENT_RECONCILIATION_RFI_RAISED',
  'PAYMENT_RECONCILIATION_RFI_RESPONDED',
  'AWAITING_APPROVAL_BANK_PROXY',
  'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
  'AWAITING_APPROVAL_DIRECT_DEBIT',
  'AWAITING_APPROVAL_FPX_TRANSFER',
  'APPROVAL_REJECTED',
  'RETURNED',
  'CANCELLED',
  'PENDING',
  'SENT_TO_BANK',
  'PAID',
  'PROCESSING',
  'AWAITING_FUNDS_BANK_PROXY',
  'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
  'DEBITING_FUNDS_ACH_DIRECT_DEBIT',
  'FX_EXPIRED_CANCELLED',
  'AWAITING_FUNDS_FPX_TRANSACTION',
  'DEBITING_FUNDS_FPX_TRANSACTION',
  'PAYMENT_REQUESTED',
  'COMPLIANCE_VERIFICATION',
  'USER_REJECTED',
  'COMPLETED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The statuses a payout can be in: everything but payment requests and COMPLETED. PAYMENT_RECONCILIATION_* are a
 * bank-transfer payout's: the collection bank saw its transfer but could not match it to the business (transitions.ts).
 */
export const PAYOUT_STATUSES = [
  'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
  'AWAITING_APPROVAL_BANK_PROXY',
  'AWAITING_APPROVAL_DIRECT_DEBIT',
  'AWAITING_APPROVAL_FPX_TRANSFER',
  'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
  'AWAITING_FUNDS_BANK_PROXY',
  'DEBITING_FUNDS_ACH_DIRECT_DEBIT',
  'AWAITING_FUNDS_FPX_TRANSACTION',
  'DEBITING_FUNDS_FPX_TRANSACTION',
  'PAYMENT_RECONCILIATION_PENDING',
  'PAYMENT_RECONCILIATION_RFI_RAISED',
  'PAYMENT_RECONCILIATION_RFI_RESPONDED',
  'PENDING',
  'COMPLIANCE_VERIFICATION',
  'RFI_REQUESTED',
  'RFI_RESPONDED',
  'PROCESSING',
  'SENT_TO_BANK',
  'PAID',
  'RETURNED',
  'CANCELLED',
  'RFI_REJECTED',
  'USER_REJECTED',
  'APPROVAL_REJECTED',
  'FX_EXPIRED_CANCELLED',
] as const satisfies readonly TransactionStatus[];
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * Spec §4 "Final": the statuses the web stops polling and offers no action on. APPROVAL_REJECTED and
 * FX_EXPIRED_CANCELLED are not in the spec's list but nothing follows them either: see TERMINAL_PAYOUT_STATUSES.
 */
export const FINAL_STATUSES = [
  'CANCELLED',
  'PAID',
  'RFI_REJECTED',
  'RETURNED',
  'USER_REJECTED',
] as const satisfies readonly PayoutStatus[];

/** Spec §4 "Rejected/cancelled group": shown together under one filter and chip colour. */
export const REJECTED_CANCELLED_STATUSES = ['USER_REJECTED', 'CANCELLED'] as const satisfies readonly PayoutStatus[];

/** A payout waits for a checker in one of these, named by how it is funded (see funding.ts). */
export const AWAITING_APPROVAL_STATUSES = [
  'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
  'AWAITING_APPROVAL_BANK_PROXY',
  'AWAITING_APPROVAL_DIRECT_DEBIT',
  'AWAITING_APPROVAL_FPX_TRANSFER',
] as const satisfies readonly PayoutStatus[];
export type AwaitingApprovalStatus = (typeof AWAITING_APPROVAL_STATUSES)[number];

const has = (list: readonly string[], status: string) => list.includes(status);

export function isTransactionStatus(value: string): value is TransactionStatus {
  return has(TRANSACTION_STATUSES, value);
}

export function isPayoutStatus(value: string): value is PayoutStatus {
  return has(PAYOUT_STATUSES, value);
}

export function isFinalStatus(status: string): boolean {
  return has(FINAL_STATUSES, status);
}

export function isRejectedOrCancelled(status: string): boolean {
  return has(REJECTED_CANCELLED_STATUSES, status);
}

export function isAwaitingApproval(status: string): status is AwaitingApprovalStatus {
  return has(AWAITING_APPROVAL_STATUSES, status);
}

/** Spec §4 progress labels; "Completed" is the one shown in green. */
export const PROGRESS_LABELS = ['Debiting funds', 'Awaiting funds', 'Processing', 'Paying', 'Completed'] as const;
export type ProgressLabel = (typeof PROGRESS_LABELS)[number];

/**
 * The progress label of a status: money being pulled in (Debiting funds), money expected from outside (Awaiting
 * funds), anything before the bank has it (Processing: approval, compliance, RFIs), with the bank (Paying), and
 * done (Completed). A payout that failed or was stopped has no progress: null, and its status chip says why.
 * A transfer being reconciled (PAYMENT_RECONCILIATION_*) has arrived, so it is Processing. Payment requests have none.
 */
export function progressLabel(status: TransactionStatus): ProgressLabel | null {
  if (status.startsWith('DEBITING_FUNDS_')) return 'Debiting funds';
  if (status.startsWith('AWAITING_FUNDS_')) return 'Awaiting funds';
  switch (status) {
    case 'PENDING':
    case 'COMPLIANCE_VERIFICATION':
    case 'RFI_REQUESTED':
    case 'RFI_RESPONDED':
    case 'PAYMENT_RECONCILIATION_PENDING':
    case 'PAYMENT_RECONCILIATION_RFI_RAISED':
    case 'PAYMENT_RECONCILIATION_RFI_RESPONDED':
    case 'PROCESSING':
      return 'Processing';
    case 'SENT_TO_BANK':
      return 'Paying';
    case 'PAID':
    case 'COMPLETED':
      return 'Completed';
    default:
      return isAwaitingApproval(status) ? 'Processing' : null;
  }
}
