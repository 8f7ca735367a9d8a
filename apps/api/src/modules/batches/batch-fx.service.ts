import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { ownBatch, requireBulkUploads } from './batch-access.ts';

/**
 * POST batch/{id}/hold-fx: holds a rate per currency pair of a validated batch (progress step 4). A stub until the
 * bulk-pay branch lands its implementation here.
 */
export async function holdBatchFx(deps: AppDeps, caller: Caller, batchId: string): Promise<TBatchDetail> {
  // Until then: another business's or an unknown batch is still the same 404.
  await requireBulkUploads(deps.db, caller);
  await ownBatch(deps.db, caller, batchId);
  throw new AppError('NOT_IMPLEMENTED');
}
