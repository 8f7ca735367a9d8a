import { DOCUMENT_MEDIA_TYPES } from '@corridor/domain/documents';
import { RFI_RESPONSE_MAX, RFI_STATES } from '@corridor/domain/transactions/rfi';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';

export const ZRfiDocument = z.object({
  document_id: z.string(),
  file_name: z.string(),
  media_type: z.enum(DOCUMENT_MEDIA_TYPES),
  size: z.number().int(),
});
export type TRfiDocument = z.infer<typeof ZRfiDocument>;

/** A request for information on one of the business's payouts, with the answer so far. */
export const ZRfi = z.object({
  payment_id: z.string(),
  transaction_number: z.string(),
  beneficiary_name: z.string(),
  amount: ZMoney,
  state: z.enum(RFI_STATES),
  state_label: z.string(),
  /** What compliance asked, in its words. */
  reason: z.string().nullable(),
  /** The documents compliance asked for (getRfiDocNames). */
  requested_documents: z.array(z.string()),
  requested_at: z.string(),
  responded_at: z.string().nullable(),
  response: z.string().nullable(),
  /** Documents sent with the answer, or uploaded for it and not yet sent. */
  documents: z.array(ZRfiDocument),
  /** The request is open: the business may upload documents and answer. */
  can_respond: z.boolean(),
});
export type TRfi = z.infer<typeof ZRfi>;

export const ZRfisRequest = z.strictObject({
  state: z.enum(RFI_STATES).optional(),
  cursor: z.string().max(128).optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export type TRfisRequest = z.input<typeof ZRfisRequest>;

/** POST /smebackend/api/v1/transactions/clientrfi/pagination — the business's RFIs, newest request first. */
export const rfisEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/transactions/clientrfi/pagination',
  summary: "The business's requests for information, newest first (keyset: pass nextCursor back as cursor).",
  tag: 'rfi',
  body: ZRfisRequest,
  response: z.object({ rows: z.array(ZRfi), nextCursor: z.string().nullable() }),
});

/** GET /smebackend/api/v1/rfi/:id — the RFI on one payout (by payment id); none, or another business's: 404. */
export const rfiEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/rfi/:id',
  summary: 'The request for information on one payout, with the documents asked for and sent.',
  tag: 'rfi',
  params: z.strictObject({ id: ZId }),
  response: ZRfi,
});

/** GET /smebackend/api/v1/getRfiDocNames?transactionId= — the names of the documents compliance asked for. */
export const rfiDocNamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/getRfiDocNames',
  summary: 'The documents compliance asked for on one payout.',
  tag: 'rfi',
  query: z.strictObject({ transactionId: ZId }),
  response: z.object({ documents: z.array(z.string()) }),
});

export const RFI_DOCUMENT_FIELDS = { file: 'file' } as const;

/**
 * POST /smebackend/api/v1/rfi/:id/document — one document for the answer (multipart: one file; PDF, PNG or JPEG up
 * to 10 MB, checked by content). Only while the request is open (409 otherwise).
 */
export const uploadRfiDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/rfi/:id/document',
  summary: 'Uploads a document for the answer to a request for information (multipart: one file).',
  tag: 'rfi',
  params: z.strictObject({ id: ZId }),
  consumes: ['multipart/form-data'],
  response: ZRfiDocument,
  status: 201,
});

export const ZRespondRfiRequest = z.strictObject({
  payment_id: ZId,
  response: z
    .string()
    .trim()
    .min(1, 'Please tell us about this payment.')
    .max(RFI_RESPONSE_MAX, `Please keep your answer under ${RFI_RESPONSE_MAX} characters`),
});
export type TRespondRfiRequest = z.input<typeof ZRespondRfiRequest>;

/**
 * POST /smebackend/api/v1/respondToComplianceRequest — answers an open request with words and the documents
 * uploaded for it (at least one). Compliance then decides: the payout carries on, or ends RFI_REJECTED.
 */
export const respondRfiEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/respondToComplianceRequest',
  summary: 'Answers a request for information with the documents uploaded for it.',
  tag: 'rfi',
  body: ZRespondRfiRequest,
  response: ZRfi,
});
