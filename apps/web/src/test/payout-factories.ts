import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import type { TExchangeAmount, TExchangeValue } from '@corridor/contracts/fx/fx-common';
import type { TPayout, TPayoutPricing } from '@corridor/contracts/payouts/payout-common';
import type { TValidatePayoutResponse } from '@corridor/contracts/payouts/validate-payout';
import { BENEFICIARY_FIELDS, type BeneficiaryField } from '@corridor/domain/beneficiaries/schema-types';
import { formatMoney } from '@corridor/domain/money';

/** Test data for the send and approvals unit tests: contacts, prices and payouts as the API answers them. */

type Recipient = Pick<
  TBeneficiary,
  | '_id'
  | 'beneficiary_name'
  | 'beneficiary_email'
  | 'destination_currency'
  | 'destination_country'
  | 'payout_method'
  | 'beneficiary_bank_name'
  | 'beneficiary_account_number'
>;

/** A contact as the send flow keeps it (a Müller in Germany, paid in EUR, locally). */
export function makeRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    _id: 'b-eur',
    beneficiary_name: 'Müller Maschinenbau GmbH',
    beneficiary_email: 'ap@mueller.de',
    destination_currency: 'EUR',
    destination_country: 'DE',
    payout_method: 'LOCAL',
    beneficiary_bank_name: 'Commerzbank',
    beneficiary_account_number: 'DE89370400440532013000',
    ...overrides,
  };
}

export function makeContact(overrides: Partial<TBeneficiary> = {}): TBeneficiary {
  const details = Object.fromEntries(BENEFICIARY_FIELDS.map((f) => [f, null])) as Record<BeneficiaryField, null>;
  const { _id, destination_currency, destination_country, payout_method, ...named } = makeRecipient();
  return {
    ...details,
    ...named,
    _id,
    beneficiary_account_type: 'COMPANY',
    client_id: 'c1',
    status: 'ACTIVE',
    beneficiary_country_code: destination_country,
    destination_country,
    destination_currency,
    payout_method,
    client_legal_entity: 'SG',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function amountOf(currency: string, minor: bigint | number): TExchangeAmount {
  const m = BigInt(minor);
  return { currency, amountMinor: m.toString(), display: formatMoney(m, currency), value: '0' };
}

export function makeValue(
  source: string,
  destination: string,
  debitMinor: number,
  creditMinor: number,
): TExchangeValue {
  const fee = amountOf(source, 400);
  return {
    sourceAmount: amountOf(source, debitMinor),
    destinationAmount: amountOf(destination, creditMinor),
    convertedAmount: amountOf(source, debitMinor - 400),
    feeAmount: fee,
    swiftFeeAmount: amountOf(source, 0),
    supplierPaymentsFee: amountOf(source, 0),
    sourceAmountWithSupplierFee: amountOf(source, debitMinor),
    totalFeeAmount: fee,
  };
}

export function makePricing(overrides: Partial<TPayoutPricing> = {}): TPayoutPricing {
  return {
    source_currency: 'SGD',
    destination_currency: 'EUR',
    base_fx_rate: '0.69',
    fx_rate: '0.687',
    margin: '0.004',
    beneficiary_id: 'b-eur',
    payout_method: 'LOCAL',
    fixed_side: 'source',
    fee_payer: 'BEN',
    swift_fee_payer: 'SHA',
    fx_hold_id: null,
    supplier_fee_percent: null,
    exchangeValue: makeValue('SGD', 'EUR', 100000, 68425),
    ...overrides,
  };
}

export function makeValidation(overrides: Partial<TValidatePayoutResponse> = {}): TValidatePayoutResponse {
  return {
    ...makePricing(),
    valid: true,
    source_account: { _id: 'acc-SGD', currency: 'SGD', account_number: '4359158276', label: null },
    client_preferences: null,
    is_approval_required: false,
    warnings: [],
    ...overrides,
  };
}

export function makePayout(overrides: Partial<TPayout> = {}): TPayout {
  const pricing = makePricing();
  return {
    ...pricing,
    payment_id: 'p1',
    transaction_number: 'SME_4359158276_20260305093015123',
    status: 'PENDING',
    progress_label: 'Processing',
    is_final: false,
    funding: 'WALLET',
    deposit_method: 'account',
    beneficiary: {
      _id: 'b-eur',
      name: 'Müller Maschinenbau GmbH',
      email: 'ap@mueller.de',
      account_type: 'COMPANY',
      country_code: 'DE',
      destination_country: 'DE',
      destination_country_name: 'Germany',
      bank_name: 'Commerzbank',
      account_number: '3000',
    },
    source_account: { _id: 'acc-SGD', currency: 'SGD', account_number: '4359158276', label: null },
    purpose_code: null,
    purpose_label: null,
    statement_narrative: 'LION CITY TRADERS',
    external_reference_id: null,
    client_preferences: null,
    documents: [],
    created_by: { _id: 'u1', name: 'Alexandra Montgomery' },
    created_at: '2026-03-05T09:30:15.123Z',
    updated_at: '2026-03-05T09:30:15.123Z',
    approval: { is_required: false, decision: null, decided_by: null, decided_at: null, reason: null, decide_by: null },
    events: [
      {
        status: 'PENDING',
        from_status: null,
        at: '2026-03-05T09:30:15.123Z',
        reason: null,
        actor: { type: 'user', user: { _id: 'u1', name: 'Alexandra Montgomery' } },
      },
    ],
    tracker: [
      { key: 'initiated', label: 'Initiated', state: 'done', at: '2026-03-05T09:30:15.123Z' },
      { key: 'processing', label: 'Processing', state: 'current', at: null },
    ],
    actions: { can_approve: false, can_reject: false, can_cancel: true },
    ...overrides,
  } as TPayout;
}
