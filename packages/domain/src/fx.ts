/**
 * FX rules shared by the API and the web (spec §3 FX rate and exchange value, §8 calculation fallback, §9 FX lock
 * and hold timer). Rates are decimal strings end to end; conversions live in money.ts (`convert`), rounding once.
 */

/** A signed quote (GET lockFx/getFxRate) can be locked or used for this long; the exchange page re-quotes after. */
export const QUOTE_TTL_SECONDS = 30;

/** A hold made without an expiry lasts this many days (spec §9 "hold timer defaults to 10 days ahead"). */
export const HOLD_DEFAULT_DAYS = 10;

/** No rate is locked further ahead than this (spec §9 "FX lock up to 6 months"): holds and forward contracts. */
export const LOCK_MAX_MONTHS = 6;

/** When calculating amounts fails, the web asks again with this source amount (spec §8). */
export const CALCULATION_FALLBACK_SOURCE_AMOUNT = '1000';

/** Decimal places a rate is quoted and stored with: far finer than any minor unit it converts. */
export const RATE_SCALE = 10;

/** The latest instant a rate may be locked until, from `now`: the same day of the month six months on. */
export function latestLockExpiry(now: Date): Date {
  const limit = new Date(now.getTime());
  const day = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + LOCK_MAX_MONTHS);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(day, lastDay));
  return limit;
}

/**
 * Spec §3 `default_bookfx_type`: which amount a new exchange starts from. `DESTINATION` fixes the amount bought
 * (a business that buys what it owes abroad); anything else, or none, the amount sold.
 */
export function defaultFixedSide(defaultBookFxType: string | null | undefined): 'source' | 'destination' {
  return defaultBookFxType === 'DESTINATION' ? 'destination' : 'source';
}
