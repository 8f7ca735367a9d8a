import { REFUSED_RECONCILIATION } from '@corridor/domain/transactions/rfi';
import type { Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';

export type RfiRow = {
  payout_id: string;
  transaction_number: string;
  beneficiary_name: string;
  source_currency: string;
  source_amount: bigint;
  status: string;
  rfi_response: string | null;
  requested_at: Date;
  cursor_at: string;
  reason: string | null;
  responded_at: Date | null;
  funding_id: string | null;
  /** The status of the request's event: RFI_REQUESTED, or PAYMENT_RECONCILIATION_RFI_RAISED for a reconciliation. */
  request_status: string;
  /** The status the payout's last move came from (tells a refused reconciliation from a cleared one). */
  last_from_status: string | null;
};

// A payout's RFI: the latest request compliance made on it (payout_events), about the payment or about the transfer
// that paid for it (payment reconciliation), and the answer on the payout.
const RFI_SELECT = `SELECT p.id AS payout_id, p.transaction_number, p.beneficiary_name, p.source_currency, p.source_amount,
    p.status, p.rfi_response, r.at AS requested_at, r.reason, p.funding_id, r.status AS request_status,
    (SELECT l.from_status FROM payout_events l
      WHERE l.payout_id = p.id AND l.client_id = p.client_id ORDER BY l.seq DESC LIMIT 1) AS last_from_status,
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
    (SELECT max(a.at) FROM payout_events a
      WHERE a.payout_id = p.id AND a.client_id = p.client_id AND a.status IN ('RFI_RESPONDED', 'PAYMENT_RECONCILIATION_RFI_RESPONDED')
      AND a.seq > r.seq) AS responded_at
  FROM payouts p
  JOIN LATERAL (SELECT e.at, e.seq, e.reason, e.status FROM payout_events e
    WHERE e.payout_id = p.id AND e.client_id = p.client_id
      AND e.status IN ('RFI_REQUESTED', 'PAYMENT_RECONCILIATION_RFI_RAISED')
    ORDER BY e.seq DESC LIMIT 1) r ON true`;

export type RfiFilter = {
  statuses?: readonly string[];
  answered?: boolean;
  /** A refused payment reconciliation (REFUSED_RECONCILIATION): also taken (`include`), or left out (`exclude`). */
  refusedReconciliation?: 'include' | 'exclude';
  after?: { at: string; id: string };
  limit: number;
};

/** The business's RFIs, newest request first; `after` pages by keyset on (request time, payout id). */
export async function findRfis(q: Queryable, clientId: string, f: RfiFilter): Promise<RfiRow[]> {
  // The client is narrowed inside (RFI_SELECT's WHERE); these read the derived table, where the last move is a column.
  const w = conditions(['true'], [clientId]);
  const refused = () => {
    const status = w.param(REFUSED_RECONCILIATION.status);
    const from = w.param(REFUSED_RECONCILIATION.fromStatus);
    return `(x.status = ${status} AND x.last_from_status IS NOT DISTINCT FROM ${from})`;
  };
  if (f.statuses) {
    const listed = `x.status = ANY(${w.param(f.statuses)}::text[])`;
    w.push(f.refusedReconciliation === 'include' ? `(${listed} OR ${refused()})` : listed);
  }
  if (f.refusedReconciliation === 'exclude') w.push(`NOT ${refused()}`);
  if (f.answered !== undefined) w.push(f.answered ? 'x.rfi_response IS NOT NULL' : 'x.rfi_response IS NULL');
  if (f.after) {
    w.push(`(x.requested_at, x.payout_id) < (${w.param(f.after.at)}::timestamptz, ${w.param(f.after.id)}::uuid)`);
  }
  const limit = w.param(f.limit);
  const { rows } = await q.query<RfiRow>(
    `SELECT * FROM (${RFI_SELECT} WHERE p.client_id = $1) x WHERE ${w.sql()}
     ORDER BY x.requested_at DESC, x.payout_id DESC LIMIT ${limit}`,
    w.params,
  );
  return rows;
}

export async function findRfi(q: Queryable, clientId: string, payoutId: string): Promise<RfiRow | undefined> {
  const { rows } = await q.query<RfiRow>(`${RFI_SELECT} WHERE p.client_id = $1 AND p.id = $2`, [clientId, payoutId]);
  return rows[0];
}

export type RfiDocumentRow = {
  id: string;
  payout_id: string;
  file_name: string;
  media_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size_bytes: number;
};

export async function findRfiDocuments(q: Queryable, clientId: string, payoutIds: string[]): Promise<RfiDocumentRow[]> {
  const { rows } = await q.query<RfiDocumentRow>(
    `SELECT id, payout_id, file_name, media_type, size_bytes FROM rfi_documents
     WHERE client_id = $1 AND payout_id = ANY($2::uuid[]) ORDER BY uploaded_at, id`,
    [clientId, payoutIds],
  );
  return rows;
}

export async function countUnsent(q: Queryable, clientId: string, payoutId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rfi_documents WHERE client_id = $1 AND payout_id = $2 AND responded_at IS NULL',
    [clientId, payoutId],
  );
  return rows[0]!.n;
}

export async function insertRfiDocument(
  q: Queryable,
  clientId: string,
  d: RfiDocumentRow & { sha256: string; content: Buffer; uploaded_by: string; uploaded_at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO rfi_documents (id, client_id, payout_id, file_name, media_type, size_bytes, sha256, content,
       uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      d.id,
      clientId,
      d.payout_id,
      d.file_name,
      d.media_type,
      d.size_bytes,
      d.sha256,
      d.content,
      d.uploaded_by,
      d.uploaded_at,
    ],
  );
}

export async function markSent(q: Queryable, clientId: string, payoutId: string, at: Date): Promise<void> {
  await q.query(
    'UPDATE rfi_documents SET responded_at = $3 WHERE client_id = $1 AND payout_id = $2 AND responded_at IS NULL',
    [clientId, payoutId, at],
  );
}
