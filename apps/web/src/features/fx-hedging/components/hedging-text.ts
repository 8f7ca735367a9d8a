import {
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  ONBOARDING_STATUS_LABELS,
  type OnboardingStatus,
} from '@corridor/domain/fx-hedging';
import { formatRate } from '@corridor/domain/rates';
import type { ChipTone } from '@/ui/status-chip.tsx';

/** "+0.0006378" or "-0.003112": forward points with their sign, four significant digits. */
export function pointsText(points: string): string {
  const isNegative = points.startsWith('-');
  return `${isNegative ? '-' : '+'}${formatRate(isNegative ? points.slice(1) : points, 4)}`;
}

export const onboardingChip = (s: OnboardingStatus): { label: string; tone: ChipTone } => ({
  label: ONBOARDING_STATUS_LABELS[s],
  tone: s === 'APPROVED' ? 'success' : s === 'REJECTED' ? 'danger' : s === 'NOT_STARTED' ? 'neutral' : 'info',
});

export const contractChip = (s: ContractStatus): { label: string; tone: ChipTone } => ({
  label: CONTRACT_STATUS_LABELS[s],
  tone: s === 'SETTLED' ? 'success' : s === 'SETTLEMENT_FAILED' ? 'danger' : s === 'BOOKED' ? 'info' : 'neutral',
});
