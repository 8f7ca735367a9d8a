import { BATCH_STEP } from '@corridor/domain/batches/progress';
import { readBatchRow } from '@corridor/domain/batches/row';
import { FUNDING_BY_DEPOSIT_METHOD, initialPayoutStatus, isHeldAtCreation } from '@corridor/domain/payouts/funding';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import type { BatchOp } from '../../ledger/ledger-batch.ts';
import { openPayoutFunding } from '../fundings/fundings.service.ts';
import {
  type BulkRow,
  type BulkSetting,
  createBulkPayoutsInTx,
  fundBulkPayouts,
  priceBulkRows,
} from '../payouts/payout-bulk.service.ts';
import { batchCaller } from './batch-access.ts';
import { rowToPrice } from './batch-fx.service.ts';
import * as payRepo from './batch-pay.repository.ts';
import { contactsFor } from './batch-pay-contacts.ts';
import { runSetting } from './batch-pay-pricing.ts';
import { batchProgress } from './batch-progress.ts';
import { chunkReservation, releaseReservation } from './batch-reservation.ts';
import * as rowsRepo from './batch-rows.repository.ts';
import * as repo from './batches.repository.ts';

/**
 * The batch.pay job, queued by the pay call (batch-payout.service.ts): it creates the payouts a chunk of
 * BATCH_PAY_CHUNK rows (500) at a time, each chunk ONE transaction: contacts made for the rows (once per distinct
 * contact in the file), the payouts with their events and holds (payouts' createBulkPayoutsInTx: a few statements, not
 * a round trip per payout), the reservation released and renewed for what is left in the same ledger batch, the rows
 * linked to their payouts, progress reported. Killed at any point, it picks up at the first row without a payout: a
 * chunk committed is never redone, and (batch, row) is unique on payouts, so no payout and no money twice. Once every
 * row has its payout: paid from the balance, `paid`; by card, bank transfer, PayNow/PayID, ACH or FPX, ONE funding for
 * the whole batch is opened (the group send's flow) and the batch is `pending` its funds. A business rule that stops a
 * chunk fails the batch cleanly (payout_failed with the reason, what is left of the reservation released; the payouts
 * already created go on as single payouts do).
 */
export const PAY_QUEUE = 'batch.pay';
export type PayJob = { clientId: string; batchId: string };

// A live job reports every chunk (well under a second each): ten seconds without a report means it died. A batch
// worked twice meanwhile is still safe (chunks queue on the batch's lock; a row paid is never paid again).
const STALE_MS = 10_000;

/** The batch.pay job: chunk after chunk until every row has its payout, then the batch's end. */
export async function runBatchPayouts(deps: AppDeps, job: PayJob): Promise<void> {
  // What this run learnt, kept between its chunks once each has committed: where the unpaid rows start, and the
  // contacts made so far. A run that starts afresh (a retried job) reads them again from the database.
  const run: ChunkRun = { after: 0, known: null };
  try {
    for (;;) {
      const outcome = await ledgerTx(deps.db, (tx) => payChunk(tx, deps, job, run));
      if (!outcome) break;
      run.after = outcome.after;
      run.known = outcome.known;
      // Between chunks, whatever else waits for the database goes first (PGlite is one connection: the batch's page
      // asking for its progress must not wait for the whole batch).
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } catch (err) {
    // A rule that stops it (not a lost connection, which the job's retry is for) ends the batch cleanly.
    if (!(err instanceof AppError)) throw err;
    await ledgerTx(deps.db, (tx) => failBatch(tx, deps, job, err.message));
  }
}

type ChunkRun = { after: number; known: ReadonlyMap<string, string> | null };
type ChunkOutcome = { after: number; known: ReadonlyMap<string, string> } | null;

/** One chunk in the caller's transaction; null once the batch needs nothing more. */
async function payChunk(tx: Queryable, deps: AppDeps, job: PayJob, run: ChunkRun): Promise<ChunkOutcome> {
  const b = await repo.findBatch(tx, job.clientId, job.batchId, { lock: true });
  if (b?.status !== 'payout_in_progress') return null;
  const payment = (await payRepo.findPayment(tx, b.client_id, b.id))!;
  const caller = { ...(await batchCaller(tx, b)), userId: payment.paid_by ?? b.created_by };
  const setting = await runSetting(tx, deps, caller, b, payment);
  const paidBefore = await payRepo.countPaidRows(tx, b.client_id, b.id);
  const chunk = deps.config.BATCH_PAY_CHUNK;
  const rows = await payRepo.findValidRows(tx, b.client_id, b.id, { unpaidOnly: true, limit: chunk, after: run.after });
  if (rows.length === 0) {
    await finishBatch(tx, deps, b, caller, setting, paidBefore);
    return null;
  }
  const now = deps.clock.now();
  const contacts = await contactsFor(tx, caller, b, rows, now, run.known);
  const bulkRows: BulkRow[] = [];
  for (const r of rows) {
    const beneficiaryId = contacts.ids.get(r.row_index);
    if (!beneficiaryId) continue;
    const { payout } = readBatchRow(r.data);
    bulkRows.push({ ...rowToPrice(r), beneficiaryId, narrative: payout.statement_narrative ?? null });
  }
  const { priced, issues } = await priceBulkRows(tx, deps, caller, setting, bulkRows);
  const failed = [...contacts.issues, ...issues];
  if (failed.length > 0) {
    // Rare (a contact or rule that changed since validation): the row is left out, its error kept on it.
    const byRow = new Map(rows.map((r) => [r.row_index, r]));
    await rowsRepo.saveOutcomes(
      tx,
      b.client_id,
      b.id,
      failed.map((f) => ({
        index: f.rowIndex,
        status: 'invalid' as const,
        errors: f.errors,
        destinationCurrency: byRow.get(f.rowIndex)!.destination_currency,
        payoutMethod: byRow.get(f.rowIndex)!.payout_method,
        sourceAmount: null,
        destinationAmount: null,
        feeAmount: null,
      })),
      now,
    );
  }
  let ledger: { before: BatchOp[]; after: BatchOp[] } | undefined;
  if (priced.length > 0 && isHeldAtCreation(FUNDING_BY_DEPOSIT_METHOD[setting.depositMethod])) {
    const debit = priced.reduce((sum, p) => sum + p.debit, 0n);
    const isLast = rows.length < chunk;
    ledger = await chunkReservation(tx, setting, { paidBefore, paying: priced.length, debit, isLast });
  }
  const written =
    priced.length > 0
      ? await createBulkPayoutsInTx(tx, deps, caller, setting, priced, { numbersFrom: b.updated_at, ledger })
      : new Map<number, string>();
  await payRepo.linkRows(
    tx,
    b.client_id,
    b.id,
    rows
      .filter((r) => contacts.ids.has(r.row_index))
      .map((r) => ({
        rowIndex: r.row_index,
        beneficiaryId: contacts.ids.get(r.row_index)!,
        payoutId: written.get(r.row_index) ?? null,
      })),
    now,
  );
  const done = paidBefore + written.size;
  await batchProgress.report(
    tx,
    b.client_id,
    b.id,
    { step: BATCH_STEP.creating, done, total: Math.max(done, b.valid_count) },
    now,
  );
  return { after: rows.at(-1)!.row_index, known: contacts.known };
}

/** Every row has its payout: what is left of the reservation released, one funding opened if paid from outside. */
async function finishBatch(
  tx: Queryable,
  deps: AppDeps,
  b: repo.BatchRecord,
  caller: Caller,
  setting: BulkSetting,
  paid: number,
) {
  await releaseReservation(tx, b.id, paid);
  const now = deps.clock.now();
  if (paid === 0) {
    await repo.moveBatch(tx, b.client_id, b.id, 'payout_in_progress', 'payout_failed', now, {
      failure_reason: 'None of the transactions could be paid.',
    });
  } else {
    const funding = FUNDING_BY_DEPOSIT_METHOD[setting.depositMethod];
    if (!isHeldAtCreation(funding)) {
      await fundBulkPayouts(tx, deps, caller, b.id, (q, c, req) => openPayoutFunding(q, deps, c, req));
    }
    // On their way to the bank: paid. Waiting for a checker or for the business's funds: pending.
    const isOnItsWay = initialPayoutStatus(funding, setting.client.is_api_payout_approval_required) === 'PENDING';
    await repo.moveBatch(tx, b.client_id, b.id, 'payout_in_progress', isOnItsWay ? 'paid' : 'pending', now);
  }
  await batchProgress.report(tx, b.client_id, b.id, { step: BATCH_STEP.creating, done: paid, total: paid }, now);
}

/** A rule stopped the batch: payout_failed with its reason; the reservation's rest released. */
async function failBatch(tx: Queryable, deps: AppDeps, job: PayJob, reason: string) {
  const b = await repo.findBatch(tx, job.clientId, job.batchId, { lock: true });
  if (b?.status !== 'payout_in_progress') return;
  await releaseReservation(tx, b.id, await payRepo.countPaidRows(tx, b.client_id, b.id));
  await repo.moveBatch(tx, b.client_id, b.id, 'payout_in_progress', 'payout_failed', deps.clock.now(), {
    failure_reason: reason,
  });
  await batchProgress.changed(tx, b.client_id, b.id);
}

/** Batches whose job died creating payouts (nothing reported for STALE_MS): worked again from where they stopped. */
export async function sweepStalePayments(deps: AppDeps, limit = 20): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - STALE_MS);
  const rows = await payRepo.findStalePayments(deps.db, before, limit);
  for (const r of rows) await runBatchPayouts(deps, { clientId: r.client_id, batchId: r.id });
  return rows.length;
}
