import { daysBefore, type IsoDay, offsetMinutes, todayIn } from '../dates.ts';
import { entityConfig } from '../entities.ts';

/**
 * End-of-day auto-sweep (spec §9): the businesses of MY, HK, ID, JP, GB and LT have what they receive swept to their
 * bank account at the end of each day; GB and LT at midnight UTC, the others at midnight in the business's own UTC
 * offset (its utcOffset). The spec's currencies, read together:
 * - "auto sweep MYR, HKD, IDR": swept in full at the end of the day unless the business switches it off;
 * - "partial sweep USD, MYR, HKD, IDR": the business may keep an amount it chooses and have only what is above it
 *   swept. USD is swept only once the business switches it on.
 * Every other currency stays in its account (no sweep option). Pure: the caller passes the clock's time.
 */
export const AUTO_SWEEP_CURRENCIES: readonly string[] = ['MYR', 'HKD', 'IDR'];
export const PARTIAL_SWEEP_CURRENCIES: readonly string[] = ['USD', 'MYR', 'HKD', 'IDR'];

export type SweepOption = {
  currency: string;
  /** Swept without the business asking (it may switch it off). */
  isOnByDefault: boolean;
  /** The business may keep an amount in the account and sweep only what is above it. */
  canKeepAmount: boolean;
};

/** The currencies a sweep setting exists for, auto-sweep ones first. */
export const SWEEP_CURRENCIES: readonly string[] = [
  ...new Set([...AUTO_SWEEP_CURRENCIES, ...PARTIAL_SWEEP_CURRENCIES]),
];

export function sweepOptionOf(currency: string): SweepOption | null {
  const isAuto = AUTO_SWEEP_CURRENCIES.includes(currency);
  const isPartial = PARTIAL_SWEEP_CURRENCIES.includes(currency);
  if (!isAuto && !isPartial) return null;
  return { currency, isOnByDefault: isAuto, canKeepAmount: isPartial };
}

export function hasAutoSweep(entity: string): boolean {
  return entityConfig(entity)?.hasAutoSweep ?? false;
}

/** The clock a sweep follows: UTC for GB and LT, the business's own offset for the others. */
export function sweepZone(entity: string, utcOffset: string): string {
  if (entityConfig(entity)?.sweepsAtMidnightUtc) return '+00:00';
  return offsetMinutes(utcOffset) === null ? '+00:00' : utcOffset;
}

/** When business day `day` ends for a sweep: the midnight after it, in the sweep's zone. */
export function sweepCutoff(entity: string, utcOffset: string, day: IsoDay): Date {
  const midnightUtc = Date.parse(`${daysBefore(day, -1)}T00:00:00Z`);
  return new Date(midnightUtc - (offsetMinutes(sweepZone(entity, utcOffset)) ?? 0) * 60_000);
}

/**
 * The business day whose end has passed most recently at `now`: the day a sweep run at `now` sweeps. Each day is
 * swept once (the sweep's unique key), so a run that comes late sweeps the day that just ended, not every day missed.
 */
export function dayToSweep(entity: string, utcOffset: string, now: Date): IsoDay {
  return daysBefore(todayIn(sweepZone(entity, utcOffset), now), 1);
}

export type SweepSetting = { isEnabled: boolean; keepMinor: bigint };

/** The setting of a currency the business never changed. */
export function defaultSweepSetting(currency: string): SweepSetting {
  return { isEnabled: sweepOptionOf(currency)?.isOnByDefault ?? false, keepMinor: 0n };
}

/** What a sweep moves out of an account with `availableMinor` spendable: nothing, all of it, or what is above the kept amount. */
export function sweepAmount(currency: string, availableMinor: bigint, setting: SweepSetting): bigint {
  const option = sweepOptionOf(currency);
  if (!option || !setting.isEnabled) return 0n;
  const keep = option.canKeepAmount ? setting.keepMinor : 0n;
  const amount = availableMinor - keep;
  return amount > 0n ? amount : 0n;
}
