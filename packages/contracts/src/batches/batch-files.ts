import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZTransactionsResponse } from '../transactions/transactions.ts';
import { ZBatchPath } from './batch-common.ts';

export const ZBatchErrorFile = z.string().describe('the error file: text/csv, the original rows plus an errors column');

/**
 * GET /smebackend/api/v1/batch/:id/file — the error file of a `validation_failed` batch: the header row and every row
 * as uploaded (formula prefixes escaped), plus an `errors` column. 409 in any other status.
 */
export const batchErrorFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/batch/:id/file',
  summary: 'Downloads the error file of a batch whose validation failed (CSV).',
  tag: 'batches',
  params: ZBatchPath,
  response: ZBatchErrorFile,
  produces: ['text/csv'],
});

export const ZBatchTransactionsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(128).optional(),
});

/** GET /smebackend/api/v1/batch/:id/transactions — the payouts of a batch, as rows of the transaction list. */
export const batchTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/batch/:id/transactions',
  summary: "A batch's payouts, as transaction list rows.",
  tag: 'batches',
  params: ZBatchPath,
  query: ZBatchTransactionsQuery,
  response: ZTransactionsResponse,
});
