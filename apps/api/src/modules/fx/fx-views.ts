import type { TExchangeAmount, TExchangeValue, TFxHold, TFxRate } from '@corridor/contracts/fx/fx-common';
import { toMoney } from '@corridor/contracts/money';
import type { ExchangeValueMinor } from '@corridor/domain/fx-math';
import { fromMinor } from '@corridor/domain/money';
import type { NewExchange } from './exchanges.repository.ts';
import type { HoldRow, HoldStatus } from './fx.repository.ts';
import type { ClientRate } from './fx-pricing.ts';

/** An ACTIVE hold past its expiry is expired, whether or not the expiry job has written it yet. */
export function holdStatusAt(hold: Pick<HoldRow, 'status' | 'hold_expiry_at'>, now: Date): HoldStatus {
  return hold.status === 'ACTIVE' && hold.hold_expiry_at.getTime() <= now.getTime() ? 'EXPIRED' : hold.status;
}

export function holdView(h: HoldRow, now: Date): TFxHold {
  return {
    fx_hold_id: h.id,
    source_currency: h.source_currency as TFxHold['source_currency'],
    destination_currency: h.destination_currency as TFxHold['destination_currency'],
    base_fx_rate: h.base_fx_rate,
    fx_rate: h.fx_rate,
    margin: h.margin,
    status: holdStatusAt(h, now),
    hold_expiry_at: h.hold_expiry_at.toISOString(),
    lock_expiry_at: h.lock_expiry_at.toISOString(),
    created_at: h.created_at.toISOString(),
  };
}

/** Spec §3 amount: minor units, currency and display, plus `value`, the plain decimal in major units. */
export function exchangeAmount(minor: bigint, currency: string): TExchangeAmount {
  return { ...toMoney(minor, currency), value: fromMinor(minor, currency) };
}

/** Every exchange-value amount: the destination amount in its currency, everything else in the source's. */
export function exchangeValueView(v: ExchangeValueMinor, source: string, destination: string): TExchangeValue {
  const s = (minor: bigint) => exchangeAmount(minor, source);
  return {
    sourceAmount: s(v.sourceAmount),
    destinationAmount: exchangeAmount(v.destinationAmount, destination),
    convertedAmount: s(v.convertedAmount),
    feeAmount: s(v.feeAmount),
    swiftFeeAmount: s(v.swiftFeeAmount),
    supplierPaymentsFee: s(v.supplierPaymentsFee),
    sourceAmountWithSupplierFee: s(v.sourceAmountWithSupplierFee),
    totalFeeAmount: s(v.totalFeeAmount),
  };
}

/** The amounts an exchange or a payout stores, by their column names (a payout row has the same). */
type StoredAmounts = Pick<
  NewExchange,
  | 'source_currency'
  | 'destination_currency'
  | 'source_amount'
  | 'converted_amount'
  | 'destination_amount'
  | 'fee_amount'
  | 'swift_fee_amount'
  | 'supplier_payments_fee'
>;

/** The exchange value of a stored exchange or payout: the totals are derived, as when it was priced. */
export function storedExchangeValueView(r: StoredAmounts): TExchangeValue {
  return exchangeValueView(
    {
      sourceAmount: r.source_amount,
      convertedAmount: r.converted_amount,
      destinationAmount: r.destination_amount,
      feeAmount: r.fee_amount,
      swiftFeeAmount: r.swift_fee_amount,
      supplierPaymentsFee: r.supplier_payments_fee,
      totalFeeAmount: r.fee_amount + r.swift_fee_amount,
      sourceAmountWithSupplierFee: r.source_amount + r.supplier_payments_fee,
    },
    r.source_currency,
    r.destination_currency,
  );
}

/** The spec §3 rate fields of a live rate, a hold or an exchange. */
export function rateFields(r: ClientRate): TFxRate {
  return {
    source_currency: r.source_currency as TFxRate['source_currency'],
    destination_currency: r.destination_currency as TFxRate['destination_currency'],
    base_fx_rate: r.base_fx_rate,
    fx_rate: r.fx_rate,
    margin: r.margin,
  };
}
