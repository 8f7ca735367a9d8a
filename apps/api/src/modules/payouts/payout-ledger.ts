import type { LedgerAction } from '@corridor/domain/payouts/ledger-effects';
import type { Queryable } from '../../db/client.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book, ensureSystemAccounts, postPending, voidPending } from '../../ledger/ledger.service.ts';
import type { TransferInput } from '../../ledger/ledger.types.ts';
import { conversionTransfers } from '../fx/exchanges.service.ts';
import type { NewPayout } from './payouts.repository.ts';

/**
 * A payout's money in the ledger (packages/domain payouts/ledger-effects.ts says which action each move takes):
 *
 * - HOLD, at creation (from the balance) or when the funding of a card or transfer payout credited the account: ONE
 *   pending transfer of the whole debit (source amount with every fee) from the business's account into
 *   PAYOUT_CLEARING(source currency). The money is no longer spendable but still the business's.
 * - POST, at SENT_TO_BANK: the hold is posted (the account's statement shows one "Money sent" entry), then the
 *   clearing account passes it on: the fees (transaction, SWIFT, supplier-payments) to FEE_REVENUE; the converted
 *   amount through the FX position accounts (the FX module's conversion legs, as any exchange) so the destination
 *   amount leaves through SETTLEMENT(destination currency) — or, in its own currency, straight to SETTLEMENT.
 * - VOID, when the payout stops before the bank has it (CANCELLED, USER_REJECTED, APPROVAL_REJECTED,
 *   FX_EXPIRED_CANCELLED, RFI_REJECTED): the hold is voided, the money spendable again.
 * - REFUND, at RETURNED: every leg of the post runs backwards at the payout's own rate — fees included — and the
 *   business is credited what it was debited (a "Returned" entry). Decision: a return is the recipient bank's refusal,
 *   not the business's doing, so it gets everything back; the FX position carries the rate move, as it does for any
 *   conversion.
 * Every transfer's id derives from the payout and its step, so a step retried is a replay, never a second booking.
 */
export type PayoutMoney = Pick<
  NewPayout,
  | 'id'
  | 'transaction_number'
  | 'beneficiary_name'
  | 'source_account_id'
  | 'source_currency'
  | 'destination_currency'
  | 'source_amount'
  | 'converted_amount'
  | 'destination_amount'
  | 'fee_amount'
  | 'swift_fee_amount'
  | 'supplier_payments_fee'
  | 'hold_transfer_id'
>;

const transferId = (payoutId: string, step: string) => stableUuid('payout', payoutId, step);
const link = (p: Pick<PayoutMoney, 'transaction_number'>) => ({
  businessType: 'payout',
  businessId: p.transaction_number,
});
const feesOf = (p: PayoutMoney) => p.fee_amount + p.swift_fee_amount + p.supplier_payments_fee;

/** What the business's account is debited: the source amount with the supplier-payments fee on top. */
export const debitOf = (p: Pick<PayoutMoney, 'source_amount' | 'supplier_payments_fee'>) =>
  p.source_amount + p.supplier_payments_fee;

/** The id of the pending transfer holding a payout's debit (payouts.hold_transfer_id). */
export const holdTransferId = (payoutId: string) => transferId(payoutId, 'hold');

/** The pending transfer that holds a new payout's debit. */
export function holdTransfer(p: Omit<PayoutMoney, 'hold_transfer_id'>): TransferInput {
  return {
    id: holdTransferId(p.id),
    debitAccountId: p.source_account_id,
    creditAccountId: systemAccountId('PAYOUT_CLEARING', p.source_currency),
    amount: debitOf(p),
    currency: p.source_currency,
    code: 'PAYOUT',
    reference: `Payout to ${p.beneficiary_name}`,
    isPending: true,
    ...link(p),
  };
}

/** The legs that take the posted money out of clearing: fees, then the conversion (or none) to settlement. */
function outgoingLegs(p: PayoutMoney): TransferInput[] {
  const clearing = systemAccountId('PAYOUT_CLEARING', p.source_currency);
  const legs: TransferInput[] = [];
  const fees = feesOf(p);
  if (fees > 0n) {
    legs.push({
      id: transferId(p.id, 'fees'),
      debitAccountId: clearing,
      creditAccountId: systemAccountId('FEE_REVENUE', p.source_currency),
      amount: fees,
      currency: p.source_currency,
      code: 'FEE',
      reference: `Fees of payout ${p.transaction_number}`,
      ...link(p),
    });
  }
  if (p.source_currency === p.destination_currency) {
    legs.push({
      id: transferId(p.id, 'out'),
      debitAccountId: clearing,
      creditAccountId: systemAccountId('SETTLEMENT', p.destination_currency),
      amount: p.destination_amount,
      currency: p.destination_currency,
      code: 'PAYOUT',
      reference: `Payout to ${p.beneficiary_name}`,
      ...link(p),
    });
    return legs;
  }
  return [
    ...legs,
    ...conversionTransfers({
      ids: { source: transferId(p.id, 'convert-source'), destination: transferId(p.id, 'convert-destination') },
      from: { accountId: clearing, currency: p.source_currency, amount: p.converted_amount },
      to: {
        accountId: systemAccountId('SETTLEMENT', p.destination_currency),
        currency: p.destination_currency,
        amount: p.destination_amount,
      },
      reference: `Payout ${p.transaction_number} converted`,
      ...link(p),
    }),
  ];
}

/** The post backwards, at the payout's own rate: the destination amount back, the fees back, the debit back. */
function refundLegs(p: PayoutMoney, reason: string | null): TransferInput[] {
  const clearing = systemAccountId('PAYOUT_CLEARING', p.source_currency);
  const settlement = systemAccountId('SETTLEMENT', p.destination_currency);
  const legs: TransferInput[] =
    p.source_currency === p.destination_currency
      ? [
          {
            id: transferId(p.id, 'refund-in'),
            debitAccountId: settlement,
            creditAccountId: clearing,
            amount: p.destination_amount,
            currency: p.destination_currency,
            code: 'RETURN',
            reference: `Payout ${p.transaction_number} returned`,
            ...link(p),
          },
        ]
      : conversionTransfers({
          ids: { source: transferId(p.id, 'refund-source'), destination: transferId(p.id, 'refund-destination') },
          from: { accountId: settlement, currency: p.destination_currency, amount: p.destination_amount },
          to: { accountId: clearing, currency: p.source_currency, amount: p.converted_amount },
          reference: `Payout ${p.transaction_number} returned and converted back`,
          ...link(p),
        });
  const fees = feesOf(p);
  if (fees > 0n) {
    legs.push({
      id: transferId(p.id, 'refund-fees'),
      debitAccountId: systemAccountId('FEE_REVENUE', p.source_currency),
      creditAccountId: clearing,
      amount: fees,
      currency: p.source_currency,
      code: 'RETURN',
      reference: `Fees of payout ${p.transaction_number} refunded`,
      ...link(p),
    });
  }
  legs.push({
    id: transferId(p.id, 'refund'),
    debitAccountId: clearing,
    creditAccountId: p.source_account_id,
    amount: debitOf(p),
    currency: p.source_currency,
    code: 'RETURN',
    reference: `Returned: payout to ${p.beneficiary_name}${reason ? ` (${reason})` : ''}`,
    ...link(p),
  });
  return legs;
}

/** Books what a move's ledger action asks, inside the move's transaction. */
export async function bookPayoutAction(
  tx: Queryable,
  p: PayoutMoney,
  action: LedgerAction,
  reason: string | null,
): Promise<void> {
  switch (action) {
    case 'NONE':
    case 'KEEP':
      return;
    case 'HOLD':
      // A payout paid by card or transfer, its funding just credited to the account in this transaction.
      await book(tx, [holdTransfer(p)]);
      return;
    case 'POST': {
      if (!p.hold_transfer_id) throw new Error(`Payout ${p.id} has no held money to post`);
      await ensureSystemAccounts(tx, p.destination_currency);
      await postPending(tx, { id: transferId(p.id, 'post'), pendingId: p.hold_transfer_id, ...link(p) });
      await book(tx, outgoingLegs(p));
      return;
    }
    case 'VOID':
      if (!p.hold_transfer_id) throw new Error(`Payout ${p.id} has no held money to release`);
      await voidPending(tx, { id: transferId(p.id, 'void'), pendingId: p.hold_transfer_id, ...link(p) });
      return;
    case 'REFUND':
      await book(tx, refundLegs(p, reason));
      return;
  }
}
