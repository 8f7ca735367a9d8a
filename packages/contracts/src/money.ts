import { formatMoney } from '@corridor/domain/money';
import { z } from 'zod';

/**
 * Money on the wire, one format each way:
 * - out (every response): `ZMoney`, minor units as a JSON string with the currency and how to show it;
 * - in (every request): `ZAmountIn`, the amount as a person typed it in the currency of the account it concerns,
 *   parsed once, on the server, by `parseAmountWithin` (decimals per currency, the ceiling). The web checks the same
 *   text with the same parser to show errors early, and sends it as typed: never a number, never re-formatted.
 */

/** A bigint amount in minor units, as a JSON string ("12345" is 123.45 SGD): JSON numbers lose precision. */
export const ZMinorUnits = z.string().regex(/^-?\d{1,19}$/, 'Must be an integer number of minor units');

/** An amount with its currency and how to show it (en-US, the currency's decimals: "1,234.50", "1,234"). */
export const ZMoney = z.object({ currency: z.string(), amountMinor: ZMinorUnits, display: z.string() });
export type TMoney = z.infer<typeof ZMoney>;

/** Builds a TMoney from minor units, the one way every response shows an amount. */
export function toMoney(minor: bigint, currency: string): TMoney {
  return { currency, amountMinor: minor.toString(), display: formatMoney(minor, currency) };
}

/** An amount as a person typed it ("1,234.56"), checked against its currency where it is parsed, on the server. */
export const ZAmountIn = z.string().trim().min(1, 'Please enter an amount').max(32, 'Please enter a valid amount');
export type TAmountIn = z.infer<typeof ZAmountIn>;
