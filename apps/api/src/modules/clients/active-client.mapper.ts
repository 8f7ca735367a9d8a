import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { ClientRow } from './clients.repository.ts';

export function toActiveClient(c: ClientRow): TActiveClient {
  const sweep = c.autosweep_bank_account;
  return {
    _id: c.id,
    client_name: c.client_name,
    client_label: c.client_label,
    portal_type: c.portal_type,
    acquisition_type: c.acquisition_type,
    client_country: c.client_country,
    client_legal_entity: c.client_legal_entity,
    institution_type: c.institution_type,
    engagement_type: c.engagement_type,
    status: c.status,
    lockAndHoldFx: c.lock_and_hold_fx,
    supplier_payments_customer: c.supplier_payments_customer,
    topup_currency: c.topup_currency,
    topup_pricing: c.topup_pricing,
    utcOffset: c.utc_offset,
    is_active: c.is_active,
    auto_reversal_days: c.auto_reversal_days,
    default_bookfx_type: c.default_bookfx_type,
    is_auto_book_fx: c.is_auto_book_fx,
    license_type: c.license_type,
    is_api_payout_approval_required: c.is_api_payout_approval_required,
    client_base_currency: c.client_base_currency,
    autosweep_bank_account: sweep
      ? {
          bank_name: sweep.bank_name ?? '',
          account_number: sweep.account_number ?? '',
          routing_code_type: sweep.routing_code_type ?? '',
          routing_code_value: sweep.routing_code_value ?? '',
          bank_account_holder_name: sweep.bank_account_holder_name ?? '',
        }
      : null,
    isWalletVariant: c.wallet_variant,
    created_at: c.created_at.toISOString(),
  };
}
