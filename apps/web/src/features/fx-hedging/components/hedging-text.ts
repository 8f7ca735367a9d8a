import { currencyName, isCurrencyCode } from '@corridor/domain/currencies';
import {
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  ONBOARDING_STATUS_LABELS,
  type OnboardingStatus,
} from '@corridor/domain/fx-hedging';
import { formatRate } from '@corridor/domain/rates';
import type { ChipTone } from '@/ui/status-chip.tsx';

type AccountLike = { currency: string; account_number: string; label: string | null };

/** "Singapore Dollar (SGD) · 4359158276", with the business's own label in place of the name when it gave one. */
export function accountText(a: AccountLike): string {
  const name = a.label || (isCurrencyCode(a.currency) ? currencyName(a.currency) : a.currency);
  return `${name} (${a.currency}) · ${a.account_number}`;
}

/** "1 SGD = 0.743012 USD". */
export function rateText(r: { source_currency: string; destination_currency: string; fx_rate: string }): string {
  return `${`1 ${r.source_currency}`} = ${formatRate(r.fx_rate)} ${r.destination_currency}`;
}

/** "+0.0006378" or "-0.003112": forward points with their sign, four significant digits. */
export function pointsText(points: string): string {
  const isNegative = points.startsWith('-');
  return `${isNegative ? '-' : '+'}${formatRate(isNegative ? points.slice(1) : points, 4)}`;
}

/** "0:27": the time left on a quote, rounded up to the second. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const onboardingChip = (s: OnboardingStatus): { label: string; tone: ChipTone } => ({
  label: ONBOARDING_STATUS_LABELS[s],
  tone: s === 'APPROVED' ? 'success' : s === 'REJECTED' ? 'danger' : s === 'NOT_STARTED' ? 'neutral' : 'info',
});

export const contractChip = (s: ContractStatus): { label: string; tone: ChipTone } => ({
  label: CONTRACT_STATUS_LABELS[s],
  tone: s === 'SETTLED' ? 'success' : s === 'SETTLEMENT_FAILED' ? 'danger' : s === 'BOOKED' ? 'info' : 'neutral',
});
