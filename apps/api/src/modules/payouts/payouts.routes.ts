import { cancelPayoutEndpoint } from '@corridor/contracts/payouts/cancel-payout';
import { createGroupPayoutEndpoint } from '@corridor/contracts/payouts/create-group-payout';
import { createPayoutEndpoint } from '@corridor/contracts/payouts/create-payout';
import { dailyAmountEndpoint } from '@corridor/contracts/payouts/daily-amount';
import { payoutActionEndpoint } from '@corridor/contracts/payouts/payout-action';
import { beneficiaryPayoutEndpoint, payoutEndpoint } from '@corridor/contracts/payouts/payout-detail';
import {
  deletePayoutDocumentEndpoint,
  PAYOUT_DOCUMENT_FIELDS,
  payoutDocumentEndpoint,
  uploadPayoutDocumentEndpoint,
  ZPayoutDocumentUploadFields,
} from '@corridor/contracts/payouts/payout-documents';
import { payoutsEndpoint } from '@corridor/contracts/payouts/payouts-list';
import { purposeCodesEndpoint } from '@corridor/contracts/payouts/purpose-codes';
import { swiftFeesEndpoint } from '@corridor/contracts/payouts/swift-fees';
import { transactionFeesEndpoint } from '@corridor/contracts/payouts/transaction-fees';
import { transactionStatusEndpoint } from '@corridor/contracts/payouts/transaction-status';
import { validatePayoutEndpoint } from '@corridor/contracts/payouts/validate-payout';
import { PATHS } from '@corridor/domain/paths';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { DOCUMENT_BODY_LIMIT, documentMultipartOptions, readDocumentUpload } from '../../http/document-upload.ts';
import { attachmentDisposition } from '../../http/file-download.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { openPayoutFunding } from '../fundings/fundings.service.ts';
import { decidePayouts } from './approvals.service.ts';
import { deletePayoutDocument, downloadPayoutDocument, uploadPayoutDocument } from './payout-documents.service.ts';
import { createAnyPayout, createGroupPayout, type OpenPayoutFunding } from './payout-funding.service.ts';
import { purposeCodes, swiftFees, transactionFees } from './payout-quotes.service.ts';
import {
  dailyAmount,
  getBeneficiaryPayout,
  getPayout,
  listPayouts,
  transactionStatuses,
} from './payout-reads.service.ts';
import { cancelPayout, validatePayout } from './payouts.service.ts';

/** Sending money: the send flow's calls (spec §7 "Payouts"). */
export const SEND_MENUS = [PATHS.send];
/** Reading payouts: the send flow, the transactions pages and the approvals queue. */
export const PAYOUT_READ_MENUS = [PATHS.send, PATHS.transactions, PATHS.transactionApproval];
/** Deciding on payouts: the approvals page. */
export const APPROVAL_MENUS = [PATHS.transactionApproval];

/** A payout paid by card or transfer opens its funding in the fundings module (which never imports payouts'). */
const fundingsOf =
  (deps: AppDeps): OpenPayoutFunding =>
  (tx, caller, req) =>
    openPayoutFunding(tx, deps, caller, req);

/** Pricing, validating, creating and cancelling payouts, and the MYR daily limit. */
export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, purposeCodesEndpoint, (req) => purposeCodes(req.query.destination_currency));
  route(app, transactionFeesEndpoint, (req) => transactionFees(deps, callerOf(req), req.body));
  route(app, swiftFeesEndpoint, (req) => swiftFees(deps, callerOf(req), req.query));
  route(app, validatePayoutEndpoint, (req) => validatePayout(deps, callerOf(req), req.body));
  route(app, createPayoutEndpoint, async (req, reply) =>
    sendIdempotent(reply, await createAnyPayout(deps, callerOf(req), req.body, idempotencyOf(req), fundingsOf(deps))),
  );
  route(app, createGroupPayoutEndpoint, async (req, reply) =>
    sendIdempotent(
      reply,
      await createGroupPayout(deps, callerOf(req), req.body.payouts, idempotencyOf(req), fundingsOf(deps)),
    ),
  );
  route(app, cancelPayoutEndpoint, async (req, reply) =>
    sendIdempotent(reply, await cancelPayout(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
  route(app, dailyAmountEndpoint, (req) => dailyAmount(deps, callerOf(req), req.params.clientId));
  await app.register(async (scope) => payoutDocumentRoutes(scope, deps));
}

const UPLOAD_SHAPE = 'Send the document as multipart/form-data: one file.';

/** Supporting documents, uploaded before the payout exists (spec §7 transaction/document). */
async function payoutDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  // Multipart only in this scope: one 10 MB file, no fields.
  await app.register(fastifyMultipart, documentMultipartOptions(0));
  route(
    app,
    uploadPayoutDocumentEndpoint,
    async (req, reply) => {
      const { file } = await readDocumentUpload(req, {
        fields: ZPayoutDocumentUploadFields,
        fileField: PAYOUT_DOCUMENT_FIELDS.file,
        shape: UPLOAD_SHAPE,
      });
      return reply.status(201).send(await uploadPayoutDocument(deps, callerOf(req), file));
    },
    { bodyLimit: DOCUMENT_BODY_LIMIT },
  );
  route(app, deletePayoutDocumentEndpoint, (req) => deletePayoutDocument(deps, callerOf(req), req.params.id));
}

/** One payout, a page of them, their statuses. */
export async function payoutReadRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, payoutEndpoint, (req) => getPayout(deps, callerOf(req), req.params.id));
  route(app, beneficiaryPayoutEndpoint, (req) => getBeneficiaryPayout(deps, callerOf(req), req.params));
  route(app, payoutsEndpoint, (req) => listPayouts(deps, callerOf(req), req.body));
  route(app, transactionStatusEndpoint, (req) => transactionStatuses(deps, callerOf(req), req.query.transactionIds));
  route(app, payoutDocumentEndpoint, async (req, reply) => {
    const file = await downloadPayoutDocument(deps, callerOf(req), req.params.id);
    return reply
      .type(file.mediaType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.content);
  });
}

/** Approving and rejecting payouts (maker/checker, spec §6). */
export async function approvalRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, payoutActionEndpoint, async (req, reply) =>
    sendIdempotent(reply, await decidePayouts(deps, callerOf(req), req.body, idempotencyOf(req), fundingsOf(deps))),
  );
}
