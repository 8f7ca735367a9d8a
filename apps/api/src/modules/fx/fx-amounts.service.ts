import type { TCalculateAmountsResponse } from '@corridor/contracts/fx/calculate-amounts';
import { amountCeilingMinor, parseAmountWithin } from '@corridor/domain/amount-limits';
import { type ExchangeValueMinor, exchangeValue, type FxFees, NO_FEES } from '@corridor/domain/fx-math';
import { formatMoney } from '@corridor/domain/money';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { usableHold } from './fx-holds.service.ts';
import { type ClientRate, clientRate } from './fx-pricing.ts';
import { exchangeValueView, rateFields } from './fx-views.ts';

export type FixedSide = 'source' | 'destination';

/** What a person typed: one amount, in the currency of the side they fixed. */
export type TypedAmounts = { source_amount?: string; destination_amount?: string };

export const TO_AMOUNT_TOO_LARGE = 'To amount is too large';

export function fixedSideOf(req: TypedAmounts): FixedSide {
  return req.source_amount !== undefined ? 'source' : 'destination';
}

/**
 * The exchange value of a typed amount at `rate` (spec §3, §5): the amount parsed in its own currency (decimals,
 * ceiling), every other amount computed once (packages/domain fx-math: destination rounds down, a fixed
 * destination's source rounds up). Refused, on the typed field: a computed side below one smallest unit, and a
 * computed side past the ceiling ("To amount is too large"). `fees` are the caller's: none for an exchange.
 */
export function priceAmounts(
  rate: Pick<ClientRate, 'source_currency' | 'destination_currency' | 'fx_rate'>,
  req: TypedAmounts,
  ceilingMajor: bigint,
  fees: FxFees = NO_FEES,
): ExchangeValueMinor {
  const fixedSide = fixedSideOf(req);
  const field = fixedSide === 'source' ? 'source_amount' : 'destination_amount';
  const { source_currency: source, destination_currency: destination } = rate;
  const typedCurrency = fixedSide === 'source' ? source : destination;
  const parsed = parseAmountWithin(
    (fixedSide === 'source' ? req.source_amount : req.destination_amount)!,
    typedCurrency,
    ceilingMajor,
  );
  if (!parsed.ok) throw fieldError(field, parsed.message);
  const value = exchangeValue({
    sourceCurrency: source,
    destinationCurrency: destination,
    rate: rate.fx_rate,
    fixedSide,
    amount: parsed.minor,
    fees,
  });
  if (value.convertedAmount <= 0n || value.destinationAmount < 1n) {
    throw fieldError(field, `The amount to buy must be at least ${formatMoney(1n, destination, { withCode: true })}.`);
  }
  const isTooLarge =
    fixedSide === 'source'
      ? value.destinationAmount > amountCeilingMinor(destination, ceilingMajor)
      : value.sourceAmountWithSupplierFee > amountCeilingMinor(source, ceilingMajor);
  if (isTooLarge) throw fieldError(field, TO_AMOUNT_TOO_LARGE);
  return value;
}

export type CalculateAmountsInput = TypedAmounts & {
  source_currency: string;
  destination_currency: string;
  fx_hold_id?: string;
};

/**
 * POST transactions/bookFx/calculate-amounts: the exchange value at the caller's held rate (an ACTIVE, unexpired
 * hold of the same pair) or at the live client rate. Writes nothing.
 */
export async function calculateAmounts(
  deps: AppDeps,
  caller: Caller,
  req: CalculateAmountsInput,
): Promise<TCalculateAmountsResponse> {
  const pair = { source: req.source_currency, destination: req.destination_currency };
  const rate: ClientRate = req.fx_hold_id
    ? await usableHold(deps.db, caller, req.fx_hold_id, pair, deps.clock.now())
    : await clientRate(deps, caller.clientId, pair.source, pair.destination);
  const value = priceAmounts(rate, req, deps.config.AMOUNT_CEILING_MAJOR);
  return {
    ...rateFields(rate),
    fixed_side: fixedSideOf(req),
    fx_hold_id: req.fx_hold_id ?? null,
    exchangeValue: exchangeValueView(value, pair.source, pair.destination),
  };
}

function fieldError(field: string, message: string) {
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
}

/** Spec §3 amounts and rate fields as every FX-priced answer shows them (payouts use them too). */
export { exchangeAmount, exchangeValueView, rateFields, storedExchangeValueView } from './fx-views.ts';
