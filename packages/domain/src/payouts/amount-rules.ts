import { formatMoney, toMinor } from '../money.ts';

/**
 * Per-payout amount rules (spec §5 "Amounts", §9 limits). Decimals per currency are money.ts's (`parseAmount`
 * refuses a third decimal, or any for VND, IDR and JPY); these are the rules on the priced amounts:
 * - the recipient gets at least one smallest unit of the destination currency (0.01 USD, 1 JPY);
 * - a CNY payout is at least CNY 200;
 * - no payout moves more than JPY 50,000,000 (§5 "Japan send limit"), on either side: a Japanese business sends
 *   from its JPY account, and a payout to Japan pays JPY. The source side counts the amount debited for the
 *   payout (source amount, with fees), the supplier-payments fee aside as the spec's limit is on the transfer.
 * Oversized amounts are the FX pricing's "To amount is too large" (amount-limits.ts ceilings).
 */
export const JPY_PER_TRANSACTION_LIMIT = toMinor('50000000', 'JPY');
export const JPY_LIMIT_MESSAGE = 'You can only transfer up to JPY 50,000,000 per transaction.';

/** The smallest destination amount per currency, in minor units, where it is not one smallest unit. */
export const MINIMUM_DESTINATION: Readonly<Record<string, bigint>> = { CNY: toMinor('200', 'CNY') };

export function minimumDestinationMinor(currency: string): bigint {
  return Object.hasOwn(MINIMUM_DESTINATION, currency) ? MINIMUM_DESTINATION[currency]! : 1n;
}

export const AMOUNT_RULE_MESSAGES = {
  belowMinimum: (currency: string, minimum: bigint) =>
    `The recipient must get at least ${formatMoney(minimum, currency, { withCode: true })}.`,
  jpyLimit: JPY_LIMIT_MESSAGE,
} as const;

export type PayoutAmounts = {
  sourceCurrency: string;
  /** What the payout debits before any supplier-payments fee: converted amount plus fees. */
  sourceAmount: bigint;
  destinationCurrency: string;
  destinationAmount: bigint;
};

/** A broken amount rule and the side of the payout it is about (the service puts it on the typed field). */
export type AmountIssue = { side: 'source' | 'destination'; message: string };

/** Every amount rule the payout breaks, the minimum first; empty when it passes. */
export function payoutAmountIssues(p: PayoutAmounts): AmountIssue[] {
  const issues: AmountIssue[] = [];
  const minimum = minimumDestinationMinor(p.destinationCurrency);
  if (p.destinationAmount < minimum) {
    issues.push({ side: 'destination', message: AMOUNT_RULE_MESSAGES.belowMinimum(p.destinationCurrency, minimum) });
  }
  if (p.destinationCurrency === 'JPY' && p.destinationAmount > JPY_PER_TRANSACTION_LIMIT) {
    issues.push({ side: 'destination', message: JPY_LIMIT_MESSAGE });
  } else if (p.sourceCurrency === 'JPY' && p.sourceAmount > JPY_PER_TRANSACTION_LIMIT) {
    issues.push({ side: 'source', message: JPY_LIMIT_MESSAGE });
  }
  return issues;
}
