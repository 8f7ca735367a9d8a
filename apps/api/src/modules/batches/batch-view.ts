import type {
  TBatch,
  TBatchDetail,
  TBatchFunding,
  TBatchProgress,
  TBatchRow,
} from '@corridor/contracts/batches/batch-common';
import { batchErrorFileEndpoint } from '@corridor/contracts/batches/batch-files';
import type { TBatchProgressEvent } from '@corridor/contracts/batches/batch-progress';
import { pathOf } from '@corridor/contracts/endpoint';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { toMoney } from '@corridor/contracts/money';
import { isBatchProgressStep, progressLabel, progressPercent } from '@corridor/domain/batches/progress';
import { BATCH_WAIT_LABELS, type BatchWait } from '@corridor/domain/batches/settlement';
import { BATCH_STATUS_LABELS, canDeleteBatch, canFixRows, isBatchEditable } from '@corridor/domain/batches/statuses';
import { formatDateTime } from '@corridor/domain/dates';
import type { DepositMethod } from '@corridor/domain/payouts/funding';
import type { Caller } from '../../caller.ts';
import type { BatchRowRecord, CurrencyTotal, FxHoldRecord } from './batch-rows.repository.ts';
import type { BatchRecord } from './batches.repository.ts';

export function progressView(b: BatchRecord): TBatchProgress | null {
  if (b.progress_step === null || !isBatchProgressStep(b.progress_step)) return null;
  return {
    step: b.progress_step,
    label: progressLabel(b.progress_step),
    done: b.progress_done,
    total: b.progress_total,
    percent: progressPercent({ done: b.progress_done, total: b.progress_total }),
    at: (b.progress_at ?? b.updated_at).toISOString(),
  };
}

/** `wait`: what a pending batch's payouts wait for (a checker, or the money), read from them by the caller. */
export function batchView(b: BatchRecord, caller: Pick<Caller, 'utcOffset'>, wait: BatchWait | null = null): TBatch {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    statusLabel: b.status === 'pending' && wait ? BATCH_WAIT_LABELS[wait] : BATCH_STATUS_LABELS[b.status],
    fileName: b.file_name,
    fileFormat: b.file_format,
    sourceCurrency: b.source_currency,
    rowCount: b.row_count,
    validCount: b.valid_count,
    invalidCount: b.invalid_count,
    excludedCount: b.excluded_count,
    progress: progressView(b),
    isEditable: isBatchEditable(b.status),
    canDelete: canDeleteBatch(b.status),
    canFixRows: canFixRows(b.status),
    errorFilePath: b.status === 'validation_failed' ? pathOf(batchErrorFileEndpoint, { id: b.id }) : null,
    depositMethod: (b.deposit_method as DepositMethod | null) ?? null,
    holdExpiresAt: b.hold_expires_at?.toISOString() ?? null,
    failureReason: b.failure_reason,
    createdAt: b.created_at.toISOString(),
    createdAtDisplay: formatDateTime(b.created_at, caller.utcOffset),
    updatedAt: b.updated_at.toISOString(),
  };
}

export function detailView(
  b: BatchRecord,
  caller: Pick<Caller, 'utcOffset'>,
  totals: CurrencyTotal[],
  holds: FxHoldRecord[],
  paying: { wait: BatchWait | null; funding: TFunding | undefined } = { wait: null, funding: undefined },
): TBatchDetail {
  return {
    ...batchView(b, caller, paying.wait),
    funding: paying.funding ? fundingView(paying.funding) : null,
    totals: totals.map((t) => ({
      destinationCurrency: t.destination_currency,
      count: t.n,
      sourceAmount: toMoney(t.source_amount, b.source_currency),
      destinationAmount: toMoney(t.destination_amount, t.destination_currency),
      feeAmount: toMoney(t.fee_amount, b.source_currency),
    })),
    fxHolds: holds.map((h) => ({
      sourceCurrency: h.source_currency,
      destinationCurrency: h.destination_currency,
      fxHoldId: h.fx_hold_id,
      fxRate: h.fx_rate,
      holdExpiryAt: h.hold_expiry_at.toISOString(),
    })),
  };
}

function fundingView(f: TFunding): TBatchFunding {
  return {
    id: f._id,
    reference: f.reference,
    method: f.method,
    methodLabel: f.methodLabel,
    status: f.status,
    statusLabel: f.statusLabel,
    total: f.total,
    instructions: f.instructions,
    redirectUrl: f.redirectUrl,
    failureReason: f.failureReason,
  };
}

export function rowView(r: BatchRowRecord, sourceCurrency: string): TBatchRow {
  const dc = r.destination_currency;
  return {
    rowIndex: r.row_index,
    status: r.status,
    cells: r.data,
    errors: r.errors,
    destinationCurrency: dc,
    sourceAmount: r.source_amount === null ? null : toMoney(r.source_amount, sourceCurrency),
    destinationAmount: r.destination_amount === null || !dc ? null : toMoney(r.destination_amount, dc),
    feeAmount: r.fee_amount === null ? null : toMoney(r.fee_amount, sourceCurrency),
    payoutId: r.payout_id,
  };
}

export function progressEvent(b: BatchRecord): TBatchProgressEvent {
  return {
    batchId: b.id,
    status: b.status,
    progress: progressView(b),
    validCount: b.valid_count,
    invalidCount: b.invalid_count,
  };
}
