import { isAwaitingApproval, type PayoutStatus as Status } from '@corridor/domain/payouts/statuses';
import { type ChipTone, StatusChip } from './status-chip.tsx';
import './payout.css';

/**
 * A payout's status in words and colour, the same on every screen that lists payouts (send, approvals, later the
 * transactions). The rejected/cancelled group (spec §4) shares one colour; "Completed" is green.
 */
const LABELS: Readonly<Record<Status, string>> = {
  AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT: 'Awaiting approval',
  AWAITING_APPROVAL_BANK_PROXY: 'Awaiting approval',
  AWAITING_APPROVAL_DIRECT_DEBIT: 'Awaiting approval',
  AWAITING_APPROVAL_FPX_TRANSFER: 'Awaiting approval',
  AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT: 'Awaiting funds',
  AWAITING_FUNDS_BANK_PROXY: 'Awaiting funds',
  AWAITING_FUNDS_FPX_TRANSACTION: 'Awaiting funds',
  DEBITING_FUNDS_ACH_DIRECT_DEBIT: 'Debiting funds',
  DEBITING_FUNDS_FPX_TRANSACTION: 'Debiting funds',
  // Short enough for the transactions table's status column; the RFI panel explains the reconciliation.
  PAYMENT_RECONCILIATION_PENDING: 'Reconciling payment',
  PAYMENT_RECONCILIATION_RFI_RAISED: 'Proof of payment requested',
  PAYMENT_RECONCILIATION_RFI_RESPONDED: 'Proof of payment sent',
  PENDING: 'Pending',
  COMPLIANCE_VERIFICATION: 'Compliance check',
  RFI_REQUESTED: 'Information requested',
  RFI_RESPONDED: 'Information sent',
  PROCESSING: 'Processing',
  SENT_TO_BANK: 'Sent to bank',
  PAID: 'Paid',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
  RFI_REJECTED: 'Rejected by compliance',
  USER_REJECTED: 'Cancelled by you',
  APPROVAL_REJECTED: 'Rejected by approver',
  FX_EXPIRED_CANCELLED: 'Rate expired',
};

const STOPPED: readonly Status[] = [
  'RETURNED',
  'CANCELLED',
  'RFI_REJECTED',
  'USER_REJECTED',
  'APPROVAL_REJECTED',
  'FX_EXPIRED_CANCELLED',
];

export function payoutStatusLabel(status: Status): string {
  return LABELS[status] ?? status;
}

export function payoutStatusTone(status: Status): ChipTone {
  if (status === 'PAID') return 'success';
  if (STOPPED.includes(status)) return 'danger';
  if (isAwaitingApproval(status) || status === 'RFI_REQUESTED') return 'warn';
  if (status === 'PAYMENT_RECONCILIATION_RFI_RAISED') return 'warn';
  return 'info';
}

type PayoutStatusProps = { status: Status; progressLabel?: string | null };

/** The status chip, and the progress label beside it while the payout is under way ("Completed" in green). */
export function PayoutStatus({ status, progressLabel }: PayoutStatusProps) {
  const label = payoutStatusLabel(status);
  const showsProgress = progressLabel && progressLabel !== label;
  return (
    <span className="payout-status">
      <StatusChip label={label} tone={payoutStatusTone(status)} />
      {showsProgress ? (
        <span className={progressLabel === 'Completed' ? 'payout-progress is-complete' : 'payout-progress'}>
          {progressLabel}
        </span>
      ) : null}
    </span>
  );
}
