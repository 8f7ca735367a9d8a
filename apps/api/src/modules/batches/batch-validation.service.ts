import { BATCH_STEP } from '@corridor/domain/batches/progress';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { batchCaller } from './batch-access.ts';
import { batchProgress } from './batch-progress.ts';
import { checkRows, type RowCheckDeps } from './batch-row-checks.ts';
import * as repo from './batches.repository.ts';

/**
 * The validation job (progress step 2 "Validating transactions"): every row through the single-send rules, a chunk
 * at a time, each chunk in its own transaction (one read, the checks in memory, one write, one progress report). A
 * job killed half-way and run again goes on with the rows still pending; the batch ends `validated` or
 * `validation_failed` once, whoever gets there first.
 */
export const VALIDATE_QUEUE = 'batch.validate';
export const VALIDATION_CHUNK = 250;
export type ValidateJob = { clientId: string; batchId: string };

export async function validateBatch(deps: AppDeps, job: ValidateJob): Promise<void> {
  const started = await deps.db.tx((tx) => startValidationInTx(tx, deps, job));
  if (!started) return;
  for (;;) {
    const checked = await deps.db.tx((tx) => checkChunkInTx(tx, deps, started));
    if (checked < VALIDATION_CHUNK) break;
    // Between chunks, requests waiting for the database go first (PGlite is one connection): a page stays responsive.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await deps.db.tx((tx) => finishValidationInTx(tx, deps, job));
}

type Started = { batch: repo.BatchRecord; caller: Caller; done: number };

/** uploaded → validation_in_progress (or goes on with one already in progress); null when there is nothing to do. */
async function startValidationInTx(tx: Queryable, deps: RowCheckDeps, job: ValidateJob): Promise<Started | null> {
  const b = await repo.findBatch(tx, job.clientId, job.batchId, { lock: true });
  if (!b) return null;
  if (b.status === 'uploaded') {
    await repo.moveBatch(tx, b.client_id, b.id, 'uploaded', 'validation_in_progress', deps.clock.now());
  } else if (b.status !== 'validation_in_progress') {
    return null;
  }
  const done = await repo.countChecked(tx, b.client_id, b.id);
  await batchProgress.report(tx, b.client_id, b.id, { step: BATCH_STEP.validating, done, total: b.row_count });
  return { batch: b, caller: await batchCaller(tx, b), done };
}

/** Checks the next pending rows (one read, the checks in memory, one write, one report); how many it checked. */
async function checkChunkInTx(tx: Queryable, deps: RowCheckDeps, s: Started): Promise<number> {
  const { batch, caller } = s;
  const rows = await repo.claimPendingRows(tx, batch.client_id, batch.id, VALIDATION_CHUNK);
  if (rows.length === 0) return 0;
  const outcomes = await checkRows(tx, deps, caller, batch.source_currency, rows);
  await repo.saveOutcomes(tx, batch.client_id, batch.id, outcomes, deps.clock.now());
  s.done += rows.length;
  await batchProgress.report(tx, batch.client_id, batch.id, {
    step: BATCH_STEP.validating,
    done: s.done,
    total: batch.row_count,
  });
  return rows.length;
}

/** Moves a batch whose rows are all checked to `validated` (none failed) or `validation_failed`. */
async function finishValidationInTx(tx: Queryable, deps: RowCheckDeps, job: ValidateJob): Promise<void> {
  const b = await repo.findBatch(tx, job.clientId, job.batchId, { lock: true });
  if (b?.status !== 'validation_in_progress') return;
  if (await repo.hasPendingRows(tx, b.client_id, b.id)) return;
  await repo.recount(tx, b.client_id, b.id);
  const counted = (await repo.findBatch(tx, b.client_id, b.id))!;
  const to = counted.invalid_count > 0 ? 'validation_failed' : 'validated';
  await repo.moveBatch(tx, b.client_id, b.id, 'validation_in_progress', to, deps.clock.now());
  await batchProgress.changed(tx, b.client_id, b.id);
}

/** The whole validation inside the caller's transaction (the demo seed, which writes everything in one). */
export async function validateBatchInTx(tx: Queryable, deps: RowCheckDeps, job: ValidateJob): Promise<void> {
  const started = await startValidationInTx(tx, deps, job);
  if (!started) return;
  while ((await checkChunkInTx(tx, deps, started)) === VALIDATION_CHUNK);
  await finishValidationInTx(tx, deps, job);
}

/**
 * How long a validation may go without a progress report before it counts as dead: a chunk reports every few hundred
 * milliseconds, so a quarter of a minute of silence means its worker is gone.
 */
export const STALE_VALIDATION_MS = 15_000;

/** Batches whose validation job died (a killed worker): run them again, from the rows still pending. */
export async function sweepStaleValidations(deps: AppDeps, limit = 20): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - STALE_VALIDATION_MS);
  const rows = await repo.findStaleValidations(deps.db, before, limit);
  for (const r of rows) await validateBatch(deps, { clientId: r.client_id, batchId: r.id });
  return rows.length;
}
