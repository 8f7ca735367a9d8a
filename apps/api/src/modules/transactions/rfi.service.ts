import { randomUUID } from 'node:crypto';
import { toMoney } from '@corridor/contracts/money';
import type { TRfi, TRfiDocument, TRfisRequest } from '@corridor/contracts/transactions/rfi';
import {
  RECONCILIATION_RFI_DOCUMENTS,
  RFI_DOCUMENTS_MAX,
  RFI_MESSAGES,
  RFI_REQUESTED_DOCUMENTS,
  RFI_STATE_LABELS,
  type RfiState,
  rfiStateOf,
} from '@corridor/domain/transactions/rfi';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { acceptDocument, type UploadedFile } from '../../platform/documents.ts';
import { queueReconciliationDecision } from '../fundings/funding-checks.service.ts';
import { respondToRfi } from '../payouts/payout-rail.service.ts';
import { answerReconciliation } from '../payouts/payout-reconciliation.service.ts';
import * as repo from './rfi.repository.ts';

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'We could not find a request for information on this payment.' });

// Which payouts are in each RFI state (see rfiStateOf): the list's filter in SQL. A refused reconciliation ends
// CANCELLED yet its RFI reads RFI_REJECTED (REFUSED_RECONCILIATION), so the Rejected filter takes it in and the
// Cleared and Closed filters leave it out, as its row says.
const OPEN = ['RFI_REQUESTED', 'PAYMENT_RECONCILIATION_RFI_RAISED'];
const ANSWERED = ['RFI_RESPONDED', 'PAYMENT_RECONCILIATION_RFI_RESPONDED'];
const UNDECIDED = [...OPEN, ...ANSWERED, 'RFI_REJECTED'];
const STATE_FILTER: Record<
  RfiState,
  Omit<repo.RfiFilter, 'statuses' | 'after' | 'limit'> & { statuses?: string[]; notStatuses?: string[] }
> = {
  RFI_REQUESTED: { statuses: OPEN },
  RFI_RESPONDED: { statuses: ANSWERED },
  RFI_REJECTED: { statuses: ['RFI_REJECTED'], refusedReconciliation: 'include' },
  CLEARED: { notStatuses: UNDECIDED, answered: true, refusedReconciliation: 'exclude' },
  CLOSED: { notStatuses: UNDECIDED, answered: false, refusedReconciliation: 'exclude' },
};
const OTHER_STATUSES = (not: string[]) =>
  [
    'PENDING',
    'COMPLIANCE_VERIFICATION',
    'PROCESSING',
    'SENT_TO_BANK',
    'PAID',
    'RETURNED',
    'CANCELLED',
    'USER_REJECTED',
    'FX_EXPIRED_CANCELLED',
  ].filter((s) => !not.includes(s));

/** The business's RFIs, newest request first, keyset paged. */
export async function listRfis(
  deps: AppDeps,
  caller: Caller,
  req: Required<Pick<TRfisRequest, 'limit'>> & TRfisRequest,
): Promise<{ rows: TRfi[]; nextCursor: string | null }> {
  const filter = req.state ? STATE_FILTER[req.state] : {};
  const statuses = filter.statuses ?? (filter.notStatuses ? OTHER_STATUSES(filter.notStatuses) : undefined);
  const rows = await repo.findRfis(deps.db, caller.clientId, {
    statuses,
    answered: filter.answered,
    refusedReconciliation: filter.refusedReconciliation,
    after: req.cursor === undefined ? undefined : decodeCursor(req.cursor),
    limit: req.limit + 1,
  });
  const page = rows.slice(0, req.limit);
  const views = await viewsOf(deps, caller, page);
  const last = page.at(-1);
  return {
    rows: views,
    nextCursor:
      rows.length > req.limit && last ? Buffer.from(`${last.cursor_at}|${last.payout_id}`).toString('base64url') : null,
  };
}

export async function getRfi(deps: AppDeps, caller: Caller, payoutId: string): Promise<TRfi> {
  const row = isUuid(payoutId) ? await repo.findRfi(deps.db, caller.clientId, payoutId) : undefined;
  if (!row) throw notFound();
  return (await viewsOf(deps, caller, [row]))[0]!;
}

export async function rfiDocumentNames(deps: AppDeps, caller: Caller, payoutId: string) {
  const rfi = await getRfi(deps, caller, payoutId);
  return { documents: rfi.requested_documents };
}

/** One document for the answer, checked by content and size; only while the request is open, at most five. */
export async function uploadRfiDocument(
  deps: AppDeps,
  caller: Caller,
  payoutId: string,
  file: UploadedFile,
): Promise<TRfiDocument> {
  const doc = acceptDocument(file);
  return deps.db.tx(async (tx) => {
    const row = isUuid(payoutId) ? await repo.findRfi(tx, caller.clientId, payoutId) : undefined;
    if (!row) throw notFound();
    if (!OPEN.includes(row.status)) throw new AppError('INVALID_TRANSITION', { message: RFI_MESSAGES.notOpen });
    if ((await repo.countUnsent(tx, caller.clientId, payoutId)) >= RFI_DOCUMENTS_MAX) {
      throw new AppError('CONFLICT', { message: RFI_MESSAGES.tooManyDocuments });
    }
    const saved = {
      id: randomUUID(),
      payout_id: payoutId,
      file_name: doc.fileName,
      media_type: doc.mediaType,
      size_bytes: doc.sizeBytes,
    };
    await repo.insertRfiDocument(tx, caller.clientId, {
      ...saved,
      sha256: doc.sha256,
      content: doc.bytes,
      uploaded_by: caller.userId,
      uploaded_at: deps.clock.now(),
    });
    return documentView(saved);
  });
}

/**
 * Answers an open request: at least one document uploaded for it, then the payouts' RFI answer (the compliance
 * partner decides from there; the sandbox refuses an answer with the word REJECT). The documents are marked sent.
 */
export async function respondToComplianceRequest(
  deps: AppDeps,
  caller: Caller,
  req: { payment_id: string; response: string },
): Promise<TRfi> {
  const row = isUuid(req.payment_id) ? await repo.findRfi(deps.db, caller.clientId, req.payment_id) : undefined;
  if (!row) throw notFound();
  if (!OPEN.includes(row.status)) throw new AppError('INVALID_TRANSITION', { message: RFI_MESSAGES.notOpen });
  if ((await repo.countUnsent(deps.db, caller.clientId, row.payout_id)) === 0) {
    throw new AppError('VALIDATION_ERROR', {
      message: RFI_MESSAGES.needDocument,
      errors: [{ field: 'documents', message: RFI_MESSAGES.needDocument }],
    });
  }
  const who = { clientId: caller.clientId, userId: caller.userId };
  if (row.status === 'PAYMENT_RECONCILIATION_RFI_RAISED' && row.funding_id) {
    // One transaction: the funding first (the order the funding checks lock in), then its payouts and documents.
    await deps.db.tx(async (tx) => {
      await queueReconciliationDecision(tx, deps, { clientId: caller.clientId, fundingId: row.funding_id! });
      await answerReconciliation(tx, who, row.payout_id, req.response, deps.clock.now());
      await repo.markSent(tx, caller.clientId, row.payout_id, deps.clock.now());
    });
    return getRfi(deps, caller, row.payout_id);
  }
  await respondToRfi(deps, who, row.payout_id, req.response);
  await repo.markSent(deps.db, caller.clientId, row.payout_id, deps.clock.now());
  return getRfi(deps, caller, row.payout_id);
}

async function viewsOf(deps: AppDeps, caller: Caller, rows: repo.RfiRow[]): Promise<TRfi[]> {
  const docs = await repo.findRfiDocuments(
    deps.db,
    caller.clientId,
    rows.map((r) => r.payout_id),
  );
  return rows.map((r) => {
    const state = rfiStateOf(r.status, r.rfi_response !== null, r.last_from_status);
    const isReconciliation = r.request_status === 'PAYMENT_RECONCILIATION_RFI_RAISED';
    return {
      payment_id: r.payout_id,
      transaction_number: r.transaction_number,
      beneficiary_name: r.beneficiary_name,
      amount: toMoney(r.source_amount, r.source_currency),
      state,
      state_label: RFI_STATE_LABELS[state],
      reason: r.reason,
      requested_documents: [...(isReconciliation ? RECONCILIATION_RFI_DOCUMENTS : RFI_REQUESTED_DOCUMENTS)],
      requested_at: r.requested_at.toISOString(),
      responded_at: r.responded_at ? r.responded_at.toISOString() : null,
      response: r.rfi_response,
      documents: docs.filter((d) => d.payout_id === r.payout_id).map(documentView),
      can_respond: state === 'RFI_REQUESTED',
    };
  });
}

function documentView(d: repo.RfiDocumentRow): TRfiDocument {
  return { document_id: d.id, file_name: d.file_name, media_type: d.media_type, size: d.size_bytes };
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function decodeCursor(cursor: string): { at: string; id: string } {
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  const d = m ? new Date(`${m[1]!.slice(0, 23)}Z`) : null;
  if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 23) !== m[1]!.slice(0, 23)) {
    const message = 'This page cursor is not valid. Start again from the first page.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'cursor', message }] });
  }
  return { at: m[1]!, id: m[2]! };
}
