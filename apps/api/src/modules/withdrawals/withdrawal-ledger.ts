import type { LedgerAction } from '@corridor/domain/payouts/ledger-effects';
import type { Queryable } from '../../db/client.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book, postPending, voidPending } from '../../ledger/ledger.service.ts';
import type { TransferInput } from '../../ledger/ledger.types.ts';

/**
 * A withdrawal's money in the ledger (domain withdrawals/ledger-effects.ts says which action each move takes). The
 * money leaves through the SETTLEMENT account of its currency, where money received comes in from:
 * - HOLD, at creation: ONE pending transfer of the amount from the currency account to SETTLEMENT. It is no longer
 *   spendable (the account's available balance drops) but still the business's.
 * - POST, when the rail reports it sent to the bank: the hold is posted, the account's statement shows "Withdrawal".
 * - VOID, when it is cancelled before sending (a refused bank account, the rail's cancellation): spendable again.
 * - REFUND, when the bank returns it: SETTLEMENT credits the account with the amount (a "Returned" entry).
 * No fee is charged: a withdrawal goes to the business's own account. Every transfer's id derives from the withdrawal
 * and its step, so a step run twice is a replay, never a second booking.
 */
export type WithdrawalMoney = {
  id: string;
  reference: string;
  currency_account_id: string;
  currency: string;
  amount: bigint;
  bank_name: string;
};

const transferId = (withdrawalId: string, step: string) => stableUuid('withdrawal', withdrawalId, step);
const link = (w: WithdrawalMoney) => ({ businessType: 'withdrawal', businessId: w.reference });

export const holdTransferId = (withdrawalId: string) => transferId(withdrawalId, 'hold');

export function holdTransfer(w: WithdrawalMoney): TransferInput {
  return {
    id: holdTransferId(w.id),
    debitAccountId: w.currency_account_id,
    creditAccountId: systemAccountId('SETTLEMENT', w.currency),
    amount: w.amount,
    currency: w.currency,
    code: 'WITHDRAWAL',
    reference: `Withdrawal ${w.reference} to ${w.bank_name}`,
    isPending: true,
    ...link(w),
  };
}

/** Books what a move's ledger action asks, inside the move's transaction. */
export async function applyLedgerAction(
  tx: Queryable,
  w: WithdrawalMoney,
  action: LedgerAction,
  reason: string | null,
): Promise<void> {
  const pendingId = holdTransferId(w.id);
  switch (action) {
    case 'HOLD':
      await book(tx, [holdTransfer(w)]);
      return;
    case 'POST':
      await postPending(tx, { id: transferId(w.id, 'post'), pendingId, ...link(w) });
      return;
    case 'VOID':
      await voidPending(tx, { id: transferId(w.id, 'void'), pendingId, reference: reason ?? undefined, ...link(w) });
      return;
    case 'REFUND':
      await book(tx, [
        {
          id: transferId(w.id, 'refund'),
          debitAccountId: systemAccountId('SETTLEMENT', w.currency),
          creditAccountId: w.currency_account_id,
          amount: w.amount,
          currency: w.currency,
          code: 'RETURN',
          reference: `Withdrawal ${w.reference} returned${reason ? `: ${reason}` : ''}`.slice(0, 200),
          ...link(w),
        },
      ]);
      return;
    case 'KEEP':
    case 'NONE':
      return;
  }
}
