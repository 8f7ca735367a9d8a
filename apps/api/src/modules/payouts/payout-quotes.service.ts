import type { TPayoutPricing } from '@corridor/contracts/payouts/payout-common';
import type { TPurposeCodesResponse } from '@corridor/contracts/payouts/purpose-codes';
import type { TSwiftFeesResponse } from '@corridor/contracts/payouts/swift-fees';
import { findCorridor, unsupportedCorridorMessage } from '@corridor/domain/corridors';
import { isCurrencyCode } from '@corridor/domain/currencies';
import {
  SWIFT_FEE_CHARGED_TO_SENDER,
  SWIFT_FEE_PAYER_DESCRIPTIONS,
  SWIFT_FEE_PAYERS,
} from '@corridor/domain/payouts/fee-schedule';
import { needsUsdRate, supplierFeePercentOf, swiftFee } from '@corridor/domain/payouts/fees';
import { INR_PURPOSE_CODES } from '@corridor/domain/payouts/inr';
import { isPurposeRequired, PAYMENT_REASONS, purposeChoices } from '@corridor/domain/payouts/purpose';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { findOwnBeneficiary } from '../beneficiaries/beneficiaries.service.ts';
import { loadActiveClient } from '../clients/clients.service.ts';
import { exchangeAmount, exchangeValueView, rateFields } from '../fx/fx-amounts.service.ts';
import { clientRate } from '../fx/fx-quotes.service.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { fieldError, payoutRate, priceTyped, throwIssues } from './payout-pricing.ts';

/** GET common/purposeCodes: the purpose dropdown for a destination currency (spec §3, §5). */
export function purposeCodes(destinationCurrency: string): TPurposeCodesResponse {
  return {
    destination_currency: destinationCurrency,
    is_mandatory: isPurposeRequired(destinationCurrency),
    purpose_codes: INR_PURPOSE_CODES.map((p) => ({ code: p.code, description: p.description })),
    payment_reasons: PAYMENT_REASONS.map((r) => ({ value: r.value, label: r.label })),
    choices: purposeChoices(destinationCurrency),
  };
}

function unsupported(currency: string, country: string) {
  const message = unsupportedCorridorMessage(currency, country);
  return new AppError('CORRIDOR_NOT_SUPPORTED', { message, errors: [{ field: 'destinationCurrency', message }] });
}

/**
 * GET swift-fees: the SWIFT fee of the caller's corridor to a country and currency, per source currency — its USD
 * price (fee-schedule.ts) at the client's USD rate, rounded up — and who may bear the banks' charges. A LOCAL corridor
 * has none.
 */
export async function swiftFees(
  deps: PayoutDeps,
  caller: Caller,
  q: { sourceCurrencies: string; destinationCurrency: string; destinationCountry: string; clientId?: string },
): Promise<TSwiftFeesResponse> {
  if (q.clientId !== undefined && q.clientId !== caller.clientId) throw new AppError('NOT_FOUND');
  const country = q.destinationCountry.toUpperCase();
  const corridor = findCorridor(caller.legalEntity, country, q.destinationCurrency);
  if (!corridor) throw unsupported(q.destinationCurrency, country);
  const sources = [...new Set(q.sourceCurrencies.split(','))];
  const unknown = sources.find((c) => !isCurrencyCode(c));
  if (unknown) throw fieldError('sourceCurrencies', `Unknown currency: ${unknown}`);
  const base = {
    payoutMethod: corridor.payoutMethod,
    destinationCurrency: q.destinationCurrency,
    swiftFeePayer: 'OUR' as const,
  };
  const data = [];
  for (const source of sources) {
    const input = { ...base, sourceCurrency: source };
    const usdRate = needsUsdRate(input) ? (await clientRate(deps, caller.clientId, 'USD', source)).fx_rate : undefined;
    data.push({
      source_currency: source,
      swift_fee: exchangeAmount(swiftFee({ ...input, usdRate }), source),
      swift_fee_usd: exchangeAmount(swiftFee({ ...input, sourceCurrency: 'USD' }), 'USD'),
    });
  }
  return {
    destination_currency: q.destinationCurrency,
    destination_country: country,
    payout_method: corridor.payoutMethod,
    swift_fee_payers: SWIFT_FEE_PAYERS.map((payer) => ({
      swift_fee_payer: payer,
      is_charged: corridor.payoutMethod === 'SWIFT' && SWIFT_FEE_CHARGED_TO_SENDER.includes(payer),
      description: SWIFT_FEE_PAYER_DESCRIPTIONS[payer],
    })),
    data,
  };
}

export type PricingRequest = {
  beneficiary_id: string;
  source_account?: string;
  source_currency: string;
  destination_currency?: string;
  source_amount?: string;
  destination_amount?: string;
  swift_fee_payer?: 'OUR' | 'SHA' | 'BEN';
  fx_hold_id?: string;
};

/**
 * POST transactionFees: the live calculation of the "set amount" step for one contact, at a held rate or the live
 * client rate, with the amount rules on the typed field. Checks no balance or limit (validatePayout does) and writes
 * nothing.
 */
export async function transactionFees(deps: PayoutDeps, caller: Caller, req: PricingRequest): Promise<TPayoutPricing> {
  const beneficiary = await findOwnBeneficiary(deps.db, caller, req.beneficiary_id);
  const { destinationCountry: country, destinationCurrency: own, payoutMethod } = beneficiary.corridor;
  const destination = req.destination_currency ?? own;
  if (destination !== own) {
    if (!findCorridor(caller.legalEntity, country, destination)) throw unsupported(destination, country);
    throw fieldError('destination_currency', `This contact is paid in ${own}.`);
  }
  if (!findCorridor(caller.legalEntity, country, own, payoutMethod)) throw unsupported(own, country);
  if (req.source_account) {
    const account = await findOwnAccount(deps.db, caller, req.source_account);
    if (account.currency !== req.source_currency) {
      throw fieldError('source_account', `This account holds ${account.currency}, not ${req.source_currency}.`);
    }
  }
  const pair = { source: req.source_currency, destination };
  const rate = await payoutRate(deps.db, deps, caller, pair, req.fx_hold_id, { lock: false, holdField: 'fx_hold_id' });
  const client = (await loadActiveClient(deps.db, caller.clientId))!;
  const supplierFeePercent = supplierFeePercentOf({
    supplierPaymentsCustomer: client.supplier_payments_customer,
    topupPricing: client.topup_pricing,
  });
  const { priced, issues } = await priceTyped(deps.db, deps, caller, {
    sourceCurrency: pair.source,
    destinationCurrency: destination,
    payoutMethod,
    rate: rate.rate,
    typed: req,
    supplierFeePercent,
    fieldPrefix: '',
  });
  throwIssues(issues);
  return {
    beneficiary_id: beneficiary.id,
    payout_method: payoutMethod,
    ...rateFields(rate.rate),
    fixed_side: priced!.fixedSide,
    fee_payer: priced!.feePayer,
    swift_fee_payer: priced!.swiftFeePayer,
    fx_hold_id: rate.hold?.id ?? null,
    supplier_fee_percent: supplierFeePercent ?? null,
    exchangeValue: exchangeValueView(priced!.value, pair.source, destination),
  };
}
