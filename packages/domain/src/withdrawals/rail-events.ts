import type { WithdrawalStatus } from './statuses.ts';
import { WITHDRAWAL_TRANSITIONS } from './transitions.ts';

/**
 * A withdrawal goes through the same bank rail as payouts (the payout-rail partner), which reports payout statuses.
 * What each report means for a withdrawal: compliance and processing are PROCESSING, sent to bank is SENT_TO_BANK,
 * paid is COMPLETED, returned is RETURNED; anything that stops it before sending is CANCELLED — a rail cancellation,
 * an expired rate (not ours to have, but the rail may say it), and a request for information, which a withdrawal to
 * the business's own account has no screen to answer, so it is cancelled with the rail and the business told why.
 */
export const RAIL_TO_WITHDRAWAL: Readonly<Record<string, WithdrawalStatus>> = {
  COMPLIANCE_VERIFICATION: 'PROCESSING',
  PROCESSING: 'PROCESSING',
  SENT_TO_BANK: 'SENT_TO_BANK',
  PAID: 'COMPLETED',
  RETURNED: 'RETURNED',
  CANCELLED: 'CANCELLED',
  FX_EXPIRED_CANCELLED: 'CANCELLED',
  RFI_REQUESTED: 'CANCELLED',
  RFI_REJECTED: 'CANCELLED',
};

export const RAIL_REASONS = {
  rfi: 'The bank asked for information about this withdrawal. Please contact support.',
  cancelled: 'Cancelled by the bank before it was sent.',
} as const;

/** The withdrawal status a rail report leads to, or null for a report we do not know. */
export function withdrawalStatusForRail(railStatus: string): WithdrawalStatus | null {
  return Object.hasOwn(RAIL_TO_WITHDRAWAL, railStatus) ? RAIL_TO_WITHDRAWAL[railStatus]! : null;
}

/** Why the withdrawal stopped, in words for the business: the rail's, unless they are about a payout's RFI or FX. */
export function reasonForRail(railStatus: string, railReason: string | null): string | null {
  if (railStatus === 'RFI_REQUESTED' || railStatus === 'RFI_REJECTED') return RAIL_REASONS.rfi;
  if (railStatus === 'FX_EXPIRED_CANCELLED') return RAIL_REASONS.cancelled;
  return railReason;
}

/**
 * The moves from `from` to `to`, shortest first along the allowed ones: [to] for a direct move, the steps between
 * when a report skipped one (a rail saying "sent" before "processing"), [] when already there, null when `to`
 * cannot be reached (the report is out of order: a withdrawal already final, or one going back).
 */
export function movesTowards(from: WithdrawalStatus, to: WithdrawalStatus): WithdrawalStatus[] | null {
  if (from === to) return [];
  const previous = new Map<WithdrawalStatus, WithdrawalStatus>();
  const queue: WithdrawalStatus[] = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of Object.keys(WITHDRAWAL_TRANSITIONS[at]) as WithdrawalStatus[]) {
      if (next === from || previous.has(next)) continue;
      previous.set(next, at);
      if (next === to) {
        const path: WithdrawalStatus[] = [to];
        for (let s = at; s !== from; s = previous.get(s)!) path.unshift(s);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}
