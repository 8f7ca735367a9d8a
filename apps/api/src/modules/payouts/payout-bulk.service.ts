import {
  FUNDED_START_BY_FUNDING,
  FUNDING_BY_DEPOSIT_METHOD,
  initialPayoutStatus,
  isHeldAtCreation,
} from '@corridor/domain/payouts/funding';
import { statementNarrative } from '@corridor/domain/payouts/narrative';
import { transactionNumber } from '@corridor/domain/payouts/references';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { type BatchOp, bookBatch } from '../../ledger/ledger-batch.ts';
import * as bulkRepo from './payout-bulk.repository.ts';
import type { BulkSetting, PricedRow } from './payout-bulk-rows.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { fundPayouts, type OpenPayoutFunding } from './payout-funding.service.ts';
import { holdTransfer, holdTransferId } from './payout-ledger.ts';
import { insufficientFunds } from './payout-preparation.ts';
import { SUBMIT_QUEUE, type SubmitJob } from './payout-rail.service.ts';
import * as repo from './payouts.repository.ts';

/**
 * Writing a bulk payment's payouts (its rows priced by payout-bulk-rows.ts) many at a time: a chunk of payouts
 * in a few statements — one insert of payouts and their first events, one ledger batch of their holds, one insert of
 * their submissions — never a round trip per payout.
 */
/** The id of the payouts funded together (one card charge, one transfer reference) for a batch. */
export const bulkFundingGroup = (batchId: string) => stableUuid('bulk-payout-group', batchId);

/**
 * Writes the payouts of `rows` (priced by priceBulkRows, none of them paid yet) inside the caller's transaction: the
 * payouts with their first event in one statement, their holds (a balance-funded batch) in one ledger batch with
 * `ledger.before` and `ledger.after` around them (the batch's reservation released and renewed), their submissions to
 * the rail in one insert. A payout's number is SME_{account}_{time}: row i of the batch takes `numbersFrom` + i ms, and
 * a number another payout took meanwhile moves that row further on. Rows of the batch that have their payout already
 * are skipped, under the batch's lock. Returns the ids written, by row.
 */
export async function createBulkPayoutsInTx(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  setting: BulkSetting,
  rows: readonly PricedRow[],
  opts: { numbersFrom: Date; ledger?: { before: BatchOp[]; after: BatchOp[] } },
): Promise<Map<number, string>> {
  const now = deps.clock.now();
  const funding = FUNDING_BY_DEPOSIT_METHOD[setting.depositMethod];
  const isHeld = isHeldAtCreation(funding);
  const status = initialPayoutStatus(funding, setting.client.is_api_payout_approval_required);
  const written = new Map<number, string>();
  // A chunk run again (a retried job, a second worker) writes only the rows still without their payout.
  await bulkRepo.lockBatchWork(tx, setting.batchId);
  const paid = await bulkRepo.findPaidRows(
    tx,
    caller.clientId,
    setting.batchId,
    rows.map((r) => r.row.rowIndex),
  );
  const all = rows
    .filter((r) => !paid.has(r.row.rowIndex))
    .map((r) => newPayout(caller, setting, r, { funding, isHeld, status, now }));
  if (all.length === 0) return written;
  const span = Math.max(...rows.map((r) => r.row.rowIndex)) + 1;
  let todo = all;
  for (let attempt = 0; todo.length > 0; attempt += 1) {
    if (attempt >= 20) {
      throw new AppError('CONFLICT', { message: 'Too many payouts from this account at once. Please try again.' });
    }
    for (const p of todo) {
      const at = new Date(opts.numbersFrom.getTime() + attempt * span + p.batch_row_index);
      p.transaction_number = transactionNumber(setting.account.account_number, at);
    }
    const inserted = await bulkRepo.insertBatchPayouts(tx, caller.clientId, todo, {
      seq: 1,
      fromStatus: null,
      status,
      actorType: 'user',
      actorUserId: caller.userId,
      reason: null,
    });
    for (const p of todo) if (inserted.has(p.batch_row_index)) written.set(p.batch_row_index, p.id);
    todo = todo.filter((p) => !inserted.has(p.batch_row_index));
  }
  const ops: BatchOp[] = [...(opts.ledger?.before ?? [])];
  if (isHeld) for (const p of all) ops.push({ kind: 'transfer', ...holdTransfer(p) });
  ops.push(...(opts.ledger?.after ?? []));
  try {
    await bookBatch(tx, ops);
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw insufficientFunds('amount');
    throw err;
  }
  if (status === 'PENDING') await queueSubmissions(tx, deps, caller, [...written.values()]);
  return written;
}

/** The rail's submissions of PENDING payouts, keyed as queueSubmission keys them, in one insert when the queue can. */
async function queueSubmissions(tx: Queryable, deps: PayoutDeps, caller: Caller, ids: string[]) {
  const jobs = ids.map((payoutId) => {
    const data: SubmitJob = { clientId: caller.clientId, payoutId };
    return { data, id: stableUuid(SUBMIT_QUEUE, payoutId) };
  });
  if (deps.jobs.sendMany) return deps.jobs.sendMany(SUBMIT_QUEUE, jobs, tx);
  for (const j of jobs) await deps.jobs.send(SUBMIT_QUEUE, j.data, { id: j.id }, tx);
}

/**
 * A batch paid by card, bank transfer, PayNow/PayID, ACH or FPX, once its payouts are all written: ONE funding for
 * those awaiting their funds (the group send's flow: one card charge, one transfer reference). Under maker/checker
 * they wait unfunded, and approval opens the funding of those approved together (they share the batch's group).
 */
export async function fundBulkPayouts(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  batchId: string,
  openFunding: OpenPayoutFunding,
): Promise<number> {
  const awaiting = [...new Set(Object.values(FUNDED_START_BY_FUNDING))].filter((s) => s !== 'PENDING');
  const ids = await bulkRepo.batchPayoutIds(tx, caller.clientId, batchId, awaiting);
  if (ids.length === 0) return 0;
  const rows = (await repo.lockPayouts(tx, caller.clientId, ids)).filter(
    (r) => !r.funding_id && r.funding !== 'WALLET',
  );
  if (rows.length > 0) await fundPayouts(tx, deps, caller, rows, openFunding);
  return rows.length;
}

type NewBatchPayout = bulkRepo.NewBatchPayout;

function newPayout(
  caller: Caller,
  s: BulkSetting,
  r: PricedRow,
  c: { funding: NewBatchPayout['funding']; isHeld: boolean; status: NewBatchPayout['status']; now: Date },
): NewBatchPayout {
  const id = stableUuid('bulk-payout', s.batchId, String(r.row.rowIndex));
  const v = r.priced.value;
  const b = r.beneficiary;
  const isOwnCurrency = r.row.destinationCurrency === s.account.currency;
  return {
    id,
    transaction_number: '',
    idempotency_key: null,
    beneficiary_id: b.id,
    beneficiary_name: b.name,
    beneficiary_email: b.email,
    beneficiary_account_type: b.accountType,
    beneficiary_country_code: b.countryCode,
    destination_country: b.corridor.destinationCountry,
    beneficiary_bank_name: b.fields.beneficiary_bank_name,
    beneficiary_account_number: b.fields.beneficiary_account_number,
    beneficiary_details: b.fields,
    payout_method: r.payoutMethod,
    source_account_id: s.account.id,
    source_currency: s.account.currency,
    destination_currency: r.row.destinationCurrency,
    fixed_side: r.priced.fixedSide,
    fee_payer: r.priced.feePayer,
    swift_fee_payer: r.priced.swiftFeePayer,
    base_fx_rate: r.rate.base_fx_rate,
    fx_rate: r.rate.fx_rate,
    margin: r.rate.margin,
    // The batch's hold is one per pair and used up by the batch; each payout copies its rate and lock.
    fx_hold_id: null,
    fx_lock_expiry_at: isOwnCurrency ? null : s.lockExpiryAt,
    source_amount: v.sourceAmount,
    converted_amount: v.convertedAmount,
    destination_amount: v.destinationAmount,
    fee_amount: v.feeAmount,
    swift_fee_amount: v.swiftFeeAmount,
    supplier_payments_fee: v.supplierPaymentsFee,
    daily_limit_myr: r.dailyLimitMyr,
    funding: c.funding,
    deposit_method: s.depositMethod,
    funding_id: null,
    card_id: s.cardId,
    ach_account_id: s.achAccountId,
    funding_group: c.isHeld ? null : bulkFundingGroup(s.batchId),
    purpose_code: r.row.purposeCode || null,
    statement_narrative: statementNarrative(r.row.narrative, caller.clientName),
    external_reference_id: s.reference,
    client_preferences: r.clientPreferences,
    status: c.status,
    event_count: 1,
    // As a single payout's: the hold's id is known now, whether it is booked now or when the batch's funding arrives.
    hold_transfer_id: holdTransferId(id),
    is_approval_required: s.client.is_api_payout_approval_required,
    created_by: caller.userId,
    created_at: c.now,
    updated_at: c.now,
    batch_id: s.batchId,
    batch_row_index: r.row.rowIndex,
  };
}

/** What batches read of a row's pricing and its payouts' setting (payout-bulk-rows.ts). */
export {
  type BulkRate,
  type BulkRow,
  type BulkSetting,
  bulkSetting,
  checkBulkDailyLimit,
  type PricedRow,
  priceBulkRows,
  priceRows,
  type RowIssue,
  type RowPrice,
  type RowToPrice,
  rowPricing,
} from './payout-bulk-rows.ts';
