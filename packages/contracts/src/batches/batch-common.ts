import { BATCH_ROW_STATUSES } from '@corridor/domain/batches/row';
import { BATCH_STATUSES } from '@corridor/domain/batches/statuses';
import { DEPOSIT_METHODS } from '@corridor/domain/payouts/funding';
import { z } from 'zod';
import { ZFieldError } from '../common.ts';
import { ZFunding, ZTransferInstructions } from '../fundings/funding.ts';
import { ZMoney } from '../money.ts';

/** Spec §4 live progress: the step (2, 4 or 7), its label, and done of total rows within it. */
export const ZBatchProgress = z.object({
  step: z.union([z.literal(2), z.literal(4), z.literal(7)]),
  label: z.string(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Whole percent within the step. */
  percent: z.number().int().min(0).max(100),
  at: z.string(),
});
export type TBatchProgress = z.infer<typeof ZBatchProgress>;

/** A currency pair's figures on the review screen: what the valid rows pay, in the source and destination currency. */
export const ZBatchCurrencyTotal = z.object({
  destinationCurrency: z.string(),
  count: z.number().int().min(0),
  sourceAmount: ZMoney,
  destinationAmount: ZMoney,
  feeAmount: ZMoney,
});
export type TBatchCurrencyTotal = z.infer<typeof ZBatchCurrencyTotal>;

/** A held rate of the batch (step 4), one per currency pair. */
export const ZBatchFxHold = z.object({
  sourceCurrency: z.string(),
  destinationCurrency: z.string(),
  fxHoldId: z.string(),
  fxRate: z.string(),
  holdExpiryAt: z.string(),
});
export type TBatchFxHold = z.infer<typeof ZBatchFxHold>;

/** Spec §3 Batch: its id, status, counts, progress and error file; the reference its payouts carry as batchId. */
export const ZBatch = z.object({
  /** The batch id (spec §3): the id every batch call names. */
  id: z.string(),
  /** BIZM_ + timestamp (spec §9), the batchId of its payouts in the transaction list. */
  reference: z.string(),
  status: z.enum(BATCH_STATUSES),
  statusLabel: z.string(),
  fileName: z.string(),
  fileFormat: z.enum(['csv', 'xlsx']),
  sourceCurrency: z.string(),
  rowCount: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  excludedCount: z.number().int(),
  /** The last progress stored, or null before any job reported. */
  progress: ZBatchProgress.nullable(),
  /** What the UI may offer now (from the domain state machine). */
  isEditable: z.boolean(),
  canDelete: z.boolean(),
  canFixRows: z.boolean(),
  /** validation_failed: where the error file is (GET batch/{id}/file), else null. */
  errorFilePath: z.string().nullable(),
  depositMethod: z.enum(DEPOSIT_METHODS).nullable(),
  /** The earliest expiry of the batch's held rates (the review countdown), else null. */
  holdExpiresAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  createdAtDisplay: z.string(),
  updatedAt: z.string(),
});
export type TBatch = z.infer<typeof ZBatch>;

/**
 * The ONE funding paying a batch from outside (bank transfer, PayNow/PayID, card, ACH, FPX): what to pay and where,
 * while the batch waits for it; its page is /r/funding/:fundingId.
 */
export const ZBatchFunding = z.object({
  id: z.string(),
  reference: z.string(),
  method: ZFunding.shape.method,
  methodLabel: z.string(),
  status: ZFunding.shape.status,
  statusLabel: z.string(),
  /** What the transfer must be, or the card is charged. */
  total: ZMoney,
  instructions: ZTransferInstructions.nullable(),
  /** 3-D Secure: where the browser goes to finish the card payment. */
  redirectUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type TBatchFunding = z.infer<typeof ZBatchFunding>;

/** A batch with the review figures: totals per destination currency (valid rows) and the rates held. */
export const ZBatchDetail = ZBatch.extend({
  totals: z.array(ZBatchCurrencyTotal),
  fxHolds: z.array(ZBatchFxHold),
  /** Paid from outside: its funding (null paid from the balance, or before its payouts exist). */
  funding: ZBatchFunding.nullable(),
});
export type TBatchDetail = z.infer<typeof ZBatchDetail>;

/** One row of a batch: its place in the file, its cells as uploaded, its errors per column. */
export const ZBatchRow = z.object({
  rowIndex: z.number().int().min(1),
  status: z.enum(BATCH_ROW_STATUSES),
  cells: z.record(z.string(), z.string()),
  errors: z.array(ZFieldError),
  destinationCurrency: z.string().nullable(),
  sourceAmount: ZMoney.nullable(),
  destinationAmount: ZMoney.nullable(),
  feeAmount: ZMoney.nullable(),
  /** The payout made for it, once paid. */
  payoutId: z.string().nullable(),
});
export type TBatchRow = z.infer<typeof ZBatchRow>;

/** Ids in paths: anything unknown (malformed, another business's) is a 404. */
export const ZBatchPath = z.strictObject({ id: z.string().min(1).max(64) });
