import { BATCH_STATUS_LABELS, type BatchStatus, isBatchStatus } from '@corridor/domain/batches/statuses';
import type { ChipTone } from '@/ui/status-chip.tsx';

/** The colour of each batch status (spec §4) in the list and on the batch; the word itself is the domain's. */
const TONES: Record<BatchStatus, ChipTone> = {
  initiated: 'neutral',
  uploaded: 'info',
  validation_in_progress: 'info',
  validated: 'info',
  validation_failed: 'danger',
  fx_in_progress: 'info',
  fx_completed: 'warn',
  payout_in_progress: 'info',
  pending: 'warn',
  paid: 'success',
  payout_failed: 'danger',
  cancelled: 'neutral',
};

export function batchStatusLabel(status: string): { label: string; tone: ChipTone } {
  return isBatchStatus(status)
    ? { label: BATCH_STATUS_LABELS[status], tone: TONES[status] }
    : { label: status, tone: 'neutral' };
}
