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
 * The chip of a batch: the API's words (`statusLabel`, which says of a pending batch whether it waits for a checker
 * — "Awaiting approval" — or for the money — "Awaiting funds", read from its payouts), else the domain's label.
 */
export function batchStatusLabel(status: string, statusLabel?: string | null): { label: string; tone: ChipTone } {
  if (!isBatchStatus(status)) return { label: statusLabel ?? status, tone: 'neutral' };
  return { label: statusLabel ?? BATCH_STATUS_LABELS[status], tone: TONES[status] };
}
