import { AMOUNT_MESSAGES, decimalsOf, formatMoney, type ParsedAmount, parseAmount } from './money.ts';

/**
 * Ceilings that keep every amount far from what an int8 column holds (2^63 − 1 minor units): the API refuses an
 * amount or a balance above them with a clear message, long before PostgreSQL would overflow.
 */

/** The largest single amount, in major units of any currency (AMOUNT_CEILING_MAJOR): a 12-digit amount passes. */
export const DEFAULT_AMOUNT_CEILING_MAJOR = 1_000_000_000_000n;
/** The largest AMOUNT_CEILING_MAJOR a deployment may choose, so every ceiling below stays far below 2^63. */
export const MAX_AMOUNT_CEILING_MAJOR = 10_000_000_000_000n;
/**
 * A business account holds at most this many maximum amounts (counting credits on their way). Settlement and
 * other house accounts carry the other side of every business balance, so one business can move them by at most
 * this much in a currency: 10 × 10^13 major units × 100 is 10^16 minor units, under a thousandth of 2^63.
 */
export const BALANCE_CEILING_FACTOR = 10n;

/** The largest single amount in `currency`, in minor units. */
export function amountCeilingMinor(currency: string, ceilingMajor: bigint): bigint {
  return ceilingMajor * 10n ** BigInt(decimalsOf(currency));
}

/** The most a business account in `currency` may hold, in minor units (balance plus pending credits). */
export function balanceCeilingMinor(currency: string, ceilingMajor: bigint): bigint {
  return amountCeilingMinor(currency, ceilingMajor) * BALANCE_CEILING_FACTOR;
}

export const LIMIT_MESSAGES = {
  /** Spec §8 "invalidAmount" words, then the limit so the person knows what would pass. */
  amountAboveCeiling: (currency: string, ceilingMinor: bigint) =>
    `We cannot process this amount. The most we accept at once is ${formatMoney(ceilingMinor, currency, { withCode: true })}.`,
  balanceAboveCeiling: (currency: string, ceilingMinor: bigint) =>
    `We cannot process this amount: this account can hold at most ${formatMoney(ceilingMinor, currency, { withCode: true })}.`,
} as const;

/** parseAmount, then the ceiling for the currency: what every amount a person or partner sends goes through. */
export function parseAmountWithin(input: string, currency: string, ceilingMajor: bigint): ParsedAmount {
  const parsed = parseAmount(input, currency);
  const ceiling = amountCeilingMinor(currency, ceilingMajor);
  const isTooLarge = parsed.ok ? parsed.minor > ceiling : parsed.message === AMOUNT_MESSAGES.tooLarge;
  return isTooLarge ? { ok: false, message: LIMIT_MESSAGES.amountAboveCeiling(currency, ceiling) } : parsed;
}
