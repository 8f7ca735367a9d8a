import { formatMoney } from '@corridor/domain/money';
import { z } from 'zod';

/** A bigint amount in minor units, as a JSON string ("12345" is 123.45 SGD): JSON numbers lose precision. */
export const ZMinorUnits = z.string().regex(/^-?\d{1,19}$/, 'Must be an integer number of minor units');

/** An amount with its currency and how to show it (en-US, the currency's decimals: "1,234.50", "1,234"). */
export const ZMoney = z.object({ currency: z.string(), amountMinor: ZMinorUnits, display: z.string() });
export type TMoney = z.infer<typeof ZMoney>;

/** Builds a TMoney from minor units, the one way every response shows an amount. */
export function toMoney(minor: bigint, currency: string): TMoney {
  return { currency, amountMinor: minor.toString(), display: formatMoney(minor, currency) };
}

/**
 * An amount as a person typed it ("1,234.56"). Its decimals and ceiling are checked against the account's
 * currency on the server (at most 2 decimals, none for VND, IDR, JPY; at most AMOUNT_CEILING_MAJOR), with the
 * same parseAmountWithin the web form can use.
 */
export const ZAmountInput = z.string().trim().min(1, 'Please enter an amount').max(32, 'Please enter a valid amount');

/** Ids in paths and bodies: anything unknown (malformed, someone else's) is answered 404, never 400. */
export const ZId = z.string().min(1).max(64);
