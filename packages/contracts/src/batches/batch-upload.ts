import { defineEndpoint } from '../endpoint.ts';
import { ZBatch } from './batch-common.ts';

/** The upload form: one `file` part. */
export const BATCH_UPLOAD_FIELDS = { file: 'file' } as const;

/**
 * POST /smebackend/api/v1/batch/upload — multipart/form-data with one `file` part: a CSV or XLSX file of the template's
 * columns (by its content, not its name), one source currency, up to the row limit (1,000 by default). 201 with the
 * batch, `uploaded`; the validation job then moves it to `validated` or `validation_failed` (live progress on the
 * client's progress topic). Refused, nothing written (spec §8): FILE_MUST_NOT_BE_EMPTY "Incorrect template",
 * FILE_TOO_BIG "File size too big" (413), UNSUPPORTED_FILE_FORMAT "Incorrect file format" (415),
 * MANDATORY_HEADER_NOT_FOUND "File missing headers", MULTIPLE_SOURCE_CURRENCIES, BATCH_ROW_LIMIT_EXCEEDED (over the
 * row limit), MAX_BATCH_LIMIT_REACHED (429, too many batches in flight on this deployment).
 */
export const uploadBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/batch/upload',
  summary: 'Uploads a bulk payment file (multipart: one CSV or XLSX file).',
  tag: 'batches',
  consumes: ['multipart/form-data'],
  response: ZBatch,
  status: 201,
});
