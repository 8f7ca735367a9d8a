import type { FxFees } from '../fx-math.ts';
import { convert, parseDecimal, toMinor } from '../money.ts';
import {
  FEE_QUOTE_CURRENCY,
  type PayoutMethod,
  SWIFT_FEE_CHARGED_TO_SENDER,
  SWIFT_FEES_USD,
  type SwiftFeePayer,
  TRANSACTION_FEES,
} from './fee-schedule.ts';

/**
 * A payout's fees in minor units of its source currency, from the schedule (fee-schedule.ts), and which
 * supplier-payments fee percent applies (spec §9: topup pricing percent of the source amount, for clients with
 * supplier_payments_customer on; fx-math.ts works it out from the source amount). A fee quoted in USD is converted
 * with the client's USD→source rate ("1 USD = rate source"), rounded UP, as is the supplier-payments fee: Corridor
 * never charges less than its price by a fraction of a unit, and the business at most one smallest unit more.
 */
export type FeeInput = {
  payoutMethod: PayoutMethod;
  sourceCurrency: string;
  destinationCurrency: string;
  swiftFeePayer: SwiftFeePayer;
  /** 1 USD = usdRate units of the source currency; needed only where needsUsdRate() says so. */
  usdRate?: string;
};

const own = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function isSwiftFeeCharged(input: Pick<FeeInput, 'payoutMethod' | 'swiftFeePayer'>): boolean {
  return input.payoutMethod === 'SWIFT' && SWIFT_FEE_CHARGED_TO_SENDER.includes(input.swiftFeePayer);
}

/** Whether working out these fees needs the client's USD→source rate. */
export function needsUsdRate(input: Omit<FeeInput, 'usdRate'>): boolean {
  if (input.sourceCurrency === FEE_QUOTE_CURRENCY) return false;
  return !own(TRANSACTION_FEES[input.payoutMethod], input.sourceCurrency) || isSwiftFeeCharged(input);
}

function fromUsd(usd: string, sourceCurrency: string, usdRate: string | undefined): bigint {
  const minor = toMinor(usd, FEE_QUOTE_CURRENCY);
  if (sourceCurrency === FEE_QUOTE_CURRENCY) return minor;
  if (usdRate === undefined) throw new RangeError(`A USD→${sourceCurrency} rate is needed to price this fee`);
  return convert(minor, FEE_QUOTE_CURRENCY, sourceCurrency, usdRate, 'up');
}

/** The flat transaction fee for a payout method from a source currency. */
export function transactionFee(method: PayoutMethod, sourceCurrency: string, usdRate?: string): bigint {
  const listed = own(TRANSACTION_FEES[method], sourceCurrency);
  if (listed !== undefined) return toMinor(listed, sourceCurrency);
  return fromUsd(TRANSACTION_FEES[method][FEE_QUOTE_CURRENCY]!, sourceCurrency, usdRate);
}

/** The SWIFT fee charged to the business: only for a SWIFT payout whose swift_fee_payer is OUR. */
export function swiftFee(input: FeeInput): bigint {
  if (!isSwiftFeeCharged(input)) return 0n;
  const usd = own(SWIFT_FEES_USD, input.destinationCurrency) ?? SWIFT_FEES_USD.default!;
  return fromUsd(usd, input.sourceCurrency, input.usdRate);
}

/** Fee and SWIFT fee of a payout; the supplier-payments fee depends on the source amount (pricing.ts). */
export function payoutFees(input: FeeInput): FxFees {
  return {
    feeAmount: transactionFee(input.payoutMethod, input.sourceCurrency, input.usdRate),
    swiftFeeAmount: swiftFee(input),
    supplierPaymentsFee: 0n,
  };
}

/** A topup pricing is a decimal percent from 0 to 100 ("1.5" is 1.5 %). */
export function isValidTopupPricing(value: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(value)) return false;
  const { digits, scale } = parseDecimal(value);
  return digits <= 100n * 10n ** BigInt(scale);
}

/** The supplier-payments fee percent of a client, or undefined when it pays none. */
export function supplierFeePercentOf(client: {
  supplierPaymentsCustomer: boolean;
  topupPricing: string | null | undefined;
}): string | undefined {
  if (!client.supplierPaymentsCustomer || client.topupPricing == null) return undefined;
  if (!isValidTopupPricing(client.topupPricing)) throw new RangeError(`Not a percentage: "${client.topupPricing}"`);
  return client.topupPricing;
}
