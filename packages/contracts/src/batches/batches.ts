import { BATCH_STATUSES } from '@corridor/domain/batches/statuses';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZBatch, ZBatchDetail, ZBatchPath } from './batch-common.ts';

export const ZBatchesQuery = z.strictObject({
  status: z.enum(BATCH_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Where the previous page ended (its `nextCursor`). */
  cursor: z.string().min(1).max(200).optional(),
});
export type TBatchesQuery = z.input<typeof ZBatchesQuery>;

export const ZBatchList = z.object({ rows: z.array(ZBatch), nextCursor: z.string().nullable() });
export type TBatchList = z.infer<typeof ZBatchList>;

/** GET /smebackend/api/v1/batch — the business's batches, newest first, by keyset (spec §7 Batch "GET list"). */
export const batchesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/batch',
  summary: "The business's bulk payment batches, newest first.",
  tag: 'batches',
  query: ZBatchesQuery,
  response: ZBatchList,
});

/** GET /smebackend/api/v1/batch/:id — one batch with its review figures (totals per currency, held rates). */
export const batchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/batch/:id',
  summary: 'One bulk payment batch, with its totals per currency and held rates.',
  tag: 'batches',
  params: ZBatchPath,
  response: ZBatchDetail,
});

/**
 * DELETE /smebackend/api/v1/batch/:id — deletes (cancels) a batch the state machine lets the business cancel
 * (uploaded, validated, validation_failed, fx_completed); 409 INVALID_TRANSITION otherwise. The batch stays listed as
 * cancelled.
 */
export const deleteBatchEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/smebackend/api/v1/batch/:id',
  summary: 'Deletes (cancels) a bulk payment batch not yet being paid.',
  tag: 'batches',
  params: ZBatchPath,
  response: ZBatch,
});
