import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZHedgingDocument, ZHedgingDocumentType, ZHedgingOnboarding } from './hedging-common.ts';

/** GET /smebackend/api/v1/fx-hedging/onboarding — the onboarding's status, verdict, documents (spec §7 email status). */
export const hedgingOnboardingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/fx-hedging/onboarding',
  summary: "The business's FX hedging onboarding: status, the partner's verdict, documents and what is missing.",
  tag: 'fx-hedging',
  response: ZHedgingOnboarding,
});

/**
 * GET /smebackend/api/v1/fx-hedging/template — the application template to fill in, sign and upload (a PDF naming
 * the business and listing every document the partner asks for).
 */
export const ZTemplateFile = z.string().describe('application/pdf attachment');
export const hedgingTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/fx-hedging/template',
  summary: 'The FX hedging application template (PDF) with the list of documents to upload.',
  tag: 'fx-hedging',
  response: ZTemplateFile,
  produces: ['application/pdf'],
});

/**
 * POST /smebackend/api/v1/fx-hedging/documents — multipart/form-data with a `document_type` field, then one `file`
 * part: a PDF, PNG or JPEG (by its content) of 1 byte to 10 MB. Refused: FILE_MUST_NOT_BE_EMPTY, FILE_TOO_BIG (413),
 * UNSUPPORTED_FILE_FORMAT (415); INVALID_TRANSITION once the onboarding is submitted.
 */
export const HEDGING_DOCUMENT_FIELDS = { documentType: 'document_type', file: 'file' } as const;
export const ZUploadDocumentFields = z.strictObject({ document_type: ZHedgingDocumentType });
export const uploadHedgingDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/fx-hedging/documents',
  summary: 'Uploads one onboarding document (multipart: document_type, then file; PDF, PNG or JPEG up to 10 MB).',
  tag: 'fx-hedging',
  consumes: ['multipart/form-data'],
  response: ZHedgingDocument,
  status: 201,
});

/** DELETE /smebackend/api/v1/fx-hedging/documents/:id — before submission (or after a rejection) only. */
export const deleteHedgingDocumentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/smebackend/api/v1/fx-hedging/documents/:id',
  summary: 'Deletes one of the onboarding documents while they can still be changed.',
  tag: 'fx-hedging',
  params: z.strictObject({ id: ZId }),
  response: ZHedgingOnboarding,
});

/**
 * POST /smebackend/api/v1/fx-hedging/onboarding/submit — sends the documents to the hedging partner; its verdict
 * arrives later and is mailed to the submitting user. Every required document must be there.
 */
export const submitHedgingOnboardingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/fx-hedging/onboarding/submit',
  summary: 'Submits the onboarding to the hedging partner for review (every required document uploaded).',
  tag: 'fx-hedging',
  response: ZHedgingOnboarding,
});
