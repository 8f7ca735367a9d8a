import { RATE_SCALE } from './fx.ts';
import { convert, decimalsOf, divRound, parseDecimal, parseRate, percentOf } from './money.ts';

/**
 * FX pricing and exchange-value arithmetic (spec §3), shared by the API and the web. Rates and margins are decimal
 * strings, amounts bigint minor units; nothing here touches a float. Each result is rounded once:
 * - the client rate rounds DOWN to RATE_SCALE decimals (the client never gets more than base × (1 − margin));
 * - a fixed source converts to a destination rounded DOWN to its minor unit;
 * - a fixed destination needs a source rounded UP to its minor unit;
 * so the business never gives more destination currency than the source it was paid.
 */

const pow10 = (n: number) => 10n ** BigInt(n);

/** The default margin (0.4 %) for a client and corridor with none of its own. */
export const DEFAULT_MARGIN = '0.004';

/** A decimal from its digits and scale, without trailing zeros beyond the first decimal: 12340n, 4 → "1.234". */
export function decimalToString(digits: bigint, scale: number): string {
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? text : text.slice(0, -scale);
  const fraction = scale === 0 ? '' : text.slice(-scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A margin is a decimal fraction from 0 (no margin) up to, not including, 1. */
export function isValidMargin(margin: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(margin)) return false;
  const { digits, scale } = parseDecimal(margin);
  return digits >= 0n && digits < pow10(scale);
}

/**
 * The client's rate: `base × (1 − margin)`, rounded down to RATE_SCALE decimals (the client gets less of the
 * destination currency). Throws on a non-positive base or a margin outside [0, 1).
 */
export function applyMargin(baseRate: string, margin: string, scale = RATE_SCALE): string {
  const base = parseRate(baseRate);
  if (!isValidMargin(margin)) throw new RangeError(`A margin is a fraction in [0, 1): "${margin}"`);
  const m = parseDecimal(margin);
  // base × (1 − m) = bd/10^bs × (10^ms − md)/10^ms, exact; then one rounding to `scale` decimals.
  const numerator = base.digits * (pow10(m.scale) - m.digits) * pow10(scale);
  const rate = divRound(numerator, pow10(base.scale + m.scale), 'down');
  if (rate <= 0n) throw new RangeError(`The client rate of ${baseRate} with margin ${margin} rounds to zero`);
  return decimalToString(rate, scale);
}

/**
 * The source amount (minor units of `from`) that buys at least `minor` of `to` at `rate`, rounded UP: what a fixed
 * destination costs. `convert(result, from, to, rate, 'down')` is never below `minor`.
 */
export function sourceFor(minor: bigint, from: string, to: string, rate: string): bigint {
  const r = parseRate(rate);
  // minor / 10^dt = x / 10^df × rd / 10^rs  ⇒  x = minor × 10^(df + rs) / (rd × 10^dt)
  return divRound(minor * pow10(decimalsOf(from) + r.scale), r.digits * pow10(decimalsOf(to)), 'up');
}

/** Fees charged in the source currency, in minor units. An exchange between own accounts charges none. */
export type FxFees = { feeAmount: bigint; swiftFeeAmount: bigint; supplierPaymentsFee: bigint };
export const NO_FEES: FxFees = { feeAmount: 0n, swiftFeeAmount: 0n, supplierPaymentsFee: 0n };

/** Spec §3 exchange value, in minor units: everything but destinationAmount is in the source currency. */
export type ExchangeValueMinor = FxFees & {
  sourceAmount: bigint;
  convertedAmount: bigint;
  destinationAmount: bigint;
  totalFeeAmount: bigint;
  sourceAmountWithSupplierFee: bigint;
};

export type ExchangeInput = {
  sourceCurrency: string;
  destinationCurrency: string;
  rate: string;
  /** Which amount the person typed: the other follows from the rate. */
  fixedSide: 'source' | 'destination';
  /** The typed amount in minor units of its own currency (the fixed side's). */
  amount: bigint;
  fees?: FxFees;
  /**
   * The supplier-payments fee as a percent of the source amount (the client's topup_pricing, spec §9: "1.5" is
   * 1.5 %), rounded up to the source's minor unit. With a fixed destination the source amount is only known once
   * converted, so the fee is worked out here; when given it replaces fees.supplierPaymentsFee.
   */
  supplierFeePercent?: string;
};

/**
 * The supplier-payments fee (spec §9): `percent` per cent of the source amount ("1.5" is 1.5 %), rounded UP to the
 * source's minor unit so the price is never under-collected; none on an amount that is not positive.
 */
export function supplierPaymentsFeeOf(sourceAmount: bigint, percent: string): bigint {
  return sourceAmount > 0n ? percentOf(sourceAmount, percent, 'up') : 0n;
}

/**
 * Every exchange-value amount from one typed amount. Fixed source: convertedAmount = source − totalFee, and the
 * destination is convertedAmount converted, rounded down. Fixed destination: convertedAmount is the source that
 * buys it (rounded up) and source = convertedAmount + totalFee. totalFee = fee + swift fee; the supplier payments
 * fee comes on top of the source (sourceAmountWithSupplierFee). Amounts may come out zero or negative (a tiny
 * amount, fees above it): the caller checks the minimum.
 */
export function exchangeValue(input: ExchangeInput): ExchangeValueMinor {
  const fees = input.fees ?? NO_FEES;
  const totalFeeAmount = fees.feeAmount + fees.swiftFeeAmount;
  const { sourceCurrency: from, destinationCurrency: to, rate } = input;
  let sourceAmount: bigint;
  let convertedAmount: bigint;
  let destinationAmount: bigint;
  if (input.fixedSide === 'source') {
    sourceAmount = input.amount;
    convertedAmount = sourceAmount - totalFeeAmount;
    destinationAmount = convertedAmount > 0n ? convert(convertedAmount, from, to, rate, 'down') : 0n;
  } else {
    destinationAmount = input.amount;
    convertedAmount = sourceFor(destinationAmount, from, to, rate);
    sourceAmount = convertedAmount + totalFeeAmount;
  }
  const supplierPaymentsFee =
    input.supplierFeePercent === undefined
      ? fees.supplierPaymentsFee
      : supplierPaymentsFeeOf(sourceAmount, input.supplierFeePercent);
  return {
    ...fees,
    supplierPaymentsFee,
    sourceAmount,
    convertedAmount,
    destinationAmount,
    totalFeeAmount,
    sourceAmountWithSupplierFee: sourceAmount + supplierPaymentsFee,
  };
}
