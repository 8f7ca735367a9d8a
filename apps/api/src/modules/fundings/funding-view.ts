import type { TFunding } from '@corridor/contracts/fundings/funding';
import { toMoney } from '@corridor/contracts/money';
import { ADD_MONEY_METHOD_LABELS } from '@corridor/domain/fundings/methods';
import { fundingStatusCode } from '@corridor/domain/fundings/status-codes';
import { FUNDING_STATUS_LABELS } from '@corridor/domain/fundings/statuses';
import { fundingTrackerSteps } from '@corridor/domain/fundings/tracker';
import type { FundingAchAccount } from '../ach/ach.service.ts';
import type { OwnCard } from '../cards/cards.service.ts';
import type { FundingEventRow, FundingRow } from './fundings.repository.ts';

/** A funding as the API answers it, its tracker drawn from its events. */
export function fundingView(
  r: FundingRow,
  events: readonly FundingEventRow[],
  card: OwnCard | undefined,
  achAccount?: FundingAchAccount,
): TFunding {
  // A card's 3-D Secure page while it is charged; an FPX payment's bank page while it is awaited.
  const redirectStatus = r.method === 'fpxTransfer' ? 'AWAITING_FUNDS' : 'DEBITING_FUNDS';
  return {
    _id: r.id,
    reference: r.reference,
    type: r.type,
    method: r.method,
    methodLabel: ADD_MONEY_METHOD_LABELS[r.method],
    status: r.status,
    statusLabel: FUNDING_STATUS_LABELS[r.status],
    statusCode: fundingStatusCode(r.method, r.status),
    amount: toMoney(r.amount, r.currency),
    fee: toMoney(r.fee, r.currency),
    total: toMoney(r.amount + r.fee, r.currency),
    account: { _id: r.currency_account_id, currency: r.currency, account_number: r.account_number },
    card: card ? { _id: card.id, brand: card.brand, lastFour: card.last_four } : null,
    achAccount: achAccount ?? null,
    instructions: r.instructions,
    redirectUrl: r.status === redirectStatus ? r.redirect_url : null,
    failureReason: r.failure_reason,
    tracker: fundingTrackerSteps(
      r.type,
      events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
      r.method,
    ),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
