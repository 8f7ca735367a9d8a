import { fundingNumber } from '@corridor/domain/fundings/statuses';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import * as repo from './fundings.repository.ts';

export type HistoricFunding = {
  id: string;
  accountId: string;
  amount: bigint;
  /** The ledger transfer that credited it (booked by whoever imports it, with the funding's id as business id). */
  creditTransferId: string;
  at: Date;
};

/**
 * Records money added by bank transfer before Corridor kept fundings (the demo's history), as COMPLETED: awaited,
 * then seen and credited a few minutes later. Returns its FD reference.
 */
export async function importCompletedFundingInTx(
  tx: Queryable,
  owner: Pick<Caller, 'clientId' | 'userId'>,
  f: HistoricFunding,
): Promise<string> {
  const account = await findOwnAccount(tx, owner, f.accountId);
  const reference = fundingNumber(await repo.nextFundingSequence(tx));
  const awaitedAt = new Date(f.at.getTime() - 15 * 60_000);
  await repo.insertFunding(tx, owner.clientId, {
    id: f.id,
    reference,
    type: 'PREFUNDING',
    method: 'bankTransfer',
    status: 'AWAITING_FUNDS',
    currency_account_id: account.id,
    currency: account.currency,
    amount: f.amount,
    fee: 0n,
    card_id: null,
    product_code: null,
    request_id: null,
    partner_reference: null,
    redirect_url: null,
    instructions: null,
    next_check_at: null,
    expires_at: null,
    created_by: owner.userId,
    created_at: awaitedAt,
  });
  await repo.markFinal(tx, owner.clientId, f.id, {
    status: 'COMPLETED',
    at: f.at,
    reason: null,
    creditTransferId: f.creditTransferId,
  });
  return reference;
}
