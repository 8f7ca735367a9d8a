import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import { BATCH_STEP } from '@corridor/domain/batches/progress';
import { readBatchRow } from '@corridor/domain/batches/row';
import { assertBatchMove, type BatchStatus } from '@corridor/domain/batches/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { holdPairs } from '../fx/fx-batch-holds.service.ts';
import { type BulkRate, priceRows, type RowToPrice, rowPricing } from '../payouts/payout-bulk.service.ts';
import { ownBatch, requireBulkUploads } from './batch-access.ts';
import * as payRepo from './batch-pay.repository.ts';
import { batchProgress } from './batch-progress.ts';
import * as repo from './batches.repository.ts';
import { detailOf } from './batches.service.ts';

/**
 * How long a batch's rates stay held for its review (the countdown): long enough to read the totals and pay, short
 * enough that a rate is never far from the market. Paying after it ends is refused until the rates are held again.
 */
export const BATCH_HOLD_MINUTES = 15;
const ALL_ROWS = 1_000_000;

/**
 * POST batch/{id}/hold-fx (progress step 4 "Locking in FX rates"): in ONE transaction, a rate held for every currency
 * pair of the batch's valid rows (the FX module's holds, one per pair), every valid row priced again at its pair's
 * held rate with a single payout's rules (payouts' priceRows), the held rates stored on the batch and the batch moved
 * to fx_completed. The review then shows the totals per currency and fees at those rates, and the countdown to the
 * hold's end. A batch already held (fx_completed) is held again: new rates replace the old, never a stale one. A row
 * the held rate makes unpayable (its amount under the minimum after conversion) turns invalid with its error and is
 * left out of the totals.
 */
export async function holdBatchFx(deps: AppDeps, caller: Caller, batchId: string): Promise<TBatchDetail> {
  await requireBulkUploads(deps.db, caller);
  return deps.db.tx(async (tx) => {
    const b = await ownBatch(tx, caller, batchId, true);
    if (b.status !== 'validated' && b.status !== 'fx_completed') {
      throw new AppError('INVALID_TRANSITION', {
        message: 'Rates can be held only for a validated batch that is not being paid.',
      });
    }
    const now = deps.clock.now();
    await move(tx, b, b.status, 'fx_in_progress', now);
    const rows = await payRepo.findValidRows(tx, caller.clientId, b.id, { unpaidOnly: false, limit: ALL_ROWS });
    if (rows.length === 0) {
      throw new AppError('VALIDATION_ERROR', { message: 'This batch has no valid transactions to pay.' });
    }
    const destinations = [...new Set(rows.map((r) => r.destination_currency))].filter((d) => d !== b.source_currency);
    const total = destinations.length;
    await batchProgress.report(tx, caller.clientId, b.id, { step: BATCH_STEP.lockingFx, done: 0, total }, now);
    const expiry = new Date(now.getTime() + BATCH_HOLD_MINUTES * 60_000);
    const pairs = destinations.map((destination) => ({ source: b.source_currency, destination }));
    const holds = await holdPairs(tx, deps, caller, pairs, now, expiry);
    const rates = new Map<string, BulkRate>(holds.map((h) => [h.destination_currency, h]));
    const pricing = await rowPricing(tx, caller, b.source_currency, rates);
    const { priced, issues } = await priceRows(tx, deps, caller, pricing, rows.map(rowToPrice));
    const dest = new Map(rows.map((r) => [r.row_index, r]));
    await repo.saveOutcomes(
      tx,
      caller.clientId,
      b.id,
      [
        ...priced.map((p) => ({
          index: p.rowIndex,
          status: 'valid' as const,
          errors: [],
          destinationCurrency: dest.get(p.rowIndex)!.destination_currency,
          payoutMethod: dest.get(p.rowIndex)!.payout_method,
          // As validation stores them: what the account is debited, what arrives, every fee.
          sourceAmount: p.priced.value.sourceAmountWithSupplierFee,
          destinationAmount: p.priced.value.destinationAmount,
          feeAmount: p.priced.value.totalFeeAmount + p.priced.value.supplierPaymentsFee,
        })),
        ...issues.map((i) => ({
          index: i.rowIndex,
          status: 'invalid' as const,
          errors: i.errors,
          destinationCurrency: dest.get(i.rowIndex)!.destination_currency,
          payoutMethod: dest.get(i.rowIndex)!.payout_method,
          sourceAmount: null,
          destinationAmount: null,
          feeAmount: null,
        })),
      ],
      now,
    );
    await payRepo.replaceFxHolds(
      tx,
      caller.clientId,
      b.id,
      holds.map((h) => ({
        sourceCurrency: h.source_currency,
        destinationCurrency: h.destination_currency,
        holdId: h.id,
        expiresAt: h.hold_expiry_at,
      })),
      now,
    );
    await repo.recount(tx, caller.clientId, b.id);
    await batchProgress.report(tx, caller.clientId, b.id, { step: BATCH_STEP.lockingFx, done: total, total }, now);
    await move(tx, b, 'fx_in_progress', 'fx_completed', now);
    return detailOf(tx, caller, (await repo.findBatch(tx, caller.clientId, b.id))!);
  });
}

/** A stored row as payouts price it: its typed amount and purpose from its cells, its corridor from validation. */
export function rowToPrice(r: payRepo.RowToPay): RowToPrice {
  const { contact, payout } = readBatchRow(r.data);
  return {
    rowIndex: r.row_index,
    destinationCurrency: r.destination_currency,
    payoutMethod: r.payout_method,
    beneficiaryAccountType: (contact as TBeneficiaryInput).beneficiary_account_type ?? null,
    sourceAmount: payout.source_amount,
    destinationAmount: payout.destination_amount,
    purposeCode: payout.purpose_code ?? null,
    swiftFeePayer: payout.swift_fee_payer,
  };
}

async function move(tx: Queryable, b: repo.BatchRecord, from: BatchStatus, to: BatchStatus, at: Date) {
  assertBatchMove(from, to);
  if (!(await repo.moveBatch(tx, b.client_id, b.id, from, to, at))) {
    throw new AppError('CONFLICT', { message: 'This batch changed meanwhile. Reload it and try again.' });
  }
}
