import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';

/**
 * POST batch/{id}/hold-fx: holds a rate per currency pair of a validated batch (progress step 4). A stub until the
 * bulk-pay branch lands its implementation here.
 */
export async function holdBatchFx(_deps: AppDeps, _caller: Caller, _batchId: string): Promise<TBatchDetail> {
  throw new AppError('NOT_IMPLEMENTED');
}
