import type { ChipTone } from '@/ui/status-chip.tsx';
import type { BatchStatus } from './batch-model.ts';

/** Spec §4's batch statuses as a person reads them in the list and on the batch, with a colour that helps. */
export const BATCH_STATUS_LABELS: Record<BatchStatus, { label: string; tone: ChipTone }> = {
  initiated: { label: 'Initiated', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'neutral' },
  uploaded: { label: 'Uploaded', tone: 'info' },
  validation_in_progress: { label: 'Validating', tone: 'info' },
  validated: { label: 'Validated', tone: 'info' },
  validation_failed: { label: 'Validation failed', tone: 'danger' },
  fx_in_progress: { label: 'Locking in FX rates', tone: 'info' },
  fx_completed: { label: 'Ready to pay', tone: 'warn' },
  payout_in_progress: { label: 'Creating transactions', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  payout_failed: { label: 'Payout failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export function batchStatusLabel(status: string): { label: string; tone: ChipTone } {
  return BATCH_STATUS_LABELS[status as BatchStatus] ?? { label: status, tone: 'neutral' };
}
