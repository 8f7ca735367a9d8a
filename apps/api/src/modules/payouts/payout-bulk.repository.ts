import type { Queryable } from '../../db/client.ts';
import type { NewEvent } from './payout-events.repository.ts';
import type { NewPayout } from './payouts.repository.ts';

/** A payout of a batch: the row of the file it came from is part of it (033_bulk_payouts.sql). */
export type NewBatchPayout = NewPayout & { batch_id: string; batch_row_index: number };

// Each column and its SQL type, as jsonb_to_recordset reads one JSON array of rows: one statement for a chunk.
const COLUMNS: readonly [keyof NewBatchPayout, string][] = [
  ['id', 'uuid'],
  ['transaction_number', 'text'],
  ['idempotency_key', 'text'],
  ['beneficiary_id', 'uuid'],
  ['beneficiary_name', 'text'],
  ['beneficiary_email', 'text'],
  ['beneficiary_account_type', 'text'],
  ['beneficiary_country_code', 'text'],
  ['destination_country', 'text'],
  ['beneficiary_bank_name', 'text'],
  ['beneficiary_account_number', 'text'],
  ['beneficiary_details', 'jsonb'],
  ['payout_method', 'text'],
  ['source_account_id', 'uuid'],
  ['source_currency', 'text'],
  ['destination_currency', 'text'],
  ['fixed_side', 'text'],
  ['fee_payer', 'text'],
  ['swift_fee_payer', 'text'],
  ['base_fx_rate', 'numeric'],
  ['fx_rate', 'numeric'],
  ['margin', 'numeric'],
  ['fx_hold_id', 'uuid'],
  ['fx_lock_expiry_at', 'timestamptz'],
  ['source_amount', 'int8'],
  ['converted_amount', 'int8'],
  ['destination_amount', 'int8'],
  ['fee_amount', 'int8'],
  ['swift_fee_amount', 'int8'],
  ['supplier_payments_fee', 'int8'],
  ['daily_limit_myr', 'int8'],
  ['funding', 'text'],
  ['deposit_method', 'text'],
  ['funding_id', 'uuid'],
  ['card_id', 'uuid'],
  ['ach_account_id', 'uuid'],
  ['funding_group', 'uuid'],
  ['purpose_code', 'text'],
  ['statement_narrative', 'text'],
  ['external_reference_id', 'text'],
  ['client_preferences', 'jsonb'],
  ['status', 'text'],
  ['event_count', 'int4'],
  ['hold_transfer_id', 'uuid'],
  ['is_approval_required', 'bool'],
  ['created_by', 'uuid'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['batch_id', 'uuid'],
  ['batch_row_index', 'int4'],
];
const NAMES = COLUMNS.map(([c]) => c).join(', ');
const TYPED = COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ');

// JSON has no bigint: minor units travel as decimal strings and are read back as int8 by the record's type.
const jsonOf = (rows: object[]) =>
  JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : (v as unknown)));

/**
 * Inserts a chunk of a batch's payouts, each with its first event, in one statement. A row whose transaction number
 * is taken (another payout of the account in that millisecond) or whose (batch, row) exists already is skipped:
 * the batch rows actually written come back, so the caller retries the others under other numbers.
 */
export async function insertBatchPayouts(
  q: Queryable,
  clientId: string,
  payouts: NewBatchPayout[],
  first: Omit<NewEvent, 'payoutId' | 'at'>,
): Promise<Set<number>> {
  if (payouts.length === 0) return new Set();
  const { rows } = await q.query<{ batch_row_index: number }>(
    `WITH p AS (
       INSERT INTO payouts (client_id, ${NAMES})
       SELECT $1, ${NAMES} FROM jsonb_to_recordset($2::jsonb) AS x(${TYPED})
       ON CONFLICT DO NOTHING RETURNING id, client_id, created_at, batch_row_index
     ), e AS (
       INSERT INTO payout_events (payout_id, client_id, seq, from_status, status, at, actor_type, actor_user_id, reason)
       SELECT p.id, p.client_id, $3, $4, $5, p.created_at, $6, $7, $8 FROM p
     )
     SELECT batch_row_index FROM p`,
    [
      clientId,
      jsonOf(payouts),
      first.seq,
      first.fromStatus,
      first.status,
      first.actorType,
      first.actorUserId,
      first.reason,
    ],
  );
  return new Set(rows.map((r) => r.batch_row_index));
}

/**
 * Which of `rows` of the client's batch have their payout already: one probe of (batch_id, batch_row_index) a row
 * (`OFFSET 0` keeps the lookup a probe, whatever the planner believes of the table), so a chunk costs the same at the
 * end of a 10,000-row batch as at its start. As `batch_row_index = ANY(…)` the planner (with statistics from before
 * the batch) scanned every payout of the batch and compared each with the whole list.
 */
export async function findPaidRows(
  q: Queryable,
  clientId: string,
  batchId: string,
  rows: readonly number[],
): Promise<Set<number>> {
  const { rows: paid } = await q.query<{ batch_row_index: number }>(
    `SELECT r.i AS batch_row_index FROM unnest($3::int[]) AS r(i)
     CROSS JOIN LATERAL (
       SELECT p.client_id FROM payouts p WHERE p.batch_id = $2 AND p.batch_row_index = r.i OFFSET 0
     ) p
     WHERE p.client_id = $1`,
    [clientId, batchId, rows],
  );
  return new Set(paid.map((r) => r.batch_row_index));
}

/** How many payouts the client's batch has, and their debits together. */
export async function batchTotals(
  q: Queryable,
  clientId: string,
  batchId: string,
): Promise<{ count: number; debit: bigint }> {
  const { rows } = await q.query<{ count: number; debit: bigint }>(
    `SELECT count(*)::int AS count, coalesce(sum(source_amount + supplier_payments_fee), 0)::int8 AS debit
     FROM payouts WHERE client_id = $1 AND batch_id = $2`,
    [clientId, batchId],
  );
  return rows[0]!;
}

/** The ids of the client's batch's payouts in `statuses` (e.g. those awaiting their funding). */
export async function batchPayoutIds(
  q: Queryable,
  clientId: string,
  batchId: string,
  statuses: readonly string[],
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM payouts WHERE client_id = $1 AND batch_id = $2 AND status = ANY($3::text[]) ORDER BY id',
    [clientId, batchId, statuses],
  );
  return rows.map((r) => r.id);
}

/** Serialises the work on one batch (its chunks, a retried job) until the transaction ends. */
export async function lockBatchWork(q: Queryable, batchId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('bulk-payouts:' || $1, 0))", [batchId]);
}

export type BatchPayoutState = { status: string; funding_id: string | null; reason: string | null; n: number };

/** The client's batch's payouts by status, funding and the reason of their last move (what batches settle on). */
export async function batchPayoutStates(q: Queryable, clientId: string, batchId: string): Promise<BatchPayoutState[]> {
  const { rows } = await q.query<BatchPayoutState>(
    `SELECT p.status, p.funding_id,
       (SELECT e.reason FROM payout_events e WHERE e.payout_id = p.id ORDER BY e.seq DESC LIMIT 1) AS reason,
       count(*)::int AS n
     FROM payouts p WHERE p.client_id = $1 AND p.batch_id = $2
     GROUP BY 1, 2, 3 ORDER BY 4 DESC`,
    [clientId, batchId],
  );
  return rows;
}

/** The batches (ids) the client's `payoutIds` belong to. */
export async function batchesOfPayouts(
  q: Queryable,
  clientId: string,
  payoutIds: readonly string[],
): Promise<string[]> {
  if (payoutIds.length === 0) return [];
  const { rows } = await q.query<{ batch_id: string }>(
    `SELECT DISTINCT batch_id FROM payouts WHERE client_id = $1 AND id = ANY($2::uuid[]) AND batch_id IS NOT NULL`,
    [clientId, payoutIds],
  );
  return rows.map((r) => r.batch_id);
}

/** The distinct payout statuses of each of the client's batches in `batchIds` (what a batch list waits for). */
export async function statusesOfBatches(
  q: Queryable,
  clientId: string,
  batchIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (batchIds.length === 0) return out;
  const { rows } = await q.query<{ batch_id: string; status: string }>(
    'SELECT DISTINCT batch_id, status FROM payouts WHERE client_id = $1 AND batch_id = ANY($2::uuid[])',
    [clientId, batchIds],
  );
  for (const r of rows) out.set(r.batch_id, [...(out.get(r.batch_id) ?? []), r.status]);
  return out;
}
