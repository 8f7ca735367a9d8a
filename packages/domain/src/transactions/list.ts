import { TRANSACTION_STATUSES, type TransactionStatus } from '../payouts/statuses.ts';

/**
 * The transactions list (spec §2 /r/transactions, §3 "Transaction list columns", §4 filters): one list across every
 * kind of money movement the business has, each read from its own record.
 *
 * - send:            a payout (SME_… transaction number; its batch id is the send's BIZM_… reference);
 * - fund:            money added (FD… funding reference; funding types PREFUNDING, FUNDING, CARD_FUNDING);
 * - withdraw:        a withdrawal (FW…) or an end-of-day auto-sweep (AUTOSWEEP…);
 * - exchange:        a currency exchange (FX-…);
 * - virtual_account: a payment received into a virtual (receiving) account (VA- and the start of its id).
 * Payment requests and card transactions join when their areas exist (their detail routes already answer).
 */
export const TRANSACTION_TYPES = ['send', 'fund', 'withdraw', 'exchange', 'virtual_account'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** What the type filter and the list's type column say (spec §2 "transaction filters"). */
export const TRANSACTION_TYPE_FILTER_LABELS: Readonly<Record<TransactionType, string>> = {
  send: 'Sent',
  fund: 'Money added',
  withdraw: 'Withdrawn',
  exchange: 'Exchanged',
  virtual_account: 'Received',
};
export const ALL_TRANSACTIONS_LABEL = 'All';

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  send: 'Send',
  fund: 'Add money',
  withdraw: 'Withdrawal',
  exchange: 'Exchange',
  virtual_account: 'Received',
};

/**
 * Every row carries a §4 transaction status, so one filter and one set of words serve all kinds. Records whose own
 * words differ are read as: a funding awaiting a transfer or card → AWAITING_FUNDS_BANK_PROXY /
 * AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT, a card being charged → PROCESSING (ACH and FPX debits → their
 * DEBITING_FUNDS_* status), a failed card payment → CANCELLED (its own label says "Failed"); an incoming payment
 * the bank holds → PROCESSING, credited → COMPLETED, returned → RETURNED. The SQL view (022_transactions.sql) does
 * the mapping; this is its documentation and the labels.
 */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  RFI_REQUESTED: 'Information requested',
  RFI_RESPONDED: 'Information sent',
  RFI_REJECTED: 'Rejected by compliance',
  PAYMENT_RECONCILIATION_PENDING: 'Reconciling payment',
  PAYMENT_RECONCILIATION_RFI_RAISED: 'Proof of payment requested',
  PAYMENT_RECONCILIATION_RFI_RESPONDED: 'Proof of payment sent',
  AWAITING_APPROVAL_BANK_PROXY: 'Awaiting approval',
  AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT: 'Awaiting approval',
  AWAITING_APPROVAL_DIRECT_DEBIT: 'Awaiting approval',
  AWAITING_APPROVAL_FPX_TRANSFER: 'Awaiting approval',
  APPROVAL_REJECTED: 'Rejected by approver',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
  PENDING: 'Pending',
  SENT_TO_BANK: 'Sent to bank',
  PAID: 'Paid',
  PROCESSING: 'Processing',
  AWAITING_FUNDS_BANK_PROXY: 'Awaiting funds',
  AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT: 'Awaiting funds',
  DEBITING_FUNDS_ACH_DIRECT_DEBIT: 'Debiting funds',
  FX_EXPIRED_CANCELLED: 'Rate expired',
  AWAITING_FUNDS_FPX_TRANSACTION: 'Awaiting funds',
  DEBITING_FUNDS_FPX_TRANSACTION: 'Debiting funds',
  PAYMENT_REQUESTED: 'Payment requested',
  COMPLIANCE_VERIFICATION: 'Compliance check',
  USER_REJECTED: 'Cancelled by you',
  COMPLETED: 'Completed',
};

/** The status filter's choices: one per distinct label, each naming the statuses it stands for. */
export const STATUS_FILTER_CHOICES: readonly { label: string; statuses: readonly TransactionStatus[] }[] = (() => {
  const byLabel = new Map<string, TransactionStatus[]>();
  for (const status of TRANSACTION_STATUSES) {
    const label = TRANSACTION_STATUS_LABELS[status];
    byLabel.set(label, [...(byLabel.get(label) ?? []), status]);
  }
  return [...byLabel].map(([label, statuses]) => ({ label, statuses }));
})();

/**
 * What a status filter matches: every status shown with the same words ("Awaiting approval" is four statuses, one per
 * way of funding), so the filter finds what the list shows under that label.
 */
export function statusesShownAs(status: TransactionStatus): TransactionStatus[] {
  const label = TRANSACTION_STATUS_LABELS[status];
  return TRANSACTION_STATUSES.filter((s) => TRANSACTION_STATUS_LABELS[s] === label);
}

/** Spec §8 empty states: nothing at all yet, or nothing for the filters chosen. */
export const EMPTY_TRANSACTIONS_MESSAGES = {
  noTransactions: 'No transactions yet. Your history will appear here once you make a transfer.',
  noMatches: 'You do not have any activities. Try changing or removing some of your filters.',
} as const;

export function emptyTransactionsMessage(isFiltered: boolean): string {
  return isFiltered ? EMPTY_TRANSACTIONS_MESSAGES.noMatches : EMPTY_TRANSACTIONS_MESSAGES.noTransactions;
}

/** Where a row's detail lives (spec §2 detail routes). */
export function transactionDetailPath(row: { type: TransactionType; id: string; vfaId?: string | null }): string {
  const id = encodeURIComponent(row.id);
  switch (row.type) {
    case 'fund':
      return `/r/funding/${id}`;
    case 'exchange':
      return `/r/exchange/${id}`;
    case 'virtual_account':
      return `/r/vra/${encodeURIComponent(row.vfaId ?? '')}/transactions/${id}`;
    default:
      return `/r/transactions/${id}`;
  }
}

/** Search text: at most this long, compared case-insensitively anywhere in the id, batch id or beneficiary. */
export const TRANSACTION_SEARCH_MAX = 100;
