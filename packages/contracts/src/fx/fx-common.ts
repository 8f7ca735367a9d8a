import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** A currency the business can hold: anything else is "Unknown currency". */
export const ZCurrency = z.enum(CURRENCY_CODES, { message: 'Unknown currency' });

/** A rate as a decimal string ("1 source = rate destination"), never a float. */
export const ZRate = z.string().regex(/^\d{1,12}(\.\d{1,20})?$/, 'Must be a decimal rate');

/** A pair of different currencies: source is sold, destination is bought. */
export const currencyPairShape = { source_currency: ZCurrency, destination_currency: ZCurrency };

export const SAME_PAIR_MESSAGE = 'Source and destination currencies must be different';

/** A fresh issue for each schema: zod's refine takes the message out of the object it is given. */
export const samePairIssue = () => ({ message: SAME_PAIR_MESSAGE, path: ['destination_currency'] });
export const isDifferentPair = (v: { source_currency: string; destination_currency: string }) =>
  v.source_currency !== v.destination_currency;

/**
 * Spec §3 FX rate: the mid-market rate (`base_fx_rate`), the client's rate after its margin (`fx_rate`), and the
 * margin as a decimal fraction ("0.004" is 0.4 %).
 */
export const ZFxRate = z.object({
  ...currencyPairShape,
  base_fx_rate: ZRate,
  fx_rate: ZRate,
  margin: z.string(),
});
export type TFxRate = z.infer<typeof ZFxRate>;

/**
 * Spec §3 exchange value amount: `value` is the amount as a plain decimal in major units ("1234.5"), `display` as
 * shown ("1,234.50"), with the wire's minor units and currency (contracts/money.ts) beside them.
 */
export const ZExchangeAmount = ZMoney.extend({ value: z.string() });
export type TExchangeAmount = z.infer<typeof ZExchangeAmount>;

/**
 * Spec §3 exchange value. In the source currency: sourceAmount (debited from the source account, before any
 * supplier fee), feeAmount, swiftFeeAmount, totalFeeAmount (fee + swift fee), supplierPaymentsFee,
 * sourceAmountWithSupplierFee, and convertedAmount (the part that is converted: source minus total fees). In the
 * destination currency: destinationAmount (credited).
 */
export const ZExchangeValue = z.object({
  sourceAmount: ZExchangeAmount,
  destinationAmount: ZExchangeAmount,
  convertedAmount: ZExchangeAmount,
  feeAmount: ZExchangeAmount,
  swiftFeeAmount: ZExchangeAmount,
  supplierPaymentsFee: ZExchangeAmount,
  sourceAmountWithSupplierFee: ZExchangeAmount,
  totalFeeAmount: ZExchangeAmount,
});
export type TExchangeValue = z.infer<typeof ZExchangeValue>;

export const HOLD_STATUSES = ['ACTIVE', 'USED', 'EXPIRED'] as const;

/** A rate held for one client (spec §3: fx_hold_id, hold_expiry_at, lock_expiry_at). Single use. */
export const ZFxHold = ZFxRate.extend({
  fx_hold_id: z.string(),
  status: z.enum(HOLD_STATUSES),
  /** The hold must be used (an exchange booked, later a payout) before this instant. */
  hold_expiry_at: z.string(),
  /** The rate stays locked until this instant: the same as hold_expiry_at for holds made by lockFxRate. */
  lock_expiry_at: z.string(),
  created_at: z.string(),
});
export type TFxHold = z.infer<typeof ZFxHold>;

export const EXCHANGE_STATUSES = ['COMPLETED'] as const;

/** A booked exchange between two of the client's currency accounts. */
export const ZExchange = ZFxRate.extend({
  _id: z.string(),
  /** Short reference shown to people and in the statement ("FX-7K2M9Q4T"). */
  exchange_number: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  source_account: z.object({
    _id: z.string(),
    currency: z.string(),
    account_number: z.string(),
    label: z.string().nullable(),
  }),
  destination_account: z.object({
    _id: z.string(),
    currency: z.string(),
    account_number: z.string(),
    label: z.string().nullable(),
  }),
  /** Which amount the person fixed: the other followed from the rate. */
  fixed_side: z.enum(['source', 'destination']),
  exchangeValue: ZExchangeValue,
  fx_hold_id: z.string(),
  created_at: z.string(),
  created_by: z.object({ _id: z.string(), name: z.string() }),
});
export type TExchange = z.infer<typeof ZExchange>;
