import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { TFeatureFlag } from '@corridor/contracts/clients/feature-configuration';
import { ZFeatureMetaData } from '@corridor/contracts/clients/feature-configuration';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { currentUser } from '../auth/auth.service.ts';
import { type ClientRow, findClient, listFeatureFlags, listTraits, upsertTrait } from './clients.repository.ts';

function toActiveClient(c: ClientRow): TActiveClient {
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

export async function clientDetails(deps: AppDeps, clientId: string, userId: string) {
  const [client, user] = await Promise.all([findClient(deps.db, clientId), currentUser(deps, userId)]);
  if (!client) throw new AppError('user_not_logged_in');
  return { client: toActiveClient(client), user };
}

export async function featureConfiguration(deps: AppDeps, clientId: string) {
  const [flags, traits] = await Promise.all([listFeatureFlags(deps.db), listTraits(deps.db, clientId)]);
  const features: TFeatureFlag[] = flags.map((f) => ({
    feature: f.feature,
    enabled: f.enabled,
    metaData: ZFeatureMetaData.parse(f.meta_data),
  }));
  return { features, traits };
}

/** Traits belong to the caller's own client: another client's id is refused as not found. */
export async function setTrait(
  deps: AppDeps,
  sessionClientId: string,
  req: { clientId: string; traitKey: string; traitValue: string },
) {
  if (req.clientId !== sessionClientId) throw new AppError('NOT_FOUND');
  await upsertTrait(deps.db, sessionClientId, req.traitKey, req.traitValue);
  return featureConfiguration(deps, sessionClientId);
}
