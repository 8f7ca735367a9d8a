import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { TBatchPayoutRequest } from '@corridor/contracts/batches/batch-payout';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';

/**
 * POST batch/{id}/payout: creates a batch's payouts (progress step 7). A stub until the bulk-pay branch lands its
 * implementation here.
 */
export async function payBatch(
  _deps: AppDeps,
  _caller: Caller,
  _batchId: string,
  _body: TBatchPayoutRequest,
): Promise<TBatchDetail> {
  throw new AppError('NOT_IMPLEMENTED');
}
