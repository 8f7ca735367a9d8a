import { todayIn } from '../dates.ts';
import { formatMoney, toMinor } from '../money.ts';
import { moneyPhase } from './ledger-effects.ts';
import type { PayoutStatus } from './statuses.ts';

/**
 * Malaysia's daily transfer limit (spec §6 "Malaysian sole proprietors, enterprises and LLPs have a daily transfer
 * limit"; §9 "MYR daily limit 50,000 (resets midnight MYT)").
 *
 * - Who: a business of the MY legal entity whose institution type is a sole proprietorship, an enterprise (a
 *   business registered with SSM under the Registration of Businesses Act, named "… Enterprise") or a limited
 *   liability partnership. Institution types are compared in upper case with spaces and hyphens as underscores.
 * - What counts: the MYR value of every payout created that day, with its fees (the amount debited), except
 *   payouts whose money was released (cancelled, rejected, returned: see countsTowardsDailyLimit). A payout from
 *   a MYR account counts its debit; the caller converts a debit in another currency to MYR.
 * - When: a day runs from midnight to midnight Malaysia time (MYT, UTC+8, no daylight saving).
 * The check is pure: the caller sums today's payouts (myrLimitWindow gives the instants) and passes the total.
 */
export const MYR_DAILY_LIMIT = toMinor('50000', 'MYR');
export const MYT_UTC_OFFSET = '+08:00';
const MYT_OFFSET_MS = 8 * 3_600_000;

export const DAILY_LIMIT_INSTITUTION_TYPES = [
  'SOLE_PROPRIETOR',
  'SOLE_PROPRIETORSHIP',
  'SOLE_TRADER',
  'ENTERPRISE',
  'LIMITED_LIABILITY_PARTNERSHIP',
  'LLP',
] as const;

const normalizeType = (type: string) =>
  type
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

export function hasMyrDailyLimit(client: { legalEntity: string; institutionType: string | null | undefined }): boolean {
  if (client.legalEntity !== 'MY' || !client.institutionType) return false;
  return (DAILY_LIMIT_INSTITUTION_TYPES as readonly string[]).includes(normalizeType(client.institutionType));
}

/** The MYT calendar day `now` falls in (YYYY-MM-DD). */
export function myrLimitDay(now: Date): string {
  return todayIn(MYT_UTC_OFFSET, now);
}

/** The instants of the MYT day `now` falls in: from its midnight (included) to the next one (excluded). */
export function myrLimitWindow(now: Date): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${myrLimitDay(now)}T00:00:00Z`) - MYT_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 24 * 3_600_000) };
}

/** Whether a payout in `status` still counts against the day's limit: all but those whose money was released. */
export function countsTowardsDailyLimit(status: PayoutStatus): boolean {
  return moneyPhase(status, 'WALLET') !== 'RELEASED';
}

export type DailyLimitCheck = { ok: true; remaining: bigint } | { ok: false; remaining: bigint; message: string };

export const DAILY_LIMIT_MESSAGES = {
  over: (remaining: bigint) =>
    `You can only transfer up to MYR 50,000 per day. ${
      remaining > 0n
        ? `You can send up to ${formatMoney(remaining, 'MYR', { withCode: true })} more today.`
        : 'Your limit resets at midnight Malaysia time.'
    }`,
} as const;

/**
 * Whether a payout of `amount` (MYR minor units) fits in what is left of today's limit after `todayTotal`. What
 * is left after it passes is `remaining`; when it does not, `remaining` is what could still be sent.
 */
export function checkMyrDailyLimit(todayTotal: bigint, amount: bigint): DailyLimitCheck {
  const left = MYR_DAILY_LIMIT - todayTotal;
  const available = left > 0n ? left : 0n;
  if (amount <= available) return { ok: true, remaining: available - amount };
  return { ok: false, remaining: available, message: DAILY_LIMIT_MESSAGES.over(available) };
}
