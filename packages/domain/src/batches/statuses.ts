/**
 * A bulk payment batch's life (spec §4 "Batch statuses"), as data: every allowed move and who makes it; services
 * refuse any other. The spec lists uploaded … cancelled, and says the upload list also shows initiated, pending and
 * validation_failed:
 * - initiated:              the file is being read (a batch row exists before its rows are written);
 * - uploaded:               the rows are stored, waiting for the validation job;
 * - validation_in_progress: the job checks every row (progress step 2);
 * - validated:              every row still in the batch passed (rows the business left out are `excluded`);
 * - validation_failed:      some rows failed: the error file, fixing rows, or proceeding without them;
 * - fx_in_progress:         a rate is being held for every currency pair (progress step 4);
 * - fx_completed:           the rates are held: the review screen with its countdown to the hold's expiry;
 * - payout_in_progress:     the payouts are being created (progress step 7);
 * - pending:                the payouts exist and wait for the business's funds (bank transfer, card);
 * - paid:                   every payout was created and funded: each goes on through the payout lifecycle;
 * - payout_failed:          creating the payouts stopped (nothing half-written: see the payout service);
 * - cancelled:              deleted by the business before paying.
 */
export const BATCH_STATUSES = [
  'initiated',
  'uploaded',
  'validation_in_progress',
  'validated',
  'validation_failed',
  'fx_in_progress',
  'fx_completed',
  'payout_in_progress',
  'pending',
  'paid',
  'payout_failed',
  'cancelled',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_STATUS_LABELS: Readonly<Record<BatchStatus, string>> = {
  initiated: 'Initiated',
  uploaded: 'Uploaded',
  validation_in_progress: 'Validating',
  validated: 'Validated',
  validation_failed: 'Validation failed',
  fx_in_progress: 'Locking in FX rates',
  fx_completed: 'Ready to pay',
  payout_in_progress: 'Creating transactions',
  pending: 'Awaiting funds',
  paid: 'Paid',
  payout_failed: 'Payout failed',
  cancelled: 'Cancelled',
};

/** Who moves a batch: the business (upload, fix, proceed, hold, pay, delete) or a job (validation, FX, payouts). */
export type BatchCause = 'user' | 'job';

type Moves = Partial<Record<BatchStatus, BatchCause>>;

export const BATCH_TRANSITIONS: Readonly<Record<BatchStatus, Moves>> = {
  initiated: { uploaded: 'job', cancelled: 'job' },
  uploaded: { validation_in_progress: 'job', cancelled: 'user' },
  validation_in_progress: { validated: 'job', validation_failed: 'job' },
  // A fixed row or "proceed without failing rows" sends the batch back to validation (or straight to validated).
  validation_failed: { validation_in_progress: 'user', validated: 'user', cancelled: 'user' },
  validated: { fx_in_progress: 'user', cancelled: 'user' },
  // A hold the FX partner refused leaves the batch as it was: validated, to try again.
  fx_in_progress: { fx_completed: 'job', validated: 'job' },
  // A hold that expired before paying is held again (never a stale rate).
  fx_completed: { fx_in_progress: 'user', payout_in_progress: 'user', cancelled: 'user' },
  payout_in_progress: { pending: 'job', paid: 'job', payout_failed: 'job' },
  pending: { paid: 'job', payout_failed: 'job' },
  paid: {},
  payout_failed: {},
  cancelled: {},
};

/** Spec §4: "Cancelled and payout_in_progress are non-editable". */
export const NON_EDITABLE_BATCH_STATUSES: readonly BatchStatus[] = ['cancelled', 'payout_in_progress'];

/** Statuses a job is working on: they count towards the deployment's batches in flight (MAX_BATCH_LIMIT_REACHED). */
export const IN_FLIGHT_BATCH_STATUSES: readonly BatchStatus[] = [
  'initiated',
  'uploaded',
  'validation_in_progress',
  'fx_in_progress',
  'payout_in_progress',
];

export const FINAL_BATCH_STATUSES: readonly BatchStatus[] = BATCH_STATUSES.filter(
  (s) => Object.keys(BATCH_TRANSITIONS[s]).length === 0,
);

export function isBatchStatus(value: string): value is BatchStatus {
  return (BATCH_STATUSES as readonly string[]).includes(value);
}

export function canMoveBatch(from: string, to: string): boolean {
  if (!Object.hasOwn(BATCH_TRANSITIONS, from)) return false;
  return Object.hasOwn(BATCH_TRANSITIONS[from as BatchStatus], to);
}

/** Throws for a move the table does not allow (a bug: services check `canMoveBatch` first). */
export function assertBatchMove(from: string, to: string): asserts to is BatchStatus {
  if (!canMoveBatch(from, to)) throw new RangeError(`A batch cannot move from ${from} to ${to}.`);
}

/** Rows of a batch may change (fix a row, leave failing rows out) only while it is editable and not yet held. */
export function isBatchEditable(status: string): boolean {
  return isBatchStatus(status) && !NON_EDITABLE_BATCH_STATUSES.includes(status) && !isFinalBatchStatus(status);
}

/** DELETE batch/{id}: the business may delete (cancel) a batch when the table lets it move to cancelled. */
export function canDeleteBatch(status: string): boolean {
  return canMoveBatch(status, 'cancelled') && BATCH_TRANSITIONS[status as BatchStatus].cancelled === 'user';
}

/** Failing rows may be fixed, or left out, only after validation failed. */
export function canFixRows(status: string): boolean {
  return status === 'validation_failed';
}

export function isFinalBatchStatus(status: string): boolean {
  return (FINAL_BATCH_STATUSES as readonly string[]).includes(status);
}
