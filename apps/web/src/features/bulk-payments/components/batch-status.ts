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

/**
 * The chip of a batch. `pending` waits for the business's money, or — paid from the balance — for a checker's
 * approval (maker/checker): said as such, since the money is already there.
 */
export function batchStatusLabel(status: string, depositMethod?: string | null): { label: string; tone: ChipTone } {
  if (status === 'pending' && depositMethod === 'account') return { label: 'Awaiting approval', tone: 'warn' };
  return isBatchStatus(status)
    ? { label: BATCH_STATUS_LABELS[status], tone: TONES[status] }
    : { label: status, tone: 'neutral' };
}
