import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { TBatchPayoutRequest } from '@corridor/contracts/batches/batch-payout';
import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import { BATCH_STEP } from '@corridor/domain/batches/progress';
import { readBatchRow } from '@corridor/domain/batches/row';
import type { BatchStatus } from '@corridor/domain/batches/statuses';
import { HOLD_DEFAULT_DAYS } from '@corridor/domain/fx';
import { FUNDING_BY_DEPOSIT_METHOD, initialPayoutStatus, isHeldAtCreation } from '@corridor/domain/payouts/funding';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { getPending, ledgerTx } from '../../ledger/ledger.service.ts';
import type { TransferInput } from '../../ledger/ledger.types.ts';
import { type BatchOp, bookBatch } from '../../ledger/ledger-batch.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { importBeneficiariesInTx } from '../beneficiaries/beneficiaries.service.ts';
import { openPayoutFunding } from '../fundings/fundings.service.ts';
import { coverShortfallByAutoBookFx } from '../fx/auto-book-fx.service.ts';
import { heldRatesOf } from '../fx/fx-batch-holds.service.ts';
import { markHoldUsed, usableHold } from '../fx/fx-holds.service.ts';
import {
  type BulkRate,
  type BulkRow,
  type BulkSetting,
  bulkSetting,
  checkBulkDailyLimit,
  createBulkPayoutsInTx,
  fundBulkPayouts,
  priceBulkRows,
  priceRows,
} from '../payouts/payout-bulk.service.ts';
import { batchCaller, ownBatch, requireBulkUploads } from './batch-access.ts';
import { rowToPrice } from './batch-fx.service.ts';
import * as payRepo from './batch-pay.repository.ts';
import { batchProgress } from './batch-progress.ts';
import * as rowsRepo from './batch-rows.repository.ts';
import * as repo from './batches.repository.ts';
import { detailOf } from './batches.service.ts';

/**
 * Paying a batch (progress step 7 "Creating transactions").
 *
 * POST batch/{id}/payout, in ONE transaction: the batch's held rates used up (one expired: refused, hold again —
 * never a stale rate), its valid rows priced at them with a single payout's rules, the MYR daily limit on their total,
 * and — paid from the balance — the whole total reserved at once (a pending transfer, auto book-FX buying a shortfall
 * first when the business has it on), so the money is there before any payout exists and a chunk can never fail on
 * it. The batch moves to payout_in_progress and its job is queued. Idempotent by the batch: paying it again answers
 * the batch as it is.
 *
 * The job (batch.pay) creates the payouts a chunk of BATCH_PAY_CHUNK rows (500) at a time, each chunk ONE transaction: contacts made for
 * the rows (once per distinct contact in the file), the payouts with their events and holds (payouts'
 * createBulkPayoutsInTx: a few statements, not a round trip per payout), the reservation released and renewed for
 * what is left in the same ledger batch, the rows linked to their payouts, progress reported. Killed at any point,
 * it picks up at the first row without a payout: a chunk committed is never redone, and (batch, row) is unique on
 * payouts, so no payout and no money twice. Once every row has its payout: paid from the balance, `paid`; by card,
 * bank transfer, PayNow/PayID, ACH or FPX, ONE funding for the whole batch is opened (the group send's flow) and the
 * batch is `pending` its funds. A business rule that stops a chunk fails the batch cleanly (payout_failed with the
 * reason, what is left of the reservation released; the payouts already created go on as single payouts do).
 */
export const PAY_QUEUE = 'batch.pay';
export type PayJob = { clientId: string; batchId: string };

const ALL_ROWS = 1_000_000;
// A live job reports every chunk (well under a second each): ten seconds without a report means it died. A batch
// worked twice meanwhile is still safe (chunks queue on the batch's lock; a row paid is never paid again).
const STALE_MS = 10_000;
const DAY_MS = 86_400_000;
const PAYING: readonly BatchStatus[] = ['payout_in_progress', 'pending', 'paid', 'payout_failed'];

/**
 * FPX pays one payment at the business's bank page, started by the browser after the funding opens; a batch's funding
 * opens in its job, long after the pay call answered, so there is no page to send the browser to. Refused, and the web
 * does not offer it: balance, bank transfer (PayNow/PayID) and card pay a batch.
 */
export const FPX_NOT_FOR_BATCHES =
  'FPX is not available for bulk payments. Pay this batch from your balance, by bank transfer or by card.';

export const RATES_EXPIRED =
  'The rates held for this batch have expired. Lock in new rates to review them before you pay.';

const reservationId = (batchId: string, paidRows: number) => stableUuid('batch-reservation', batchId, String(paidRows));

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

export async function payBatch(
  deps: AppDeps,
  caller: Caller,
  batchId: string,
  body: TBatchPayoutRequest,
): Promise<TBatchDetail> {
  await requireBulkUploads(deps.db, caller);
  if (body.depositMethod === 'fpxTransfer' || body.fpxPaymentId !== undefined) {
    const message = FPX_NOT_FOR_BATCHES;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'depositMethod', message }] });
  }
  return ledgerTx(deps.db, async (tx) => {
    const b = await ownBatch(tx, caller, batchId, true);
    if (PAYING.includes(b.status)) {
      if (b.deposit_method === body.depositMethod) return detailOf(tx, caller, b);
      throw new AppError('CONFLICT', { message: 'This batch is already being paid.' });
    }
    if (b.status !== 'fx_completed') {
      throw new AppError('INVALID_TRANSITION', { message: 'Lock in the rates for this batch before you pay it.' });
    }
    const now = deps.clock.now();
    const held = await payRepo.findHeldRates(tx, caller.clientId, b.id);
    const rates = new Map<string, BulkRate>();
    for (const h of held) {
      try {
        const pair = { source: b.source_currency, destination: h.destination_currency };
        rates.set(h.destination_currency, await usableHold(tx, caller, h.fx_hold_id, pair, now, { lock: true }));
      } catch (err) {
        if (err instanceof AppError && (err.code === 'FX_HOLD_EXPIRED' || err.code === 'FX_HOLD_USED')) {
          throw new AppError('FX_HOLD_EXPIRED', { status: 409, message: RATES_EXPIRED });
        }
        throw err;
      }
    }
    const setting = await settingOf(tx, deps, caller, b, body, rates);
    const rows = await payRepo.findValidRows(tx, caller.clientId, b.id, { unpaidOnly: false, limit: ALL_ROWS });
    const { priced, issues } = await priceRows(tx, deps, caller, setting, rows.map(rowToPrice));
    if (issues.length > 0 || priced.length === 0) {
      const message = 'Some transactions can no longer be paid at the held rates. Lock in new rates to review them.';
      const errors = issues.map((i) => ({ field: `rows.${i.rowIndex}`, message: i.errors[0]?.message ?? message }));
      throw new AppError('VALIDATION_ERROR', { message, errors });
    }
    await checkBulkDailyLimit(tx, deps, caller, priced);
    const total = priced.reduce((sum, p) => sum + p.debit, 0n);
    if (isHeldAtCreation(FUNDING_BY_DEPOSIT_METHOD[setting.depositMethod])) {
      await reserve(tx, deps, caller, setting, total);
    }
    for (const h of held) await markHoldUsed(tx, caller, h.fx_hold_id, now);
    await payRepo.setPayment(tx, caller.clientId, b.id, {
      deposit_method: setting.depositMethod,
      paid_by: caller.userId,
      card_id: setting.cardId,
      ach_account_id: setting.achAccountId,
    });
    if (!(await repo.moveBatch(tx, caller.clientId, b.id, 'fx_completed', 'payout_in_progress', now))) {
      throw new AppError('CONFLICT', { message: 'This batch changed meanwhile. Reload it and try again.' });
    }
    // One row for the whole batch, not one per payout: the person decided once, and a thousand appends would queue
    // on the business's chain head for the length of this transaction.
    await recordAudit(
      tx,
      callerEntry(caller, 'batch.paid', now, {
        target: { type: 'batch', id: b.reference },
        details: {
          batch_id: b.id,
          payments: priced.length,
          source_amount: total.toString(),
          source_currency: b.source_currency,
          deposit_method: setting.depositMethod,
        },
      }),
      deps,
    );
    const step = { step: BATCH_STEP.creating, done: 0, total: priced.length };
    await batchProgress.report(tx, caller.clientId, b.id, step, now);
    const job: PayJob = { clientId: caller.clientId, batchId: b.id };
    await deps.jobs.send(PAY_QUEUE, job, { id: stableUuid(PAY_QUEUE, b.id) }, tx);
    return detailOf(tx, caller, (await repo.findBatch(tx, caller.clientId, b.id))!);
  });
}

/** The whole batch's debit reserved in the account (auto book-FX first buys what it lacks, when on). */
async function reserve(tx: Queryable, deps: AppDeps, caller: Caller, s: BulkSetting, total: bigint) {
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
 * What every payout of the batch shares. A payout that waits (for a checker, or for its funds) keeps its rate for the
 * default hold time, as a single payout does; one sent at once, until the batch's hold ends.
 */
async function settingOf(
  tx: Queryable,
  deps: AppDeps,
  caller: Caller,
  b: repo.BatchRecord,
  pay: { depositMethod: TBatchPayoutRequest['depositMethod']; cardId?: string | null; achAccountId?: string | null },
  rates: Map<string, BulkRate & { lock_expiry_at?: Date }>,
): Promise<BulkSetting> {
  const now = deps.clock.now();
  const setting = await bulkSetting(tx, caller, {
    batchId: b.id,
    reference: b.reference,
    sourceCurrency: b.source_currency,
    depositMethod: pay.depositMethod,
    cardId: pay.cardId,
    achAccountId: pay.achAccountId,
    rates,
    lockExpiryAt: null,
  });
  const status = initialPayoutStatus(
    FUNDING_BY_DEPOSIT_METHOD[setting.depositMethod],
    setting.client.is_api_payout_approval_required,
  );
  const holdEnds = [...rates.values()].map((r) => r.lock_expiry_at?.getTime() ?? now.getTime());
  setting.lockExpiryAt =
    status === 'PENDING'
      ? new Date(holdEnds.length ? Math.min(...holdEnds) : now.getTime())
      : new Date(now.getTime() + HOLD_DEFAULT_DAYS * DAY_MS);
  return setting;
}

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
  const held = await payRepo.findHeldRates(tx, b.client_id, b.id);
  const holds = await heldRatesOf(
    tx,
    caller,
    held.map((h) => h.fx_hold_id),
  );
  const rates = new Map(holds.map((h) => [h.destination_currency, h]));
  const setting = await settingOf(
    tx,
    deps,
    caller,
    b,
    {
      depositMethod: payment.deposit_method as TBatchPayoutRequest['depositMethod'],
      cardId: payment.card_id,
      achAccountId: payment.ach_account_id,
    },
    rates,
  );
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
    const current = await getPending(tx, reservationId(b.id, paidBefore));
    const reserved = current?.state === 'PENDING' ? current.amount : 0n;
    const rest = reserved - priced.reduce((sum, p) => sum + p.debit, 0n);
    const isLast = rows.length < chunk;
    ledger = {
      before:
        reserved > 0n
          ? [{ kind: 'void', id: stableUuid('batch-reservation-void', current!.id), pendingId: current!.id }]
          : [],
      after:
        rest > 0n && !isLast ? [{ kind: 'transfer', ...reservation(setting, paidBefore + priced.length, rest) }] : [],
    };
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

/**
 * The contact each row pays: the one made for it already, or one made now through the beneficiaries module's own
 * checks — once per distinct contact of the file, so a supplier paid on many rows is one contact.
 */
async function contactsFor(
  tx: Queryable,
  caller: Caller,
  b: repo.BatchRecord,
  rows: payRepo.RowToPay[],
  now: Date,
  cached: ReadonlyMap<string, string> | null,
) {
  const keyOf = (data: Record<string, string>) => JSON.stringify(Object.entries(readBatchRow(data).contact).sort());
  // A copy: what this chunk makes joins the run's contacts only once the chunk commits (the caller keeps it then).
  const known = new Map(
    cached ?? (await payRepo.findRowContacts(tx, b.client_id, b.id)).map((r) => [keyOf(r.data), r.beneficiary_id]),
  );
  const ids = new Map<number, string>();
  const issues: { rowIndex: number; errors: { field: string; message: string }[] }[] = [];
  // The contacts this chunk makes: one per distinct key, and the rows waiting for each.
  const fresh = new Map<string, { input: TBeneficiaryInput; rows: number[] }>();
  for (const r of rows) {
    const key = r.beneficiary_id ? null : keyOf(r.data);
    const id = r.beneficiary_id ?? known.get(key!);
    if (id) {
      ids.set(r.row_index, id);
      continue;
    }
    const entry = fresh.get(key!) ?? { input: readBatchRow(r.data).contact as TBeneficiaryInput, rows: [] };
    entry.rows.push(r.row_index);
    fresh.set(key!, entry);
  }
  const results = await importBeneficiariesInTx(
    tx,
    caller,
    [...fresh.values()].map((f) => f.input),
    now,
  );
  [...fresh.entries()].forEach(([key, f], i) => {
    const result = results[i]!;
    if ('id' in result) known.set(key, result.id);
    for (const rowIndex of f.rows) {
      if ('id' in result) ids.set(rowIndex, result.id);
      else {
        const errors = result.error.errors ?? [{ field: 'beneficiary_name', message: result.error.message }];
        issues.push({ rowIndex, errors });
      }
    }
  });
  return { ids, issues, known };
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

async function releaseReservation(tx: Queryable, batchId: string, paid: number) {
  const current = await getPending(tx, reservationId(batchId, paid));
  if (current?.state !== 'PENDING') return;
  await bookBatch(tx, [{ kind: 'void', id: stableUuid('batch-reservation-void', current.id), pendingId: current.id }]);
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
