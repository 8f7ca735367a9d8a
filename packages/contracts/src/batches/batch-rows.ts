import { BATCH_ROW_STATUSES } from '@corridor/domain/batches/row';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZBatchDetail, ZBatchPath, ZBatchRow } from './batch-common.ts';

export const ZBatchRowsQuery = z.strictObject({
  status: z.enum(BATCH_ROW_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** The row index the previous page ended at. */
  after: z.coerce.number().int().min(0).default(0),
});
export type TBatchRowsQuery = z.input<typeof ZBatchRowsQuery>;

export const ZBatchRows = z.object({ rows: z.array(ZBatchRow), nextAfter: z.number().int().nullable() });
export type TBatchRows = z.infer<typeof ZBatchRows>;

/** GET /smebackend/api/v1/batch/:id/rows?status=invalid — a batch's rows in file order (the failing ones to fix). */
export const batchRowsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/batch/:id/rows',
  summary: "A batch's rows in file order, with their errors per column.",
  tag: 'batches',
  params: ZBatchPath,
  query: ZBatchRowsQuery,
  response: ZBatchRows,
});

export const ZBatchRowPath = ZBatchPath.extend({ rowIndex: z.coerce.number().int().min(1).max(1_000_000) });

/** The edited cells of a failing row (column → text); columns not sent keep their value. */
export const ZBatchRowEdit = z.strictObject({
  cells: z.record(z.string().min(1).max(64), z.string().max(500)).refine((c) => Object.keys(c).length <= 64, {
    message: 'Too many columns.',
  }),
});
export type TBatchRowEdit = z.input<typeof ZBatchRowEdit>;

export const ZBatchRowEdited = z.object({ row: ZBatchRow, batch: ZBatchDetail });
export type TBatchRowEdited = z.infer<typeof ZBatchRowEdited>;

/**
 * PATCH /smebackend/api/v1/batch/:id/rows/:rowIndex — edits a failing row of a `validation_failed` batch and checks
 * it again at once with the same rules (the answer has its new errors, or none); the last failing row fixed moves the
 * batch to `validated`. 409 INVALID_TRANSITION in any other status or for a row that did not fail.
 */
export const editBatchRowEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/smebackend/api/v1/batch/:id/rows/:rowIndex',
  summary: 'Fixes a failing row of a batch and validates it again.',
  tag: 'batches',
  params: ZBatchRowPath,
  body: ZBatchRowEdit,
  response: ZBatchRowEdited,
});

/**
 * POST /smebackend/api/v1/batch/:id/proceed — goes on without the failing rows: they are left out (`excluded`) and the
 * batch is `validated` with the rest; 409 when no row passed.
 */
export const proceedBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/batch/:id/proceed',
  summary: 'Proceeds with a batch without its failing rows.',
  tag: 'batches',
  params: ZBatchPath,
  response: ZBatchDetail,
});
