import { Readable } from 'node:stream';
import {
  RFI_DOCUMENT_FIELDS,
  respondRfiEndpoint,
  rfiDocNamesEndpoint,
  rfiEndpoint,
  rfisEndpoint,
  uploadRfiDocumentEndpoint,
} from '@corridor/contracts/transactions/rfi';
import {
  transactionEndpoint,
  transactionReceiptEndpoint,
  transactionsDownloadEndpoint,
  transactionsEndpoint,
} from '@corridor/contracts/transactions/transactions';
import { PATHS } from '@corridor/domain/paths';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { DOCUMENT_BODY_LIMIT, documentMultipartOptions, readDocumentUpload } from '../../http/document-upload.ts';
import { route } from '../../http/route.ts';
import { getRfi, listRfis, respondToComplianceRequest, rfiDocumentNames, uploadRfiDocument } from './rfi.service.ts';
import { receiptOf, receiptPdf } from './transaction-receipt.ts';
import { getTransaction, transactionsPage } from './transactions.service.ts';
import { transactionsCsv } from './transactions-csv.ts';

/** The Transactions page and the detail pages it links to. */
export const TRANSACTION_MENUS = [PATHS.transactions];

/** Spec §7 reports/transactions(/pagination), one transaction and its receipt. */
export async function transactionsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, transactionsEndpoint, (req) => transactionsPage(deps, callerOf(req), req.body));
  route(app, transactionEndpoint, (req) => getTransaction(deps, callerOf(req), req.params.transactionId));

  route(app, transactionsDownloadEndpoint, async (req, reply) => {
    const caller = callerOf(req);
    const { format: _csv, ...filters } = req.query;
    // The first page is read before answering, so a bad filter is still a clean 400 rather than a cut-off file.
    const lines = transactionsCsv(deps, caller, filters);
    const first = await lines.next();
    const rest = async function* () {
      if (!first.done) yield first.value;
      yield* lines;
    };
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="transactions.csv"')
      .header('cache-control', 'no-store')
      .send(Readable.from(rest()));
  });

  route(app, transactionReceiptEndpoint, async (req, reply) => {
    const caller = callerOf(req);
    const receipt = await receiptOf(deps, caller, req.params.transactionId);
    const body = await receiptPdf(caller.clientName, receipt);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${receipt.reference.replace(/[^\w.-]/g, '_')}.pdf"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

const UPLOAD_SHAPE = 'Send the document as multipart/form-data: one file.';

/** Requests for information (spec §7 RFI): the list, one request, its document names, uploads and the answer. */
export async function rfiRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, rfisEndpoint, (req) => listRfis(deps, callerOf(req), req.body));
  route(app, rfiEndpoint, (req) => getRfi(deps, callerOf(req), req.params.id));
  route(app, rfiDocNamesEndpoint, (req) => rfiDocumentNames(deps, callerOf(req), req.query.transactionId));
  route(app, respondRfiEndpoint, (req) => respondToComplianceRequest(deps, callerOf(req), req.body));
  await app.register(async (scope) => {
    // Multipart only in this scope: one 10 MB file, no fields.
    await scope.register(fastifyMultipart, documentMultipartOptions(0));
    route(
      scope,
      uploadRfiDocumentEndpoint,
      async (req, reply) => {
        const { file } = await readDocumentUpload(req, {
          fields: z.strictObject({}),
          fileField: RFI_DOCUMENT_FIELDS.file,
          shape: UPLOAD_SHAPE,
        });
        return reply.status(201).send(await uploadRfiDocument(deps, callerOf(req), req.params.id, file));
      },
      { bodyLimit: DOCUMENT_BODY_LIMIT },
    );
  });
}
