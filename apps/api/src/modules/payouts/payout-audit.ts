import type { Caller } from '../../caller.ts';
import { callerEntry } from '../audit/audit.service.ts';
import type { PayoutRow } from './payouts.repository.ts';

/** The audit entry of a decision on a payout: what it was, for how much, and why. */
export function payoutAudit(
  caller: Caller,
  action: 'payout.created' | 'payout.cancelled' | 'payout.approved' | 'payout.rejected',
  at: Date,
  p: Pick<
    PayoutRow,
    | 'id'
    | 'transaction_number'
    | 'source_amount'
    | 'source_currency'
    | 'destination_amount'
    | 'destination_currency'
    | 'status'
    | 'beneficiary_name'
  >,
  reason?: string | null,
) {
  return callerEntry(caller, action, at, {
    target: { type: 'payout', id: p.transaction_number },
    details: {
      payout_id: p.id,
      source_amount: p.source_amount.toString(),
      source_currency: p.source_currency,
      destination_amount: p.destination_amount.toString(),
      destination_currency: p.destination_currency,
      beneficiary: p.beneficiary_name,
      status: p.status,
      ...(reason ? { reason } : {}),
    },
  });
}
