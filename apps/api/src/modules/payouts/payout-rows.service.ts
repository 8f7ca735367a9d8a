import { findCorridor, unsupportedCorridorMessage } from '@corridor/domain/corridors';
import type { FieldError } from '@corridor/domain/errors';
import { supplierFeePercentOf } from '@corridor/domain/payouts/fees';
import { purposeIssue } from '@corridor/domain/payouts/purpose';
import { beneficiaryTypeIssue } from '@corridor/domain/payouts/recipient-rules';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadActiveClient } from '../clients/clients.service.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { payoutRate, priceTyped, type RateChoice, type TypedAmount } from './payout-pricing.ts';

/**
 * The payout rules of a send, for many payouts at once (a bulk batch's rows): the same purpose, recipient-type and
 * amount rules as validatePayout (purposeIssue, beneficiaryTypeIssue, priceTyped), priced at the live rate, the rate
 * of each currency pair read once per call. The contact's own rules are the beneficiaries module's (checkBeneficiary);
 * the balance, holds and funding are checked when the batch is paid.
 */
export type PayoutRowInput = {
  sourceCurrency: string;
  destinationCurrency: string;
  destinationCountry: string;
  payoutMethod: 'LOCAL' | 'SWIFT';
  beneficiaryAccountType: string | null;
  purposeCode?: string;
  typed: TypedAmount;
};

export type PayoutRowResult = {
  errors: FieldError[];
  /** The priced amounts in minor units, when the amount could be priced. */
  priced: { sourceAmount: bigint; destinationAmount: bigint; feeAmount: bigint } | null;
};

/** Field names are the batch file's columns: the amount typed, purpose_code, beneficiary_account_type. */
export async function checkPayoutRows(
  q: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  rows: readonly PayoutRowInput[],
): Promise<PayoutRowResult[]> {
  const client = await loadActiveClient(q, caller.clientId);
  if (!client) throw new AppError('NOT_FOUND');
  const supplierFeePercent = supplierFeePercentOf({
    supplierPaymentsCustomer: client.supplier_payments_customer,
    topupPricing: client.topup_pricing,
  });
  const rates = new Map<string, Promise<RateChoice>>();
  const rateOf = (source: string, destination: string) => {
    const key = `${source}/${destination}`;
    let rate = rates.get(key);
    if (!rate) {
      rate = payoutRate(q, deps, caller, { source, destination }, undefined, { lock: false, holdField: '' });
      rates.set(key, rate);
    }
    return rate;
  };
  const results: PayoutRowResult[] = [];
  for (const row of rows) {
    const errors: FieldError[] = [];
    const corridor = findCorridor(
      caller.legalEntity,
      row.destinationCountry,
      row.destinationCurrency,
      row.payoutMethod,
    );
    if (!corridor) {
      const message = unsupportedCorridorMessage(row.destinationCurrency, row.destinationCountry);
      results.push({ errors: [{ field: 'destination_currency', message }], priced: null });
      continue;
    }
    const purpose = purposeIssue(row.destinationCurrency, row.purposeCode);
    if (purpose) errors.push({ field: 'purpose_code', message: purpose });
    const recipient = beneficiaryTypeIssue(row.destinationCurrency, row.beneficiaryAccountType);
    if (recipient) errors.push({ field: 'beneficiary_account_type', message: recipient });
    let rate: RateChoice;
    try {
      rate = await rateOf(row.sourceCurrency, row.destinationCurrency);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ errors: [...errors, { field: 'destination_currency', message: err.message }], priced: null });
      continue;
    }
    const { priced, issues } = await priceTyped(q, deps, caller, {
      sourceCurrency: row.sourceCurrency,
      destinationCurrency: row.destinationCurrency,
      payoutMethod: row.payoutMethod,
      rate: rate.rate,
      typed: row.typed,
      supplierFeePercent,
      fieldPrefix: '',
    });
    errors.push(...issues);
    results.push({
      errors,
      priced: priced
        ? {
            sourceAmount: priced.value.sourceAmountWithSupplierFee,
            destinationAmount: priced.value.destinationAmount,
            feeAmount: priced.value.totalFeeAmount + priced.value.supplierPaymentsFee,
          }
        : null,
    });
  }
  return results;
}
