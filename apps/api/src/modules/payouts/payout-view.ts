import type { TFxRate } from '@corridor/contracts/fx/fx-common';
import type { TPayout, TPayoutDocument } from '@corridor/contracts/payouts/payout-common';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { countryName } from '@corridor/domain/corridors';
import { checkApproval } from '@corridor/domain/payouts/approvals';
import type { DepositMethod } from '@corridor/domain/payouts/funding';
import type { InrClientPreferences } from '@corridor/domain/payouts/inr';
import { purposeChoices } from '@corridor/domain/payouts/purpose';
import { isAwaitingApproval, isFinalStatus, progressLabel } from '@corridor/domain/payouts/statuses';
import { payoutTrackerSteps } from '@corridor/domain/payouts/tracker';
import { canTransition, isTerminal } from '@corridor/domain/payouts/transitions';
import { storedExchangeValueView } from '../fx/fx-amounts.service.ts';
import type { EventRow } from './payout-events.repository.ts';
import type { PayoutRow } from './payouts.repository.ts';

/** Who looks at the payout: what they may do with it depends on it. */
export type Viewer = { userId: string; isApprover: boolean };

export function purposeLabel(destinationCurrency: string, code: string | null): string | null {
  if (!code) return null;
  return purposeChoices(destinationCurrency).find((c) => c.value === code)?.label ?? code;
}

/** The payout as every call answers it (contracts payouts/payout-common.ts ZPayout). */
export function payoutView(
  r: PayoutRow,
  events: readonly EventRow[],
  viewer: Viewer,
  documents: readonly TPayoutDocument[],
): TPayout {
  const history = events.map((e) => ({
    status: e.status,
    from_status: e.from_status,
    at: e.at.toISOString(),
    reason: e.reason,
    actor: {
      type: e.actor_type,
      user: e.actor_user_id ? { _id: e.actor_user_id, name: e.actor_name ?? '' } : null,
    },
  }));
  const forApproval = { createdBy: r.created_by, status: r.status, funding: r.funding };
  const canDecide = checkApproval(viewer, forApproval, 'APPROVE').ok;
  return {
    payment_id: r.id,
    transaction_number: r.transaction_number,
    status: r.status,
    progress_label: progressLabel(r.status),
    is_final: isFinalStatus(r.status) || isTerminal(r.status),
    funding: r.funding,
    deposit_method: r.deposit_method as DepositMethod,
    funding_id: r.funding_id,
    beneficiary: {
      _id: r.beneficiary_id,
      name: r.beneficiary_name,
      email: r.beneficiary_email,
      account_type: r.beneficiary_account_type,
      country_code: r.beneficiary_country_code,
      destination_country: r.destination_country,
      destination_country_name: countryName(r.destination_country),
      bank_name: r.beneficiary_bank_name,
      account_number: r.beneficiary_account_number ? maskAccountNumber(r.beneficiary_account_number) : null,
    },
    source_account: {
      _id: r.source_account_id,
      currency: r.source_currency,
      account_number: r.source_account_number,
      label: r.source_account_label,
    },
    source_currency: r.source_currency as TFxRate['source_currency'],
    destination_currency: r.destination_currency as TFxRate['destination_currency'],
    base_fx_rate: r.base_fx_rate,
    fx_rate: r.fx_rate,
    margin: r.margin,
    payout_method: r.payout_method,
    fixed_side: r.fixed_side,
    fee_payer: r.fee_payer,
    swift_fee_payer: r.swift_fee_payer,
    fx_hold_id: r.fx_hold_id,
    exchangeValue: storedExchangeValueView(r),
    purpose_code: r.purpose_code,
    purpose_label: purposeLabel(r.destination_currency, r.purpose_code),
    statement_narrative: r.statement_narrative,
    external_reference_id: r.external_reference_id,
    client_preferences: r.client_preferences as InrClientPreferences | null,
    documents: [...documents],
    created_by: { _id: r.created_by, name: r.created_by_name },
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    approval: {
      is_required: r.is_approval_required,
      decision: r.approval_decision,
      decided_by: r.approval_decided_by ? { _id: r.approval_decided_by, name: r.approval_decided_by_name ?? '' } : null,
      decided_at: r.approval_decided_at?.toISOString() ?? null,
      reason: r.approval_reason,
      decide_by: isAwaitingApproval(r.status) ? (r.fx_lock_expiry_at?.toISOString() ?? null) : null,
    },
    events: history,
    tracker: payoutTrackerSteps(history),
    actions: {
      can_approve: canDecide,
      can_reject: canDecide,
      can_cancel:
        viewer.userId === r.created_by && canTransition(r.status, 'USER_REJECTED', { by: 'user', funding: r.funding }),
    },
  };
}
