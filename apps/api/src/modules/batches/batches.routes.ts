import { batchErrorFileEndpoint, batchTransactionsEndpoint } from '@corridor/contracts/batches/batch-files';
import { holdBatchFxEndpoint } from '@corridor/contracts/batches/batch-hold-fx';
import { payBatchEndpoint } from '@corridor/contracts/batches/batch-payout';
import { progressTopicEndpoint } from '@corridor/contracts/batches/batch-progress';
import { batchRowsEndpoint, editBatchRowEndpoint, proceedBatchEndpoint } from '@corridor/contracts/batches/batch-rows';
import { batchTemplateEndpoint } from '@corridor/contracts/batches/batch-template';
import { BATCH_UPLOAD_FIELDS, uploadBatchEndpoint } from '@corridor/contracts/batches/batch-upload';
import { batchEndpoint, batchesEndpoint, deleteBatchEndpoint } from '@corridor/contracts/batches/batches';
import { DEFAULT_BATCH_MAX_FILE_BYTES } from '@corridor/domain/batches/limits';
import { BATCH_UPLOAD_ERRORS } from '@corridor/domain/batches/upload-errors';
import { PATHS } from '@corridor/domain/paths';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { callerOf } from '../../http/caller.ts';
import { attachmentDisposition } from '../../http/file-download.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { type BatchDownload, batchErrorFile, batchTemplateFile } from './batch-files.service.ts';
import { holdBatchFx } from './batch-fx.service.ts';
import { payBatch } from './batch-payout.service.ts';
import { endProgressStreams, streamProgress } from './batch-progress-stream.ts';
import { registerBatchSettlement } from './batch-settle.service.ts';
import { uploadBatch } from './batch-upload.service.ts';
import {
  batchTransactions,
  deleteBatch,
  editRow,
  getBatch,
  listBatches,
  listRows,
  proceedWithoutFailing,
} from './batches.service.ts';

/** Bulk payments live under Send money (/r/bulkpayment's parent menu). */
export const BATCH_MENUS = [PATHS.send];

const download = (reply: FastifyReply, file: BatchDownload) =>
  reply
    .type(file.mediaType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);

/** Spec §7 Batch calls, the fix-a-row calls, and the client's live progress topic. */
export async function batchesRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('preClose', async () => endProgressStreams());
  // A checker approving a batch's payouts over HTTP settles the batch in the same transaction.
  registerBatchSettlement();
  route(app, batchesEndpoint, (req) => listBatches(deps, callerOf(req), req.query));
  route(app, batchTemplateEndpoint, async (req, reply) =>
    download(reply, await batchTemplateFile(deps, callerOf(req), req.query)),
  );
  route(app, batchEndpoint, (req) => getBatch(deps, callerOf(req), req.params.id));
  route(app, deleteBatchEndpoint, (req) => deleteBatch(deps, callerOf(req), req.params.id));
  route(app, batchRowsEndpoint, (req) => listRows(deps, callerOf(req), req.params.id, req.query));
  route(app, editBatchRowEndpoint, (req) => editRow(deps, callerOf(req), req.params.id, req.params.rowIndex, req.body));
  route(app, proceedBatchEndpoint, (req) => proceedWithoutFailing(deps, callerOf(req), req.params.id));
  route(app, batchErrorFileEndpoint, async (req, reply) =>
    download(reply, await batchErrorFile(deps, callerOf(req), req.params.id)),
  );
  route(app, batchTransactionsEndpoint, (req) => batchTransactions(deps, callerOf(req), req.params.id, req.query));
  // Holding FX and paying are the bulk-pay branch's (batch-fx.service.ts, batch-payout.service.ts).
  route(app, holdBatchFxEndpoint, (req) => holdBatchFx(deps, callerOf(req), req.params.id));
  route(app, payBatchEndpoint, async (req, reply) =>
    sendIdempotent(reply, await payBatch(deps, callerOf(req), req.params.id, req.body, idempotencyOf(req))),
  );
  route(app, progressTopicEndpoint, (req, reply) =>
    streamProgress(deps, callerOf(req), req.params.clientId, req, reply),
  );
  await app.register(async (scope) => batchUploadRoutes(scope, deps));
}

const UPLOAD_SHAPE = 'Send the batch as multipart/form-data: one CSV or XLSX file.';

/** The upload: multipart only in this scope, one file of at most the size limit, no fields. */
async function batchUploadRoutes(app: FastifyInstance, deps: AppDeps) {
  const maxBytes = DEFAULT_BATCH_MAX_FILE_BYTES;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  route(
    app,
    uploadBatchEndpoint,
    async (req, reply) => {
      const file = await readBatchUpload(req);
      return reply.status(201).send(await uploadBatch(deps, callerOf(req), file));
    },
    { bodyLimit: maxBytes + 1024 * 1024 },
  );
}

const ZNoFields = z.strictObject({});

/** The one `file` part, held once in memory (at most the size limit); anything else in the form is refused. */
async function readBatchUpload(req: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw shape();
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname === BATCH_UPLOAD_FIELDS.file && !file) {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else throw shape();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = BATCH_UPLOAD_ERRORS.FILE_TOO_BIG;
      throw new AppError('FILE_TOO_BIG', { message, errors: [{ field: 'file', message }] });
    }
    if (typeof code === 'string' && code.startsWith('FST_')) throw shape();
    throw err;
  }
  if (!ZNoFields.safeParse(fields).success) throw shape();
  if (!file) {
    const message = 'Choose a file to upload.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'file', message }] });
  }
  return file;
}

function shape() {
  return new AppError('VALIDATION_ERROR', {
    message: UPLOAD_SHAPE,
    errors: [{ field: 'file', message: UPLOAD_SHAPE }],
  });
}
