import { BATCH_STEP } from '@corridor/domain/batches/progress';
import type { AppDeps } from '../../app-deps.ts';
import { batchCaller } from './batch-access.ts';
import { batchProgress } from './batch-progress.ts';
import { checkRows } from './batch-row-checks.ts';
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
  const started = await deps.db.tx(async (tx) => {
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
  });
  if (!started) return;
  const { batch, caller } = started;
  let done = started.done;
  for (;;) {
    const checked = await deps.db.tx(async (tx) => {
      const rows = await repo.findPendingRows(tx, batch.client_id, batch.id, VALIDATION_CHUNK);
      if (rows.length === 0) return 0;
      const outcomes = await checkRows(tx, deps, caller, batch.source_currency, rows);
      await repo.saveOutcomes(tx, batch.client_id, batch.id, outcomes, deps.clock.now());
      done += rows.length;
      await batchProgress.report(tx, batch.client_id, batch.id, {
        step: BATCH_STEP.validating,
        done,
        total: batch.row_count,
      });
      return rows.length;
    });
    if (checked < VALIDATION_CHUNK) break;
  }
  await finishValidation(deps, job);
}

/** Moves a batch whose rows are all checked to `validated` (none failed) or `validation_failed`. */
export async function finishValidation(deps: AppDeps, job: ValidateJob): Promise<void> {
  await deps.db.tx(async (tx) => {
    const b = await repo.findBatch(tx, job.clientId, job.batchId, { lock: true });
    if (b?.status !== 'validation_in_progress') return;
    if ((await repo.findPendingRows(tx, b.client_id, b.id, 1)).length > 0) return;
    await repo.recount(tx, b.client_id, b.id);
    const counted = (await repo.findBatch(tx, b.client_id, b.id))!;
    const to = counted.invalid_count > 0 ? 'validation_failed' : 'validated';
    await repo.moveBatch(tx, b.client_id, b.id, 'validation_in_progress', to, deps.clock.now());
    await batchProgress.changed(tx, b.client_id, b.id);
  });
}

/** Batches whose validation job died (left uploaded or validating for a minute): run them again. */
export async function sweepStaleValidations(deps: AppDeps, limit = 20): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - 60_000);
  const rows = await repo.findStaleValidations(deps.db, before, limit);
  for (const r of rows) await validateBatch(deps, { clientId: r.client_id, batchId: r.id });
  return rows.length;
}
