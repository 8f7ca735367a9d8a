import type { DocumentMediaType } from '@corridor/domain/documents';
import type { Queryable } from '../../db/client.ts';

// Every query names the client (the purge aside, which looks across businesses): another business's ids find nothing.

export type PayoutDocumentRow = {
  id: string;
  file_name: string;
  media_type: DocumentMediaType;
  size_bytes: number;
  payout_id: string | null;
};

export type NewPayoutDocument = Omit<PayoutDocumentRow, 'payout_id'> & {
  sha256: string;
  content: Buffer;
  uploaded_by: string;
  uploaded_at: Date;
};

const SELECT = 'SELECT id, file_name, media_type, size_bytes, payout_id FROM payout_documents';

export async function insertDocument(q: Queryable, clientId: string, d: NewPayoutDocument): Promise<void> {
  await q.query(
    `INSERT INTO payout_documents (id, client_id, file_name, media_type, size_bytes, sha256, content, uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [d.id, clientId, d.file_name, d.media_type, d.size_bytes, d.sha256, d.content, d.uploaded_by, d.uploaded_at],
  );
}

export async function findDocument(q: Queryable, clientId: string, id: string): Promise<PayoutDocumentRow | undefined> {
  const { rows } = await q.query<PayoutDocumentRow>(`${SELECT} WHERE client_id = $1 AND id = $2`, [clientId, id]);
  return rows[0];
}

/** The documents among `ids` that are the client's; `lock` holds them until commit (createPayout attaching them). */
export async function findDocuments(
  q: Queryable,
  clientId: string,
  ids: readonly string[],
  lock: boolean,
): Promise<PayoutDocumentRow[]> {
  const { rows } = await q.query<PayoutDocumentRow>(
    `${SELECT} WHERE client_id = $1 AND id = ANY($2::uuid[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [clientId, ids],
  );
  return rows;
}

export async function findContent(
  q: Queryable,
  clientId: string,
  id: string,
): Promise<(PayoutDocumentRow & { content: Buffer }) | undefined> {
  const { rows } = await q.query<PayoutDocumentRow & { content: Buffer }>(
    'SELECT id, file_name, media_type, size_bytes, payout_id, content FROM payout_documents WHERE client_id = $1 AND id = $2',
    [clientId, id],
  );
  return rows[0];
}

/** How many of the client's documents no payout has taken yet. */
export async function countUnattached(q: Queryable, clientId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payout_documents WHERE client_id = $1 AND payout_id IS NULL',
    [clientId],
  );
  return rows[0]!.n;
}

/** Deletes the client's document if no payout has it; whether it did. */
export async function deleteUnattached(q: Queryable, clientId: string, id: string): Promise<boolean> {
  const { rows } = await q.query(
    'DELETE FROM payout_documents WHERE client_id = $1 AND id = $2 AND payout_id IS NULL RETURNING id',
    [clientId, id],
  );
  return rows.length > 0;
}

export async function attachDocuments(
  q: Queryable,
  clientId: string,
  ids: readonly string[],
  payoutId: string,
  at: Date,
): Promise<void> {
  await q.query(
    `UPDATE payout_documents SET payout_id = $3, attached_at = $4, position = array_position($2::uuid[], id)
     WHERE client_id = $1 AND id = ANY($2::uuid[]) AND payout_id IS NULL`,
    [clientId, ids, payoutId, at],
  );
}

/** The documents of the client's payouts `payoutIds`, each payout's in the order createPayout named them. */
export async function findPayoutsDocuments(
  q: Queryable,
  clientId: string,
  payoutIds: readonly string[],
): Promise<PayoutDocumentRow[]> {
  if (payoutIds.length === 0) return [];
  const { rows } = await q.query<PayoutDocumentRow>(
    `${SELECT} WHERE client_id = $1 AND payout_id = ANY($2::uuid[]) ORDER BY payout_id, position`,
    [clientId, payoutIds],
  );
  return rows;
}

/** Deletes up to `limit` uploads never attached and older than `before`, across businesses; how many. */
export async function purgeUnattached(q: Queryable, before: Date, limit: number): Promise<number> {
  const { rows } = await q.query(
    `DELETE FROM payout_documents WHERE id IN (
       SELECT id FROM payout_documents WHERE payout_id IS NULL AND uploaded_at < $1 ORDER BY uploaded_at LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [before, limit],
  );
  return rows.length;
}
