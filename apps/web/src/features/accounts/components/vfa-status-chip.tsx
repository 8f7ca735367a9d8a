import type { TVfa } from '@corridor/contracts/accounts/currency-account';
import type { VfaStatus } from '@corridor/domain/vfa-status';
import { type ChipTone, StatusChip } from '@/ui/status-chip.tsx';

const TONES: Record<VfaStatus, ChipTone> = {
  PENDING: 'info',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
  FAILED: 'danger',
  DEACTIVATED: 'neutral',
};

/** The receiving account's status; "Receiving: Active" once payers can send money to it. */
export function VfaStatusChip({ vfa }: { vfa: TVfa }) {
  return <StatusChip label={`Receiving: ${vfa.statusLabel}`} tone={TONES[vfa.status]} />;
}
