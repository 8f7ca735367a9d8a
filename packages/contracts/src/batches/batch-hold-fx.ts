import { defineEndpoint } from '../endpoint.ts';
import { ZBatchDetail, ZBatchPath } from './batch-common.ts';

/**
 * POST /smebackend/api/v1/batch/:id/hold-fx — holds a rate for every currency pair of a validated batch (progress
 * step 4 "Locking in FX rates"), or holds again when the held rates expired (never a stale rate). Answers the batch
 * with its totals and held rates (`fx_completed`, the review countdown runs to `holdExpiresAt`). Idempotent by the
 * batch: a hold under way answers the batch as it is.
 */
export const holdBatchFxEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/batch/:id/hold-fx',
  summary: 'Holds FX rates for every currency pair of a validated batch.',
  tag: 'batches',
  params: ZBatchPath,
  response: ZBatchDetail,
});
