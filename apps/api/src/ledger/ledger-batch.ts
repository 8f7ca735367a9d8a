import type { Queryable } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { insertOrReplay, resolutionRow, toRow } from './ledger.service.ts';
import type { BookedTransfer, ResolveInput, TransferInput } from './ledger.types.ts';

/**
 * One operation of a batch: a new transfer (posted, or pending with `isPending`), or the post or void of a pending
 * transfer (booked earlier, or earlier in the same batch).
 */
export type BatchOp =
  | ({ kind: 'transfer' } & TransferInput)
  | ({ kind: 'post' } & ResolveInput)
  | ({ kind: 'void' } & Omit<ResolveInput, 'amount'>);

/** The most operations one call books; callers chunk above it (a statement's arrays stay a few hundred KB). */
export const MAX_BATCH_OPS = 5_000;

/**
 * Books many transfers, posts and voids in ONE statement (TigerBeetle's lesson: a batch per round trip, not a round
 * trip per transfer), inside the caller's transaction, with every rule `book` keeps — they live in the database
 * (002_ledger.sql, 024_house_reservations.sql, 039_ledger_apply_by_statement.sql), which applies the rows as sets in
 * the order given:
 * - the accounts the statement changes are locked by its trigger, lowest id first (business accounts, and house
 *   accounts only where posted to), so a batch cannot deadlock with another batch or a single booking;
 * - each operation must leave every business account at or above zero, counting reservations: the first that
 *   would not makes the whole statement fail (INSUFFICIENT_FUNDS) and nothing of the batch is written — the caller's
 *   transaction must roll back (or to its savepoint);
 * - a transfer id already booked with the same content is a replay (isReplay, nothing moves), with other content
 *   TRANSFER_ID_REUSED; one id twice in a batch is refused before anything is sent;
 * - a pending transfer is resolved once: a second post or void is INVALID_TRANSITION.
 */
export async function bookBatch(tx: Queryable, ops: BatchOp[]): Promise<BookedTransfer[]> {
  if (ops.length === 0) return [];
  if (ops.length > MAX_BATCH_OPS) {
    throw new AppError('VALIDATION_ERROR', { message: `At most ${MAX_BATCH_OPS} ledger operations per batch.` });
  }
  const rows = ops.map((op) =>
    op.kind === 'transfer' ? toRow(op) : resolutionRow(op, op.kind === 'post' ? 'POSTED' : 'VOIDED'),
  );
  const ids = new Set<string>();
  for (const r of rows) {
    if (ids.has(r.id)) {
      const message = `Transfer ${r.id} appears twice in one batch.`;
      throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'id', message }] });
    }
    ids.add(r.id);
  }
  return insertOrReplay(tx, rows);
}
