import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { TBatchPayoutRequest } from '@corridor/contracts/batches/batch-payout';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { ownBatch, requireBulkUploads } from './batch-access.ts';

/**
 * POST batch/{id}/payout: creates a batch's payouts (progress step 7). A stub until the bulk-pay branch lands its
 * implementation here.
 */
export async function payBatch(
  deps: AppDeps,
  caller: Caller,
  batchId: string,
  _body: TBatchPayoutRequest,
): Promise<TBatchDetail> {
  // Until then: another business's or an unknown batch is still the same 404.
  await requireBulkUploads(deps.db, caller);
  await ownBatch(deps.db, caller, batchId);
  throw new AppError('NOT_IMPLEMENTED');
}
