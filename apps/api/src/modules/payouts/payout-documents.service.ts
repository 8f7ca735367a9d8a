import { randomUUID } from 'node:crypto';
import type { TPayoutDocument } from '@corridor/contracts/payouts/payout-common';
import {
  PAYOUT_DOCUMENT_MESSAGES,
  UNATTACHED_DOCUMENT_TTL_MS,
  UNATTACHED_DOCUMENTS_MAX,
} from '@corridor/domain/payouts/documents';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { acceptDocument, type UploadedFile } from '../../platform/documents.ts';
import type { PayoutDeps } from './payout-deps.ts';
import * as repo from './payout-documents.repository.ts';
import { fieldError } from './payout-pricing.ts';

/**
 * A payout's supporting documents (spec §7 transaction/document): uploaded in the send flow before the payout exists,
 * named in validatePayout and createPayout, attached by createPayout in its transaction, readable with the payout.
 */

function documentView(d: repo.PayoutDocumentRow): TPayoutDocument {
  return { document_id: d.id, file_name: d.file_name, media_type: d.media_type, size: d.size_bytes };
}

const notFound = () => new AppError('NOT_FOUND', { message: PAYOUT_DOCUMENT_MESSAGES.notFound });

/**
 * POST transaction/document: stores the file once the document rules accept it (platform/documents.ts), while the
 * business holds fewer than UNATTACHED_DOCUMENTS_MAX uploads not yet on a payout (409 past that).
 */
export async function uploadPayoutDocument(deps: PayoutDeps, caller: Caller, file: UploadedFile) {
  const doc = acceptDocument(file);
  if ((await repo.countUnattached(deps.db, caller.clientId)) >= UNATTACHED_DOCUMENTS_MAX) {
    throw new AppError('CONFLICT', { message: PAYOUT_DOCUMENT_MESSAGES.tooManyWaiting });
  }
  const row = {
    id: randomUUID(),
    file_name: doc.fileName,
    media_type: doc.mediaType,
    size_bytes: doc.sizeBytes,
  };
  await repo.insertDocument(deps.db, caller.clientId, {
    ...row,
    sha256: doc.sha256,
    content: doc.bytes,
    uploaded_by: caller.userId,
    uploaded_at: deps.clock.now(),
  });
  return documentView({ ...row, payout_id: null });
}

/** DELETE transaction/document/:id: an upload of the caller's not on a payout (a payout keeps its documents). */
export async function deletePayoutDocument(deps: PayoutDeps, caller: Caller, id: string) {
  return deps.db.tx(async (tx) => {
    if (!isUuid(id)) throw notFound();
    if (await repo.deleteUnattached(tx, caller.clientId, id)) return { document_id: id };
    if (await repo.findDocument(tx, caller.clientId, id)) {
      throw new AppError('CONFLICT', { message: PAYOUT_DOCUMENT_MESSAGES.attached });
    }
    throw notFound();
  });
}

/** GET transaction/document/:id: the caller's document, its name and type as stored. */
export async function downloadPayoutDocument(deps: PayoutDeps, caller: Caller, id: string) {
  const row = isUuid(id) ? await repo.findContent(deps.db, caller.clientId, id) : undefined;
  if (!row) throw notFound();
  return { fileName: row.file_name, mediaType: row.media_type, content: row.content };
}

/**
 * The documents a payout request names: each must be the caller's and on no payout yet, else a 400 on `documents`
 * in words the send screens read as §8 invalidDocument. `lock` (createPayout) holds them until its transaction ends,
 * so two payouts cannot both take one. A replay of createPayout never gets here: its stored answer is returned.
 */
export async function checkPayoutDocuments(
  q: Queryable,
  caller: Caller,
  ids: readonly string[],
  lock: boolean,
): Promise<TPayoutDocument[]> {
  if (ids.length === 0) return [];
  const unavailable = () => fieldError('documents', PAYOUT_DOCUMENT_MESSAGES.unavailable);
  if (!ids.every(isUuid)) throw unavailable();
  const rows = await repo.findDocuments(q, caller.clientId, ids, lock);
  if (rows.length !== ids.length || rows.some((r) => r.payout_id !== null)) throw unavailable();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => documentView(byId.get(id)!));
}

/** Puts the checked documents on the payout just written, in createPayout's transaction. */
export async function attachPayoutDocuments(
  tx: Queryable,
  caller: Caller,
  documents: readonly TPayoutDocument[],
  payoutId: string,
  at: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await repo.attachDocuments(
    tx,
    caller.clientId,
    documents.map((d) => d.document_id),
    payoutId,
    at,
  );
}

/** The documents of the client's payouts, by payout. */
export async function payoutsDocuments(
  q: Queryable,
  clientId: string,
  payoutIds: readonly string[],
): Promise<Map<string, TPayoutDocument[]>> {
  const out = new Map<string, TPayoutDocument[]>();
  for (const row of await repo.findPayoutsDocuments(q, clientId, payoutIds)) {
    const list = out.get(row.payout_id!) ?? [];
    list.push(documentView(row));
    out.set(row.payout_id!, list);
  }
  return out;
}

/** The scheduled purge: uploads never attached, older than a day, in batches of `limit`; how many it deleted. */
export async function purgeUnattachedDocuments(deps: PayoutDeps, limit: number): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNATTACHED_DOCUMENT_TTL_MS);
  return repo.purgeUnattached(deps.db, before, limit);
}
