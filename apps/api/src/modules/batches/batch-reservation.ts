import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { getPending } from '../../ledger/ledger.service.ts';
import type { TransferInput } from '../../ledger/ledger.types.ts';
import { type BatchOp, bookBatch } from '../../ledger/ledger-batch.ts';
import { coverShortfallByAutoBookFx } from '../fx/auto-book-fx.service.ts';
import type { BulkSetting } from '../payouts/payout-bulk.service.ts';

/**
 * The money of a batch paid from the balance, reserved before any payout exists (a pending transfer), so a chunk of
 * the pay job can never fail on it. Each chunk voids the reservation and renews it for what is left in the same ledger
 * batch as its payouts' holds; the reservation's id is keyed by the rows paid before it, so a chunk redone after a
 * crash finds the one it left.
 */
const reservationId = (batchId: string, paidRows: number) => stableUuid('batch-reservation', batchId, String(paidRows));

const voidOf = (pendingId: string): BatchOp => ({
  kind: 'void',
  id: stableUuid('batch-reservation-void', pendingId),
  pendingId,
});

function reservation(s: BulkSetting, paidRows: number, amount: bigint): TransferInput {
  return {
    id: reservationId(s.batchId, paidRows),
    debitAccountId: s.account.id,
    creditAccountId: systemAccountId('PAYOUT_CLEARING', s.account.currency),
    amount,
    currency: s.account.currency,
    code: 'PAYOUT',
    reference: `Bulk payment ${s.reference}`,
    isPending: true,
    businessType: 'batch',
    businessId: s.batchId,
  };
}

/** The whole batch's debit reserved in the account (auto book-FX first buys what it lacks, when on). */
export async function reserve(tx: Queryable, deps: AppDeps, caller: Caller, s: BulkSetting, total: bigint) {
  try {
    if (s.client.is_auto_book_fx) {
      await coverShortfallByAutoBookFx(tx, deps, caller, {
        accountId: s.account.id,
        currency: s.account.currency,
        amountMinor: total,
        reference: `bulk payment ${s.reference}`,
      });
    }
    await bookBatch(tx, [{ kind: 'transfer', ...reservation(s, 0, total) }]);
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
      const message = `Your ${s.account.currency} balance does not cover this batch. Add money or choose another way to pay.`;
      throw new AppError('INSUFFICIENT_FUNDS', { status: 400, message, errors: [{ field: 'depositMethod', message }] });
    }
    throw err;
  }
}

/**
 * The ledger operations a chunk books around its payouts' holds: the reservation voided before them, and renewed after
 * them for what is left (not after the last chunk, whose rest is the batch's end to release).
 */
export async function chunkReservation(
  tx: Queryable,
  s: BulkSetting,
  chunk: { paidBefore: number; paying: number; debit: bigint; isLast: boolean },
): Promise<{ before: BatchOp[]; after: BatchOp[] }> {
  const current = await getPending(tx, reservationId(s.batchId, chunk.paidBefore));
  const reserved = current?.state === 'PENDING' ? current.amount : 0n;
  const rest = reserved - chunk.debit;
  return {
    before: reserved > 0n ? [voidOf(current!.id)] : [],
    after:
      rest > 0n && !chunk.isLast
        ? [{ kind: 'transfer', ...reservation(s, chunk.paidBefore + chunk.paying, rest) }]
        : [],
  };
}

/** What is left of the reservation once `paid` rows have their payouts, released. */
export async function releaseReservation(tx: Queryable, batchId: string, paid: number) {
  const current = await getPending(tx, reservationId(batchId, paid));
  if (current?.state !== 'PENDING') return;
  await bookBatch(tx, [voidOf(current.id)]);
}
