import { parseAmountWithin } from '../amount-limits.ts';
import { entityConfig } from '../entities.ts';
import { decimalsOf, formatMoney } from '../money.ts';

/**
 * Who may withdraw, and how much (spec §9 "manual withdrawal only AU, US, SG"; §5 amounts; §8 the withdraw message).
 * Businesses of the auto-sweep entities have their balances swept at the end of each day instead (sweep.ts).
 */
export const WITHDRAW_MESSAGES = {
  /** Spec §8 (withdraw): the bank rail refused the account. */
  invalidBankAccount: 'Invalid bank account details. Please delete and add again.',
  notAvailable: (country: string) => `Withdrawals to your bank are not available for businesses in ${country}.`,
  belowMinimum: (minimum: bigint, currency: string) =>
    `The smallest withdrawal is ${formatMoney(minimum, currency, { withCode: true })}.`,
  overAvailable: (available: bigint, currency: string) =>
    `This is more than you can withdraw now: ${formatMoney(available, currency, { withCode: true })} is available.`,
  currencyMismatch: (currency: string) => `Choose a bank account that takes ${currency}.`,
} as const;

export function canWithdrawManually(entity: string): boolean {
  return entityConfig(entity)?.hasManualWithdrawal ?? false;
}

/** One major unit (SGD 1.00, JPY 1): a bank transfer for less costs the business more than it moves. */
export function withdrawalMinimumMinor(currency: string): bigint {
  return 10n ** BigInt(decimalsOf(currency));
}

export type WithdrawalAmountCheck =
  | { ok: true; minor: bigint }
  /** `isOverAvailable`: the amount is fine but the account cannot pay it now (the API's INSUFFICIENT_FUNDS). */
  | { ok: false; message: string; isOverAvailable?: boolean };

/**
 * The amount as typed, for a withdrawal from an account with `availableMinor` spendable: the currency's decimals and
 * the ceiling (parseAmountWithin), the minimum, then what is available.
 */
export function checkWithdrawalAmount(
  input: string,
  currency: string,
  availableMinor: bigint,
  ceilingMajor: bigint,
): WithdrawalAmountCheck {
  const parsed = parseAmountWithin(input, currency, ceilingMajor);
  if (!parsed.ok) return parsed;
  const minimum = withdrawalMinimumMinor(currency);
  if (parsed.minor < minimum) return { ok: false, message: WITHDRAW_MESSAGES.belowMinimum(minimum, currency) };
  if (parsed.minor > availableMinor) {
    const available = availableMinor > 0n ? availableMinor : 0n;
    return { ok: false, message: WITHDRAW_MESSAGES.overAvailable(available, currency), isOverAvailable: true };
  }
  return parsed;
}
