import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayoutDocument } from './payout-common.ts';

/** The upload form: one `file` part, no text fields. */
export const PAYOUT_DOCUMENT_FIELDS = { file: 'file' } as const;
export const ZPayoutDocumentUploadFields = z.strictObject({});

/**
 * POST /smebackend/api/v1/transaction/document — multipart/form-data with one `file` part: a supporting document of
 * a payout (an invoice, a contract), a PDF, PNG or JPEG (by its content) of 1 byte to 10 MB. 201 with its
 * `document_id`, to name in validatePayout and createPayout's `documents`; unattached, it is purged after a day.
 * Refused: FILE_MUST_NOT_BE_EMPTY, FILE_TOO_BIG (413), UNSUPPORTED_FILE_FORMAT (415); CONFLICT (409) while the
 * business holds 25 uploads not yet on a payout.
 */
export const uploadPayoutDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/transaction/document',
  summary: 'Uploads a supporting document for a payout (multipart: one file; PDF, PNG or JPEG up to 10 MB).',
  tag: 'payouts',
  consumes: ['multipart/form-data'],
  response: ZPayoutDocument,
  status: 201,
});

/**
 * DELETE /smebackend/api/v1/transaction/document/:id — removes an upload not yet attached to a payout (409 once it
 * is); another business's id is the same 404 as an unknown one.
 */
export const deletePayoutDocumentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/smebackend/api/v1/transaction/document/:id',
  summary: 'Removes a supporting document that is not attached to a payout.',
  tag: 'payouts',
  params: z.strictObject({ id: ZId }),
  response: z.object({ document_id: z.string() }),
});

/** GET /smebackend/api/v1/transaction/document/:id — the document's file, as an attachment (own documents only). */
export const ZPayoutDocumentFile = z.string().describe('the document: application/pdf, image/png or image/jpeg');
export const payoutDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/transaction/document/:id',
  summary: 'Downloads a supporting document of a payout.',
  tag: 'payouts',
  params: z.strictObject({ id: ZId }),
  response: ZPayoutDocumentFile,
  produces: ['application/pdf', 'image/png', 'image/jpeg'],
});
