import { amountCeilingMinor, parseAmountWithin } from '@corridor/domain/amount-limits';
import type { FieldError } from '@corridor/domain/errors';
import type { ExchangeValueMinor } from '@corridor/domain/fx-math';
import { formatMoney } from '@corridor/domain/money';
import { payoutAmountIssues } from '@corridor/domain/payouts/amount-rules';
import type { PayoutMethod, SwiftFeePayer } from '@corridor/domain/payouts/fee-schedule';
import { type FeeInput, needsUsdRate } from '@corridor/domain/payouts/fees';
import { type FeePayer, feePayerOf, pricePayout } from '@corridor/domain/payouts/pricing';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { TO_AMOUNT_TOO_LARGE } from '../fx/fx-amounts.service.ts';
import type { HoldRow } from '../fx/fx-holds.service.ts';
import { usableHold } from '../fx/fx-holds.service.ts';
import { type ClientRate, clientRate } from '../fx/fx-quotes.service.ts';
import type { PayoutDeps } from './payout-deps.ts';

/**
 * A payout's price (spec §3 exchange value, §5 amounts, §9 fees): the rate it converts at, then its fees and amounts
 * from the one typed amount, through packages/domain (pricePayout, the fee schedule, the amount rules).
 */
export type RateChoice = { rate: ClientRate; hold: HoldRow | null };

/** A payout in its own currency converts nothing: its rate is 1, with no margin. */
export const SAME_CURRENCY_RATE = { base_fx_rate: '1', fx_rate: '1', margin: '0' } as const;

export function fieldError(field: string, message: string) {
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
}

/**
 * The rate a payout converts at: 1 in its own currency; else the caller's held rate when one is named (usable now,
 * for this pair, the caller's own: else its FX error, or 404), locked with `lock` inside the transaction that will
 * use it up; else the live client rate.
 */
export async function payoutRate(
  q: Queryable,
  deps: PayoutDeps,
  caller: Pick<Caller, 'clientId'>,
  pair: { source: string; destination: string },
  holdId: string | undefined,
  opts: { lock: boolean; holdField: string },
): Promise<RateChoice> {
  if (pair.source === pair.destination) {
    if (holdId) throw fieldError(opts.holdField, 'A payout in its own currency needs no held rate.');
    const rate = { source_currency: pair.source, destination_currency: pair.destination, ...SAME_CURRENCY_RATE };
    return { rate, hold: null };
  }
  if (holdId) {
    try {
      const hold = await usableHold(q, caller, holdId, pair, deps.clock.now(), { lock: opts.lock });
      return { rate: hold, hold };
    } catch (err) {
      // The person can fix it (get a new rate): a 400 on the field, which the send screens keep on the form.
      if (err instanceof AppError && (err.code === 'FX_HOLD_EXPIRED' || err.code === 'FX_HOLD_USED')) {
        throw new AppError(err.code, { status: 400, errors: [{ field: opts.holdField, message: err.message }] });
      }
      throw err;
    }
  }
  return { rate: await clientRate(deps, caller.clientId, pair.source, pair.destination, q), hold: null };
}

export type TypedAmount = {
  source_amount?: string;
  destination_amount?: string;
  swift_fee_payer?: SwiftFeePayer;
};

export type PricedPayout = {
  fixedSide: 'source' | 'destination';
  feePayer: FeePayer;
  swiftFeePayer: SwiftFeePayer;
  value: ExchangeValueMinor;
};

export type PricingInput = {
  sourceCurrency: string;
  destinationCurrency: string;
  payoutMethod: PayoutMethod;
  rate: Pick<ClientRate, 'fx_rate'>;
  typed: TypedAmount;
  supplierFeePercent: string | undefined;
  /** Where the typed amounts sit in the request ("transaction." in the payload, "" in transactionFees). */
  fieldPrefix: string;
};

/**
 * Prices the typed amount, or says on the typed field why it cannot be: its decimals and the ceiling (parsed in its
 * own currency), fees above it, the minimum the recipient must get (one smallest unit, CNY 200), JPY 50,000,000 per
 * transaction, and the other side's ceiling ("To amount is too large"). Issues come back, not thrown, so a validation
 * can report them with the payload's other problems.
 */
export async function priceTyped(
  q: Queryable,
  deps: PayoutDeps,
  caller: Pick<Caller, 'clientId'>,
  input: PricingInput,
): Promise<{ priced: PricedPayout | null; issues: FieldError[] }> {
  const fixedSide = input.typed.source_amount !== undefined ? 'source' : 'destination';
  const field = `${input.fieldPrefix}${fixedSide === 'source' ? 'source_amount' : 'destination_amount'}`;
  const typedCurrency = fixedSide === 'source' ? input.sourceCurrency : input.destinationCurrency;
  const ceiling = deps.config.AMOUNT_CEILING_MAJOR;
  const parsed = parseAmountWithin(
    (fixedSide === 'source' ? input.typed.source_amount : input.typed.destination_amount)!,
    typedCurrency,
    ceiling,
  );
  if (!parsed.ok) return { priced: null, issues: [{ field, message: parsed.message }] };
  const swiftFeePayer = input.typed.swift_fee_payer ?? 'SHA';
  const fees: Omit<FeeInput, 'usdRate'> = {
    payoutMethod: input.payoutMethod,
    sourceCurrency: input.sourceCurrency,
    destinationCurrency: input.destinationCurrency,
    swiftFeePayer,
  };
  const usdRate = needsUsdRate(fees)
    ? (await clientRate(deps, caller.clientId, 'USD', input.sourceCurrency, q)).fx_rate
    : undefined;
  const feePayer = feePayerOf(fixedSide);
  const value = pricePayout({
    ...fees,
    usdRate,
    rate: input.rate.fx_rate,
    feePayer,
    amount: parsed.minor,
    supplierFeePercent: input.supplierFeePercent,
  });
  const priced = { fixedSide, feePayer, swiftFeePayer, value } as const;
  if (value.convertedAmount <= 0n) {
    const total = formatMoney(value.totalFeeAmount, input.sourceCurrency, { withCode: true });
    return { priced, issues: [{ field, message: `The amount must be more than the fees of ${total}.` }] };
  }
  const issues: FieldError[] = payoutAmountIssues({
    sourceCurrency: input.sourceCurrency,
    sourceAmount: value.sourceAmount,
    destinationCurrency: input.destinationCurrency,
    destinationAmount: value.destinationAmount,
  }).map((i) => ({ field, message: i.message }));
  const isTooLarge =
    fixedSide === 'source'
      ? value.destinationAmount > amountCeilingMinor(input.destinationCurrency, ceiling)
      : value.sourceAmountWithSupplierFee > amountCeilingMinor(input.sourceCurrency, ceiling);
  if (isTooLarge) issues.push({ field, message: TO_AMOUNT_TOO_LARGE });
  return { priced, issues };
}

/** Throws the issues as one VALIDATION_ERROR (its message the first issue's, for the web's keyword categories). */
export function throwIssues(issues: FieldError[]): void {
  if (issues.length === 0) return;
  throw new AppError('VALIDATION_ERROR', { message: issues[0]!.message, errors: issues });
}
