import type { TTransactionRow } from '@corridor/contracts/transactions/transactions';
import { isRejectedOrCancelled } from '@corridor/domain/payouts/statuses';
import { type ChipTone, StatusChip } from '@/ui/status-chip.tsx';

const STOPPED = new Set(['RETURNED', 'RFI_REJECTED', 'APPROVAL_REJECTED', 'FX_EXPIRED_CANCELLED']);

/** Green once done (spec §4: "Completed" is green), red once stopped, amber while the business owes an action. */
export function transactionTone(row: Pick<TTransactionRow, 'status'>): ChipTone {
  const { status } = row;
  if (status === 'PAID' || status === 'COMPLETED') return 'success';
  if (isRejectedOrCancelled(status) || STOPPED.has(status)) return 'danger';
  if (status.startsWith('AWAITING_') || status === 'RFI_REQUESTED') return 'warn';
  if (status === 'PAYMENT_RECONCILIATION_RFI_RAISED') return 'warn';
  return 'info';
}

export function TransactionStatus({ row }: { row: Pick<TTransactionRow, 'status' | 'statusLabel' | 'progressLabel'> }) {
  const title = row.progressLabel && row.progressLabel !== row.statusLabel ? row.progressLabel : undefined;
  return <StatusChip label={row.statusLabel} tone={transactionTone(row)} title={title} />;
}
