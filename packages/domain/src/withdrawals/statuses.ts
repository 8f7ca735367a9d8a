import type { TransactionStatus } from '../payouts/statuses.ts';

/**
 * A withdrawal's statuses (spec §4: "withdrawal initiated, complete, returned, cancelled"), named as the transaction
 * statuses of §4 so lists and filters read them as any transaction's:
 * - PENDING:      initiated, the amount held in the currency account, not yet taken by the bank rail;
 * - PROCESSING:   the rail took it;
 * - SENT_TO_BANK: the rail sent it to the business's bank: the money has left the account;
 * - COMPLETED:    the bank credited the business's account (§4 lists COMPLETED for funding and withdrawals);
 * - RETURNED:     the bank sent it back after it left: the account is credited again;
 * - CANCELLED:    stopped before it left (the rail refused the bank account, or cancelled it): the hold released.
 * An end-of-day auto-sweep is a withdrawal of kind AUTOSWEEP with the same life.
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SENT_TO_BANK',
  'COMPLETED',
  'RETURNED',
  'CANCELLED',
] as const satisfies readonly TransactionStatus[];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_KINDS = ['WITHDRAWAL', 'AUTOSWEEP'] as const;
export type WithdrawalKind = (typeof WITHDRAWAL_KINDS)[number];

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  PENDING: 'Initiated',
  PROCESSING: 'Processing',
  SENT_TO_BANK: 'Sent to bank',
  COMPLETED: 'Completed',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
};

export function isWithdrawalStatus(value: string): value is WithdrawalStatus {
  return (WITHDRAWAL_STATUSES as readonly string[]).includes(value);
}
