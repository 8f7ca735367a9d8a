import {
  bookForwardEndpoint,
  cancelForwardEndpoint,
  forwardContractEndpoint,
  forwardContractsEndpoint,
  forwardQuoteEndpoint,
} from '@corridor/contracts/fx-hedging/forward-contracts';
import {
  deleteHedgingDocumentEndpoint,
  HEDGING_DOCUMENT_FIELDS,
  hedgingOnboardingEndpoint,
  hedgingTemplateEndpoint,
  submitHedgingOnboardingEndpoint,
  uploadHedgingDocumentEndpoint,
  ZUploadDocumentFields,
} from '@corridor/contracts/fx-hedging/onboarding';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { DOCUMENT_BODY_LIMIT, documentMultipartOptions, readDocumentUpload } from '../../http/document-upload.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { bookForward, cancelContract, forwardQuote, getContract, listContracts } from './forward-contracts.service.ts';
import {
  deleteDocument,
  hedgingTemplate,
  onboardingStatus,
  requireHedging,
  submitOnboarding,
  uploadDocument,
} from './fx-hedging.service.ts';

/** FX hedging (spec §7 "FX hedging template download, document upload, delete, submit onboarding, email status"). */
export async function fxHedgingRoutes(app: FastifyInstance, deps: AppDeps) {
  // Spec §6: nothing of FX hedging answers unless its flag is on for the business's entity (before any upload is read).
  app.addHook('onRequest', async (req) => requireHedging(deps, callerOf(req)));
  // Multipart only here, for the one upload; a 10 MB document and a few small fields, nothing else.
  await app.register(fastifyMultipart, documentMultipartOptions(2));

  route(app, hedgingOnboardingEndpoint, (req) => onboardingStatus(deps, callerOf(req)));
  route(app, hedgingTemplateEndpoint, async (req, reply) => {
    const file = await hedgingTemplate(deps, callerOf(req));
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
  route(
    app,
    uploadHedgingDocumentEndpoint,
    async (req, reply) => reply.status(201).send(await uploadDocument(deps, callerOf(req), await readUpload(req))),
    { bodyLimit: DOCUMENT_BODY_LIMIT },
  );
  route(app, deleteHedgingDocumentEndpoint, (req) => deleteDocument(deps, callerOf(req), req.params.id));
  route(app, submitHedgingOnboardingEndpoint, (req) => submitOnboarding(deps, callerOf(req)));

  route(app, forwardQuoteEndpoint, (req) => forwardQuote(deps, callerOf(req), req.query));
  route(app, bookForwardEndpoint, async (req, reply) =>
    sendIdempotent(reply, await bookForward(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
  route(app, forwardContractsEndpoint, (req) => listContracts(deps, callerOf(req), req.query));
  route(app, forwardContractEndpoint, (req) => getContract(deps, callerOf(req), req.params.id));
  route(app, cancelForwardEndpoint, (req) => cancelContract(deps, callerOf(req), req.params.id));
}

const UPLOAD_SHAPE = 'Send the document as multipart/form-data: a document_type field, then one file.';

/** The upload's `document_type` field and its one file (http/document-upload.ts refuses anything else). */
async function readUpload(req: FastifyRequest) {
  const { fields, file } = await readDocumentUpload(req, {
    fields: ZUploadDocumentFields,
    fileField: HEDGING_DOCUMENT_FIELDS.file,
    shape: UPLOAD_SHAPE,
    formField: HEDGING_DOCUMENT_FIELDS.documentType,
  });
  return { documentType: fields.document_type, file };
}
