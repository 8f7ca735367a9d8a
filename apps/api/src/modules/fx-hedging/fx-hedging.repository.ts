import type { ContractStatus, OnboardingStatus } from '@corridor/domain/fx-hedging';
import type { Queryable } from '../../db/client.ts';

// Rates are numeric in the database and read back as ::text, so they stay the exact decimal strings they were
// written as. Every query names the client: another business's ids find nothing.

export type OnboardingRow = {
  client_id: string;
  status: OnboardingStatus;
  submission_count: number;
  partner_reference: string | null;
  submitted_by: string | null;
  submitted_by_email: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  decision_reason: string | null;
};

/** The client's onboarding; `lock` holds it until commit (every change of it, and every document change, locks it). */
export async function findOnboarding(q: Queryable, clientId: string, lock = false): Promise<OnboardingRow | undefined> {
  const { rows } = await q.query<OnboardingRow>(
    `SELECT o.client_id, o.status, o.submission_count, o.partner_reference, o.submitted_by, u.email AS submitted_by_email,
       o.submitted_at, o.decided_at, o.decision_reason
     FROM fx_hedging_onboardings o LEFT JOIN users u ON u.id = o.submitted_by
     WHERE o.client_id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [clientId],
  );
  return rows[0];
}

/** Makes the client's NOT_STARTED onboarding row unless it has one, so there is a row to lock. */
export async function ensureOnboarding(q: Queryable, clientId: string, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO fx_hedging_onboardings (client_id, status, updated_at) VALUES ($1, 'NOT_STARTED', $2)
     ON CONFLICT (client_id) DO NOTHING`,
    [clientId, now],
  );
}

export async function markSubmitted(
  q: Queryable,
  clientId: string,
  s: { submittedBy: string; at: Date; partnerReference: string; submissionCount: number },
): Promise<void> {
  await q.query(
    `UPDATE fx_hedging_onboardings SET status = 'SUBMITTED', submitted_by = $2, submitted_at = $3, partner_reference = $4,
       submission_count = $5, decided_at = NULL, decision_reason = NULL, updated_at = $3
     WHERE client_id = $1`,
    [clientId, s.submittedBy, s.at, s.partnerReference, s.submissionCount],
  );
}

export async function markDecided(
  q: Queryable,
  clientId: string,
  d: { status: OnboardingStatus; at: Date; reason: string | null },
): Promise<void> {
  await q.query(
    `UPDATE fx_hedging_onboardings SET status = $2, decided_at = $3, decision_reason = $4, updated_at = $5
     WHERE client_id = $1`,
    [clientId, d.status, d.status === 'UNDER_REVIEW' ? null : d.at, d.reason, d.at],
  );
}

// ── Documents ───────────────────────────────────────────────────────────────────────────────────────────────────

export type DocumentRow = {
  id: string;
  document_type: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: string;
  uploaded_by_name: string;
  uploaded_at: Date;
};

const DOCUMENT_SELECT = `SELECT d.id, d.document_type, d.file_name, d.media_type, d.size_bytes, d.sha256, d.uploaded_by,
    u.name AS uploaded_by_name, d.uploaded_at
  FROM fx_hedging_documents d JOIN users u ON u.id = d.uploaded_by`;

export async function listDocuments(q: Queryable, clientId: string): Promise<DocumentRow[]> {
  const { rows } = await q.query<DocumentRow>(
    `${DOCUMENT_SELECT} WHERE d.client_id = $1 ORDER BY d.uploaded_at, d.id`,
    [clientId],
  );
  return rows;
}

export async function findDocument(q: Queryable, clientId: string, id: string): Promise<DocumentRow | undefined> {
  const { rows } = await q.query<DocumentRow>(`${DOCUMENT_SELECT} WHERE d.client_id = $1 AND d.id = $2`, [
    clientId,
    id,
  ]);
  return rows[0];
}

export async function countDocumentsOfType(q: Queryable, clientId: string, type: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM fx_hedging_documents WHERE client_id = $1 AND document_type = $2',
    [clientId, type],
  );
  return rows[0]!.n;
}

export async function insertDocument(
  q: Queryable,
  clientId: string,
  d: Omit<DocumentRow, 'uploaded_by_name'> & { content: Buffer },
): Promise<void> {
  await q.query(
    `INSERT INTO fx_hedging_documents (id, client_id, document_type, file_name, media_type, size_bytes, sha256, content,
       uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      d.id,
      clientId,
      d.document_type,
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

export async function deleteDocument(q: Queryable, clientId: string, id: string): Promise<boolean> {
  const { rows } = await q.query('DELETE FROM fx_hedging_documents WHERE client_id = $1 AND id = $2 RETURNING id', [
    clientId,
    id,
  ]);
  return rows.length > 0;
}

// ── Forward contracts ───────────────────────────────────────────────────────────────────────────────────────────

export type NewContract = {
  id: string;
  contract_number: string;
  partner_contract_id: string;
  source_account_id: string;
  destination_account_id: string;
  source_currency: string;
  destination_currency: string;
  base_fx_rate: string;
  spot_rate: string;
  margin: string;
  forward_points: string;
  fx_rate: string;
  fixed_side: 'source' | 'destination';
  source_amount: bigint;
  destination_amount: bigint;
  maturity_date: string;
  settle_due_at: Date;
  created_by: string;
  created_at: Date;
};

export type ContractRow = NewContract & {
  client_id: string;
  status: ContractStatus;
  exchange_id: string | null;
  failure_reason: string | null;
  closed_at: Date | null;
  source_account_number: string;
  source_label: string | null;
  destination_account_number: string;
  destination_label: string | null;
  created_by_name: string;
  created_by_email: string;
};

const CONTRACT_COLUMNS = [
  'id',
  'contract_number',
  'partner_contract_id',
  'source_account_id',
  'destination_account_id',
  'source_currency',
  'destination_currency',
  'base_fx_rate',
  'spot_rate',
  'margin',
  'forward_points',
  'fx_rate',
  'fixed_side',
  'source_amount',
  'destination_amount',
  'maturity_date',
  'settle_due_at',
  'created_by',
  'created_at',
] as const satisfies readonly (keyof NewContract)[];

export async function insertContract(q: Queryable, clientId: string, c: NewContract): Promise<void> {
  await q.query(
    `INSERT INTO forward_contracts (client_id, status, ${CONTRACT_COLUMNS.join(', ')})
     VALUES ($1, 'BOOKED', ${CONTRACT_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})`,
    [clientId, ...CONTRACT_COLUMNS.map((col) => c[col])],
  );
}

const CONTRACT_SELECT = `SELECT c.id, c.client_id, c.contract_number, c.partner_contract_id, c.source_account_id,
    c.destination_account_id, c.source_currency, c.destination_currency, c.base_fx_rate::text AS base_fx_rate,
    c.spot_rate::text AS spot_rate, c.margin::text AS margin, c.forward_points::text AS forward_points,
    c.fx_rate::text AS fx_rate, c.fixed_side, c.source_amount, c.destination_amount,
    to_char(c.maturity_date, 'YYYY-MM-DD') AS maturity_date, c.settle_due_at, c.status, c.exchange_id,
    c.failure_reason, c.closed_at, c.created_by, c.created_at,
    sa.account_number AS source_account_number, sa.label AS source_label,
    da.account_number AS destination_account_number, da.label AS destination_label, u.name AS created_by_name,
    u.email AS created_by_email
  FROM forward_contracts c
  JOIN currency_accounts sa ON sa.id = c.source_account_id
  JOIN currency_accounts da ON da.id = c.destination_account_id
  JOIN users u ON u.id = c.created_by`;

/** One of the client's contracts; `lock` holds it until commit (settling and cancelling lock it first). */
export async function findContract(
  q: Queryable,
  clientId: string,
  id: string,
  lock = false,
): Promise<ContractRow | undefined> {
  const { rows } = await q.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.client_id = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

/** A page of the client's contracts: booked ones by nearest maturity first, then the closed ones by latest maturity. */
export async function findContracts(
  q: Queryable,
  clientId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const { rows } = await q.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.client_id = $1
     ORDER BY (c.status <> 'BOOKED'), CASE WHEN c.status = 'BOOKED' THEN c.maturity_date END ASC,
       c.maturity_date DESC, c.created_at DESC, c.id DESC
     OFFSET $2 LIMIT $3`,
    [clientId, page.offset, page.limit],
  );
  const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM forward_contracts WHERE client_id = $1', [
    clientId,
  ]);
  return { rows, total: count.rows[0]!.n };
}

/** Booked contracts of any client due by `now`, oldest first (the settlement sweep; each is then settled alone). */
export async function findDueContracts(
  q: Queryable,
  now: Date,
  limit: number,
): Promise<{ id: string; client_id: string }[]> {
  const { rows } = await q.query<{ id: string; client_id: string }>(
    `SELECT id, client_id FROM forward_contracts WHERE status = 'BOOKED' AND settle_due_at <= $1
     ORDER BY settle_due_at, id LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** Moves a BOOKED contract on; false when it was not BOOKED any more (the status guard). */
export async function closeContract(
  q: Queryable,
  clientId: string,
  id: string,
  c: { status: Exclude<ContractStatus, 'BOOKED'>; at: Date; exchangeId?: string; reason?: string; by?: string },
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE forward_contracts SET status = $3, closed_at = $4, exchange_id = $5, failure_reason = $6, cancelled_by = $7
     WHERE client_id = $1 AND id = $2 AND status = 'BOOKED' RETURNING id`,
    [clientId, id, c.status, c.at, c.exchangeId ?? null, c.reason ?? null, c.by ?? null],
  );
  return rows.length > 0;
}
