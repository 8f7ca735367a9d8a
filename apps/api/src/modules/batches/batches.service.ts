import type { TBatch, TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { TBatchRowEdit, TBatchRowEdited, TBatchRows } from '@corridor/contracts/batches/batch-rows';
import type { TBatchList } from '@corridor/contracts/batches/batches';
import type { TTransactionsResponse } from '@corridor/contracts/transactions/transactions';
import { batchWait } from '@corridor/domain/batches/settlement';
import {
  BATCH_STATUSES,
  type BatchStatus,
  canDeleteBatch,
  canFixRows,
  isFinalBatchStatus,
} from '@corridor/domain/batches/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { findFundingView } from '../fundings/fundings.service.ts';
import { batchPayoutStates, statusesOfBatches } from '../payouts/payout-batch-hooks.service.ts';
import { transactionsPage } from '../transactions/transactions.service.ts';
import { ownBatch, requireBulkUploads } from './batch-access.ts';
import { batchProgress } from './batch-progress.ts';
import { checkRows } from './batch-row-checks.ts';
import * as rowsRepo from './batch-rows.repository.ts';
import { batchView, detailView, progressEvent, rowView } from './batch-view.ts';
import * as repo from './batches.repository.ts';

const PAID_STATUSES: readonly BatchStatus[] = ['pending', 'paid', 'payout_failed'];

/** Batch reads and the business's own changes: list, detail, delete, the rows, fixing a row, proceeding. */

const encodeCursor = (r: { created_at: Date; id: string }) =>
  Buffer.from(`b|${r.created_at.toISOString()}|${r.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [tag, at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (tag !== 'b' || !isUuid(id ?? '') || Number.isNaN(createdAt.getTime())) {
    const message = 'This page cursor is not valid. Start again from the first page.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'cursor', message }] });
  }
  return { createdAt, id: id! };
}

export async function listBatches(
  deps: AppDeps,
  caller: Caller,
  q: { status?: BatchStatus; limit: number; cursor?: string },
): Promise<TBatchList> {
  await requireBulkUploads(deps.db, caller);
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
  const rows = await repo.findBatches(deps.db, caller.clientId, { status: q.status, limit: q.limit + 1, after });
  const page = rows.slice(0, q.limit);
  const pending = page.filter((b) => b.status === 'pending').map((b) => b.id);
  const statuses = await statusesOfBatches(deps.db, caller.clientId, pending);
  return {
    rows: page.map((b) => batchView(b, caller, batchWait(statuses.get(b.id) ?? []))),
    nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null,
  };
}

export async function detailOf(q: Queryable, caller: Caller, b: repo.BatchRecord): Promise<TBatchDetail> {
  const [totals, holds] = await Promise.all([
    rowsRepo.totalsOf(q, caller.clientId, b.id),
    rowsRepo.findFxHolds(q, caller.clientId, b.id),
  ]);
  return detailView(b, caller, totals, holds, await payingOf(q, caller, b));
}

/** A batch paid from outside: what its payouts wait for, and the ONE funding paying them (the fundings module's view). */
async function payingOf(q: Queryable, caller: Caller, b: repo.BatchRecord) {
  if (!PAID_STATUSES.includes(b.status)) return { wait: null, funding: undefined };
  const states = await batchPayoutStates(q, caller.clientId, b.id);
  const fundingId = states.find((s) => s.funding_id)?.funding_id;
  return {
    wait: b.status === 'pending' ? batchWait(states.map((s) => s.status)) : null,
    funding: fundingId ? await findFundingView(q, caller, fundingId) : undefined,
  };
}

export async function getBatch(deps: AppDeps, caller: Caller, id: string): Promise<TBatchDetail> {
  await requireBulkUploads(deps.db, caller);
  return detailOf(deps.db, caller, await ownBatch(deps.db, caller, id));
}

/** DELETE batch/{id}: cancels it where the state machine lets the business (never while paying, never once paid). */
export async function deleteBatch(deps: AppDeps, caller: Caller, id: string): Promise<TBatch> {
  await requireBulkUploads(deps.db, caller);
  return deps.db.tx(async (tx) => {
    const b = await ownBatch(tx, caller, id, true);
    if (!canDeleteBatch(b.status)) throw new AppError('INVALID_TRANSITION', { message: cannotDelete(b.status) });
    await repo.moveBatch(tx, caller.clientId, b.id, b.status, 'cancelled', deps.clock.now());
    await batchProgress.changed(tx, caller.clientId, b.id);
    return batchView((await repo.findBatch(tx, caller.clientId, b.id))!, caller);
  });
}

function cannotDelete(status: BatchStatus): string {
  if (status === 'cancelled') return 'This batch is already cancelled.';
  if (status === 'paid' || status === 'pending' || status === 'payout_in_progress') {
    return 'This batch is being paid or was paid: it cannot be deleted.';
  }
  return 'This batch is being processed. Try again once it has finished.';
}

export async function listRows(
  deps: AppDeps,
  caller: Caller,
  id: string,
  q: { status?: 'pending' | 'valid' | 'invalid' | 'excluded'; after: number; limit: number },
): Promise<TBatchRows> {
  await requireBulkUploads(deps.db, caller);
  const b = await ownBatch(deps.db, caller, id);
  const rows = await rowsRepo.findRows(deps.db, caller.clientId, b.id, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return {
    rows: page.map((r) => rowView(r, b.source_currency)),
    nextAfter: rows.length > q.limit ? page.at(-1)!.row_index : null,
  };
}

const notFixable = () =>
  new AppError('INVALID_TRANSITION', { message: 'Only failing rows of a batch whose validation failed can be fixed.' });

/**
 * PATCH batch/{id}/rows/{rowIndex}: new cells for a failing row, checked again at once with the same rules. The
 * last failing row fixed makes the batch `validated`.
 */
export async function editRow(
  deps: AppDeps,
  caller: Caller,
  id: string,
  rowIndex: number,
  edit: TBatchRowEdit,
): Promise<TBatchRowEdited> {
  await requireBulkUploads(deps.db, caller);
  return deps.db.tx(async (tx) => {
    const b = await ownBatch(tx, caller, id, true);
    const row = await rowsRepo.findRow(tx, caller.clientId, b.id, rowIndex, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', { message: 'Row not found.' });
    if (!canFixRows(b.status) || row.status !== 'invalid') throw notFixable();
    const data = { ...row.data };
    for (const [column, value] of Object.entries(edit.cells)) {
      const name = column.trim().toLowerCase();
      // Only the file's own columns: a fixed row still fits the error file's header row.
      if (Object.hasOwn(data, name)) data[name] = value.trim();
    }
    const [outcome] = await checkRows(tx, deps, caller, b.source_currency, [{ row_index: row.row_index, data }]);
    await rowsRepo.saveOutcomes(tx, caller.clientId, b.id, [outcome!], deps.clock.now(), data);
    await repo.recount(tx, caller.clientId, b.id);
    let batch = (await repo.findBatch(tx, caller.clientId, b.id))!;
    if (batch.invalid_count === 0 && batch.valid_count > 0) {
      await repo.moveBatch(tx, caller.clientId, b.id, 'validation_failed', 'validated', deps.clock.now());
      batch = (await repo.findBatch(tx, caller.clientId, b.id))!;
    }
    await batchProgress.changed(tx, caller.clientId, b.id);
    const saved = (await rowsRepo.findRow(tx, caller.clientId, b.id, rowIndex))!;
    return { row: rowView(saved, b.source_currency), batch: await detailOf(tx, caller, batch) };
  });
}

/** POST batch/{id}/proceed: leaves the failing rows out; the batch is `validated` with the rows that passed. */
export async function proceedWithoutFailing(deps: AppDeps, caller: Caller, id: string): Promise<TBatchDetail> {
  await requireBulkUploads(deps.db, caller);
  return deps.db.tx(async (tx) => {
    const b = await ownBatch(tx, caller, id, true);
    if (!canFixRows(b.status)) throw notFixable();
    if (b.valid_count === 0) {
      throw new AppError('INVALID_TRANSITION', { message: 'No row of this batch passed validation. Fix a row first.' });
    }
    await rowsRepo.excludeInvalid(tx, caller.clientId, b.id, deps.clock.now());
    await repo.recount(tx, caller.clientId, b.id);
    await repo.moveBatch(tx, caller.clientId, b.id, 'validation_failed', 'validated', deps.clock.now());
    await batchProgress.changed(tx, caller.clientId, b.id);
    return detailOf(tx, caller, (await repo.findBatch(tx, caller.clientId, b.id))!);
  });
}

/** GET batch/{id}/transactions: the batch's payouts as rows of the transaction list (by its BIZM_ reference). */
export async function batchTransactions(
  deps: AppDeps,
  caller: Caller,
  id: string,
  q: { limit: number; cursor?: string },
): Promise<TTransactionsResponse> {
  await requireBulkUploads(deps.db, caller);
  const b = await ownBatch(deps.db, caller, id);
  const page = await transactionsPage(deps, caller, { search: b.reference, limit: q.limit, cursor: q.cursor });
  return { ...page, rows: page.rows.filter((r) => r.batchId === b.reference) };
}

/** Statuses a page may be watching (the progress topic's first events): everything not yet final. */
const WATCHED = BATCH_STATUSES.filter((s) => !isFinalBatchStatus(s));

/** The progress topic's first events: the client's batches not yet final, newest first (another client's is a 404). */
export async function progressSnapshot(deps: AppDeps, caller: Caller, clientId: string) {
  await requireBulkUploads(deps.db, caller);
  if (clientId !== caller.clientId) throw new AppError('NOT_FOUND');
  const batches = await repo.findActiveBatches(deps.db, caller.clientId, WATCHED);
  return batches.map(progressEvent);
}

/** One batch's event, read afresh (after a change was announced); undefined when it is not the caller's. */
export async function progressEventOf(deps: AppDeps, caller: Caller, batchId: string) {
  const b = await repo.findBatch(deps.db, caller.clientId, batchId);
  return b ? progressEvent(b) : undefined;
}
