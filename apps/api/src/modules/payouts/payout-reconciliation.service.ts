import { RECONCILIATION_MESSAGES, RFI_MESSAGES } from '@corridor/domain/transactions/rfi';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FundingRef } from './payout-funding.service.ts';
import { applyMove, lockOwnPayout } from './payout-lifecycle.service.ts';
import { laterOf } from './payout-rail.service.ts';
import * as repo from './payouts.repository.ts';

/**
 * Payment reconciliation (spec §4 PAYMENT_RECONCILIATION_*): the collection bank saw the transfer paying for
 * bank-transfer payouts but could not match it to the business. The fundings module (which owns the transfer) calls
 * `raiseReconciliation`; the payouts wait, unfunded, for the business's answer (`answerReconciliation`, from the RFI
 * form), then for compliance's decision, which the fundings module applies through settlePayoutFunding (credited:
 * PENDING) or failPayoutFunding (sent back: CANCELLED). All the payouts of one transfer move together: one answer
 * covers them all.
 */

/** The transfer arrived but is not reconciled: its awaiting payouts move on to an RFI asking for proof of payment. */
export async function raiseReconciliation(tx: Queryable, f: FundingRef, at: Date): Promise<void> {
  for (const row of await repo.lockPayoutsOfFunding(tx, f.clientId, f.fundingId)) {
    if (row.status !== 'AWAITING_FUNDS_BANK_PROXY') continue;
    const when = laterOf(at, row.updated_at);
    const pending = await applyMove(tx, row, { to: 'PAYMENT_RECONCILIATION_PENDING', by: 'funding', at: when });
    await applyMove(tx, pending, {
      to: 'PAYMENT_RECONCILIATION_RFI_RAISED',
      by: 'funding',
      at: when,
      reason: RECONCILIATION_MESSAGES.raised,
    });
  }
}

/**
 * The business answers for the transfer that paid `payoutId`: every payout of that transfer still asked is
 * PAYMENT_RECONCILIATION_RFI_RESPONDED with the answer. Returns the funding, whose check now asks compliance.
 */
export async function answerReconciliation(
  tx: Queryable,
  who: { clientId: string; userId: string },
  payoutId: string,
  response: string,
  at: Date,
): Promise<FundingRef> {
  const asked = await lockOwnPayout(tx, who.clientId, payoutId);
  if (asked.status !== 'PAYMENT_RECONCILIATION_RFI_RAISED' || !asked.funding_id) {
    throw new AppError('INVALID_TRANSITION', { message: RFI_MESSAGES.notOpen });
  }
  const ref = { clientId: who.clientId, fundingId: asked.funding_id };
  for (const row of await repo.lockPayoutsOfFunding(tx, ref.clientId, ref.fundingId)) {
    if (row.status !== 'PAYMENT_RECONCILIATION_RFI_RAISED') continue;
    await repo.setRfiResponse(tx, row.client_id, row.id, response);
    const when = laterOf(at, row.updated_at);
    await applyMove(tx, row, { to: 'PAYMENT_RECONCILIATION_RFI_RESPONDED', by: 'user', userId: who.userId, at: when });
  }
  return ref;
}

/**
 * Where the reconciliation of a funding stands: `none` (not reconciled), `asked` (waiting for the business), or
 * `answered` with the answer compliance decides on.
 */
export async function reconciliationOf(
  tx: Queryable,
  f: FundingRef,
): Promise<{ state: 'none' } | { state: 'asked' } | { state: 'answered'; response: string }> {
  const rows = await repo.lockPayoutsOfFunding(tx, f.clientId, f.fundingId);
  const answered = rows.find((r) => r.status === 'PAYMENT_RECONCILIATION_RFI_RESPONDED');
  if (answered) return { state: 'answered', response: answered.rfi_response ?? '' };
  if (rows.some((r) => r.status === 'PAYMENT_RECONCILIATION_RFI_RAISED')) return { state: 'asked' };
  return { state: 'none' };
}
