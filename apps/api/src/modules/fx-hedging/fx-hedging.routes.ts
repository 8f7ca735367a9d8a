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
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@corridor/domain/fx-hedging';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { callerOf } from '../../http/caller.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { bookForward, cancelContract, forwardQuote, getContract, listContracts } from './forward-contracts.service.ts';
import {
  deleteDocument,
  hedgingTemplate,
  onboardingStatus,
  requireHedging,
  submitOnboarding,
  type UploadedFile,
  uploadDocument,
} from './fx-hedging.service.ts';

/** FX hedging (spec §7 "FX hedging template download, document upload, delete, submit onboarding, email status"). */
export async function fxHedgingRoutes(app: FastifyInstance, deps: AppDeps) {
  // Spec §6: nothing of FX hedging answers unless its flag is on for the business's entity (before any upload is read).
  app.addHook('onRequest', async (req) => requireHedging(deps, callerOf(req)));
  // Multipart only here, for the one upload; a 10 MB document and a few small fields, nothing else.
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 200, headerPairs: 100 },
  });

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
    // The multipart limits above decide; the route's own body limit only has to let a 10 MB file through.
    { bodyLimit: DOCUMENT_MAX_BYTES + 1024 * 1024 },
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

/**
 * The upload's `document_type` field and its one file, read into memory (at most 10 MB): anything else in the form,
 * a second file, or a file over the limit is refused before the service sees it.
 */
async function readUpload(req: FastifyRequest): Promise<UploadedFile> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: UPLOAD_SHAPE });
  const fields: Record<string, unknown> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === HEDGING_DOCUMENT_FIELDS.file && !file) {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else {
        throw shapeError(part.fieldname);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('FILE_TOO_BIG', { errors: [{ field: 'file', message: DOCUMENT_MESSAGES.tooBig }] });
    }
    if (typeof code === 'string' && code.startsWith('FST_')) throw shapeError('file');
    throw err;
  }
  const parsed = ZUploadDocumentFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? HEDGING_DOCUMENT_FIELDS.documentType);
    const message = issue.code === 'unrecognized_keys' ? UPLOAD_SHAPE : issue.message;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
  }
  if (!file) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'Choose a file to upload.',
      errors: [{ field: 'file', message: 'Choose a file to upload.' }],
    });
  }
  return { documentType: parsed.data.document_type, ...file };
}

function shapeError(field: string) {
  return new AppError('VALIDATION_ERROR', { message: UPLOAD_SHAPE, errors: [{ field, message: UPLOAD_SHAPE }] });
}
