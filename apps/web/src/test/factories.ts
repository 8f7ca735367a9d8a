import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import { BENEFICIARY_FIELDS, type BeneficiaryField } from '@corridor/domain/beneficiaries/schema-types';

/** A signed-in user as the API answers it; tests override what they are about. */
export function makeSessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    _id: 'u1',
    clientId: 'c1',
    name: 'Alexandra Montgomery',
    email: 'admin@demo.test',
    roles: [{ role_name: 'sme_admin' }],
    menus: ['/r/dashboard'],
    referral_code: null,
    isPasswordGenerated: false,
    usesAlternateFrontend: false,
    isApprover: false,
    isMaker: true,
    mustEnrolSecondFactor: false,
    ...overrides,
  };
}

/** The signed-in user's business as the API answers it (the SG demo business). */
export function makeActiveClient(overrides: Partial<TActiveClient> = {}): TActiveClient {
  return {
    _id: 'c1',
    client_name: 'Lion City Traders Pte Ltd',
    client_label: null,
    portal_type: 'SME',
    acquisition_type: null,
    client_country: 'SG',
    client_legal_entity: 'SG',
    institution_type: null,
    engagement_type: null,
    status: 'COMPLETED',
    lockAndHoldFx: false,
    supplier_payments_customer: false,
    topup_currency: null,
    topup_pricing: null,
    utcOffset: '+08:00',
    is_active: true,
    auto_reversal_days: null,
    default_bookfx_type: null,
    is_auto_book_fx: false,
    license_type: null,
    is_api_payout_approval_required: true,
    client_base_currency: 'SGD',
    autosweep_bank_account: null,
    isWalletVariant: false,
    created_at: '2026-05-11T00:00:00.000Z',
    ...overrides,
  };
}

/** An empty, open currency account as the API answers it. */
export function makeAccount(
  overrides: Partial<TCurrencyAccount> & Pick<TCurrencyAccount, 'currency'>,
): TCurrencyAccount {
  const { currency } = overrides;
  return {
    _id: `acc-${currency}`,
    client: 'c1',
    account_number: '123',
    running_balance: { currency, amountMinor: '0', display: '0.00' },
    available_balance: { currency, amountMinor: '0', display: '0.00' },
    is_active: true,
    hidden: false,
    label: null,
    is_default_account: false,
    disable_auto_bookfx: false,
    auto_bookfx_sequence: null,
    VFA: null,
    created_at: '2026-01-01T00:00:00Z',
    closed_at: null,
    ...overrides,
  } as TCurrencyAccount;
}

/** A saved contact (beneficiary) as the API answers it: a SEPA supplier unless overridden. */
export function makeContact(overrides: Partial<TBeneficiary> = {}): TBeneficiary {
  const empty = Object.fromEntries(BENEFICIARY_FIELDS.map((f) => [f, null])) as Record<BeneficiaryField, null>;
  return {
    _id: 'b1',
    client_id: 'c1',
    status: 'ACTIVE',
    beneficiary_country_code: 'DE',
    destination_country: 'DE',
    destination_currency: 'EUR',
    payout_method: 'LOCAL',
    client_legal_entity: 'SG',
    ...empty,
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Müller Maschinenbau GmbH',
    beneficiary_email: 'ap@mueller.de',
    beneficiary_account_number: 'DE89370400440532013000',
    beneficiary_bank_name: 'Commerzbank',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
