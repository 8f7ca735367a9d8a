import { formatMoney } from '../money.ts';

/**
 * FPX (spec §1 funding method `fpxTransfer`, §2 /r/fpx/success, §8 "We were unable to process your payment", §9
 * FPX and DISABLE_FPX): a Malaysian business pays MYR at its own bank through the FPX gateway; the browser goes to
 * the gateway's bank page and comes back to /r/fpx/success. What the return URL says is never trusted: the gateway
 * is asked.
 */
export const FPX_CURRENCY = 'MYR';

/** What the gateway says of a payment. */
export const FPX_PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'SETTLED', 'DECLINED', 'EXPIRED'] as const;
export type FpxPaymentStatus = (typeof FPX_PAYMENT_STATUSES)[number];

/** FPX business (B2B) payments: RM 1.00 to RM 1,000,000.00 each. */
export const FPX_MIN_MINOR = 100n;
export const FPX_MAX_MINOR = 100_000_000n;

export const FPX_MESSAGES = {
  failed: 'We were unable to process your payment',
  redirect: 'Pay with FPX transfer',
  notAvailable: 'FPX is available to Malaysian businesses adding ringgit.',
  range: `FPX payments are from ${formatMoney(FPX_MIN_MINOR, FPX_CURRENCY, { withCode: true })} to ${formatMoney(FPX_MAX_MINOR, FPX_CURRENCY, { withCode: true })}.`,
  notFpx: 'This funding is not an FPX payment.',
} as const;

export function fpxAmountProblem(minor: bigint): string | null {
  return minor < FPX_MIN_MINOR || minor > FPX_MAX_MINOR ? FPX_MESSAGES.range : null;
}

/** Where a funding goes from what the gateway says (null: still waiting at the bank). */
export function fundingMoveForFpx(status: FpxPaymentStatus): 'DEBITING_FUNDS' | 'COMPLETED' | 'FAILED' | null {
  if (status === 'APPROVED') return 'DEBITING_FUNDS';
  if (status === 'SETTLED') return 'COMPLETED';
  if (status === 'DECLINED' || status === 'EXPIRED') return 'FAILED';
  return null;
}
