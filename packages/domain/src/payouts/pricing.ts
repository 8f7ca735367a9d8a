import { type ExchangeValueMinor, exchangeValue, NO_FEES } from '../fx-math.ts';
import { type FeeInput, payoutFees } from './fees.ts';

/**
 * A payout's exchange value (spec §3): the FX arithmetic of fx-math.ts with the payout's fees. The validation
 * payload's `fee_payer` says which amount the person fixed and so who the fees fall on:
 * - BEN, with source_amount: the source amount is fixed and the fees come out of it before conversion, so the
 *   recipient gets less (convertedAmount = source − fee − SWIFT fee);
 * - OUR, with destination_amount: the destination amount is fixed and the fees come on top of the source that
 *   buys it (source = convertedAmount + fee + SWIFT fee).
 * In both, the supplier-payments fee (topup pricing %) is on top: sourceAmountWithSupplierFee is what the
 * business's account is debited. Nothing sent, nothing charged (§5: fees only when an amount is above 0).
 * Results may be at or below zero (fees above a small fixed source): amount-rules.ts checks the minimum.
 */
export const FEE_PAYERS = ['BEN', 'OUR'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

export const FIXED_SIDE_BY_FEE_PAYER = { BEN: 'source', OUR: 'destination' } as const satisfies Record<
  FeePayer,
  'source' | 'destination'
>;

export function feePayerOf(fixedSide: 'source' | 'destination'): FeePayer {
  return fixedSide === 'source' ? 'BEN' : 'OUR';
}

export type PayoutPricingInput = FeeInput & {
  /** The client rate, "1 source = rate destination" (1 for a payout in the source's own currency). */
  rate: string;
  feePayer: FeePayer;
  /** The typed amount, in minor units of the fixed side's currency. */
  amount: bigint;
  /** The client's topup pricing when it is a supplier-payments customer (fees.ts supplierFeePercentOf). */
  supplierFeePercent?: string;
};

export function pricePayout(input: PayoutPricingInput): ExchangeValueMinor {
  const hasAmount = input.amount > 0n;
  return exchangeValue({
    sourceCurrency: input.sourceCurrency,
    destinationCurrency: input.destinationCurrency,
    rate: input.rate,
    fixedSide: FIXED_SIDE_BY_FEE_PAYER[input.feePayer],
    amount: input.amount,
    fees: hasAmount ? payoutFees(input) : NO_FEES,
    supplierFeePercent: input.supplierFeePercent,
  });
}
