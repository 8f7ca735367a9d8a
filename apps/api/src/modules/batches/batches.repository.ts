import type { BatchRowStatus } from '@corridor/domain/batches/row';
import type { BatchStatus } from '@corridor/domain/batches/statuses';
import type { FieldError } from '@corridor/domain/errors';
import type { Queryable } from '../../db/client.ts';

export type BatchRecord = {
  id: string;
  client_id: string;
  reference: string;
  status: BatchStatus;
  file_name: string;
  file_format: 'csv' | 'xlsx';
  source_currency: string;
  headers: string[];
  row_count: number;
  valid_count: number;
  invalid_count: number;
  excluded_count: number;
  progress_step: number | null;
  progress_done: number;
  progress_total: number;
  progress_at: Date | null;
  deposit_method: string | null;
  hold_expires_at: Date | null;
  failure_reason: string | null;
  version: number;
  created_by: string;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `id, client_id, reference, status, file_name, file_format, source_currency, headers, row_count, valid_count,
  invalid_count, excluded_count, progress_step, progress_done, progress_total, progress_at, deposit_method,
  hold_expires_at, failure_reason, version, created_by, created_at, updated_at`;

export type NewBatch = Pick<
  BatchRecord,
  'id' | 'reference' | 'status' | 'file_name' | 'file_format' | 'source_currency' | 'headers' | 'row_count'
> & { created_by: string; created_at: Date };

/** Serialises uploads of the whole deployment while one counts the batches in flight and adds its own. */
export async function lockUploads(q: Queryable): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('corridor.batches.upload'))`);
}

export async function countInFlight(q: Queryable, statuses: readonly string[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM batches WHERE status = ANY($1::text[])',
    [statuses],
  );
  return rows[0]!.n;
}

/** Inserts the batch; false when its reference is taken (another upload in the same millisecond). */
export async function insertBatch(q: Queryable, clientId: string, b: NewBatch): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO batches (id, client_id, reference, status, file_name, file_format, source_currency, headers,
       row_count, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $11)
     ON CONFLICT (reference) DO NOTHING RETURNING id`,
    [
      b.id,
      clientId,
      b.reference,
      b.status,
      b.file_name,
      b.file_format,
      b.source_currency,
      JSON.stringify(b.headers),
      b.row_count,
      b.created_by,
      b.created_at,
    ],
  );
  return rows.length === 1;
}

/** Many rows in one statement (the cells as JSON text, in file order). */
export async function insertRows(
  q: Queryable,
  clientId: string,
  batchId: string,
  rows: readonly { index: number; data: Record<string, string> }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO batch_rows (batch_id, client_id, row_index, data, updated_at)
     SELECT $1, $2, t.i, t.d::jsonb, $5 FROM unnest($3::int[], $4::text[]) AS t(i, d)`,
    [batchId, clientId, rows.map((r) => r.index), rows.map((r) => JSON.stringify(r.data)), at],
  );
}

export async function findBatch(
  q: Queryable,
  clientId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<BatchRecord | undefined> {
  const { rows } = await q.query<BatchRecord>(
    `SELECT ${COLUMNS} FROM batches WHERE client_id = $1 AND id = $2${opts.lock ? ' FOR UPDATE' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

export type BatchPage = { status?: string; limit: number; after?: { createdAt: Date; id: string } };

export async function findBatches(q: Queryable, clientId: string, p: BatchPage): Promise<BatchRecord[]> {
  const { rows } = await q.query<BatchRecord>(
    `SELECT ${COLUMNS} FROM batches
     WHERE client_id = $1 AND ($2::text IS NULL OR status = $2)
       AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $5`,
    [clientId, p.status ?? null, p.after?.createdAt ?? null, p.after?.id ?? null, p.limit],
  );
  return rows;
}

/** The client's batches a job is working on or a page may watch (the progress topic's first events). */
export async function findActiveBatches(q: Queryable, clientId: string, statuses: readonly string[]) {
  const { rows } = await q.query<BatchRecord>(
    `SELECT ${COLUMNS} FROM batches WHERE client_id = $1 AND status = ANY($2::text[])
     ORDER BY created_at DESC LIMIT 20`,
    [clientId, statuses],
  );
  return rows;
}

/** Moves the batch from `from` to `to` (bumping its version); false when it was not in `from` any more. */
export async function moveBatch(
  q: Queryable,
  clientId: string,
  id: string,
  from: BatchStatus,
  to: BatchStatus,
  at: Date,
  extra: { failure_reason?: string | null } = {},
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE batches SET status = $4, version = version + 1, updated_at = $5,
       failure_reason = CASE WHEN $6::boolean THEN $7 ELSE failure_reason END
     WHERE client_id = $1 AND id = $2 AND status = $3 RETURNING id`,
    [clientId, id, from, to, at, extra.failure_reason !== undefined, extra.failure_reason ?? null],
  );
  return rows.length === 1;
}

export async function setProgress(
  q: Queryable,
  clientId: string,
  id: string,
  p: { step: number; done: number; total: number },
  at: Date,
): Promise<BatchRecord | undefined> {
  const { rows } = await q.query<BatchRecord>(
    `UPDATE batches SET progress_step = $3, progress_done = $4, progress_total = $5, progress_at = $6
     WHERE client_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [clientId, id, p.step, p.done, p.total, at],
  );
  return rows[0];
}

/** Counts the rows by status again and stores the counts on the batch. */
export async function recount(q: Queryable, clientId: string, id: string): Promise<void> {
  await q.query(
    `UPDATE batches b SET
       valid_count = c.valid, invalid_count = c.invalid, excluded_count = c.excluded
     FROM (SELECT count(*) FILTER (WHERE status = 'valid')::int AS valid,
                  count(*) FILTER (WHERE status = 'invalid')::int AS invalid,
                  count(*) FILTER (WHERE status = 'excluded')::int AS excluded
           FROM batch_rows WHERE client_id = $1 AND batch_id = $2) c
     WHERE b.client_id = $1 AND b.id = $2`,
    [clientId, id],
  );
}

export type BatchRowRecord = {
  row_index: number;
  status: BatchRowStatus;
  data: Record<string, string>;
  errors: FieldError[];
  destination_currency: string | null;
  payout_method: 'LOCAL' | 'SWIFT' | null;
  source_amount: bigint | null;
  destination_amount: bigint | null;
  fee_amount: bigint | null;
  payout_id: string | null;
};

const ROW_COLUMNS = `row_index, status, data, errors, destination_currency, payout_method, source_amount,
  destination_amount, fee_amount, payout_id`;

export async function findRows(
  q: Queryable,
  clientId: string,
  batchId: string,
  p: { status?: string; after: number; limit: number },
): Promise<BatchRowRecord[]> {
  const { rows } = await q.query<BatchRowRecord>(
    `SELECT ${ROW_COLUMNS} FROM batch_rows
     WHERE client_id = $1 AND batch_id = $2 AND ($3::text IS NULL OR status = $3) AND row_index > $4
     ORDER BY row_index LIMIT $5`,
    [clientId, batchId, p.status ?? null, p.after, p.limit],
  );
  return rows;
}

export async function findRow(
  q: Queryable,
  clientId: string,
  batchId: string,
  rowIndex: number,
  opts: { lock?: boolean } = {},
): Promise<BatchRowRecord | undefined> {
  const { rows } = await q.query<BatchRowRecord>(
    `SELECT ${ROW_COLUMNS} FROM batch_rows WHERE client_id = $1 AND batch_id = $2 AND row_index = $3
     ${opts.lock ? 'FOR UPDATE' : ''}`,
    [clientId, batchId, rowIndex],
  );
  return rows[0];
}

export type RowOutcome = {
  index: number;
  status: 'valid' | 'invalid';
  errors: FieldError[];
  destinationCurrency: string | null;
  payoutMethod: 'LOCAL' | 'SWIFT' | null;
  sourceAmount: bigint | null;
  destinationAmount: bigint | null;
  feeAmount: bigint | null;
};

/** Stores the outcome of many rows in one statement (and, for an edited row, its new cells). */
export async function saveOutcomes(
  q: Queryable,
  clientId: string,
  batchId: string,
  outcomes: readonly RowOutcome[],
  at: Date,
  newData?: Record<string, string>,
): Promise<void> {
  if (outcomes.length === 0) return;
  const text = (v: bigint | null) => (v === null ? null : v.toString());
  await q.query(
    `UPDATE batch_rows r SET status = o.status, errors = o.errors::jsonb, destination_currency = o.dc,
       payout_method = o.pm, source_amount = o.sa::bigint, destination_amount = o.da::bigint, fee_amount = o.fa::bigint,
       data = COALESCE($11::jsonb, r.data), updated_at = $10
     FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $12::text[])
       AS o(i, status, errors, dc, pm, sa, da, fa)
     WHERE r.client_id = $1 AND r.batch_id = $2 AND r.row_index = o.i
       AND r.row_index BETWEEN $13 AND $14`,
    [
      clientId,
      batchId,
      outcomes.map((o) => o.index),
      outcomes.map((o) => o.status),
      outcomes.map((o) => JSON.stringify(o.errors)),
      outcomes.map((o) => o.destinationCurrency),
      outcomes.map((o) => o.payoutMethod),
      outcomes.map((o) => text(o.sourceAmount)),
      outcomes.map((o) => text(o.destinationAmount)),
      at,
      newData ? JSON.stringify(newData) : null,
      outcomes.map((o) => text(o.feeAmount)),
      // The chunk's range of rows: the primary key finds them without reading the rest of the batch.
      Math.min(...outcomes.map((o) => o.index)),
      Math.max(...outcomes.map((o) => o.index)),
    ],
  );
}

/** Leaves the failing rows out ("proceed without them"). */
export async function excludeInvalid(q: Queryable, clientId: string, batchId: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE batch_rows SET status = 'excluded', updated_at = $3
     WHERE client_id = $1 AND batch_id = $2 AND status = 'invalid'`,
    [clientId, batchId, at],
  );
}

/**
 * Rows not yet checked, in file order, locked (the validation job's next chunk; a restarted job picks up here). Rows
 * another validator of the same batch holds are skipped, so two never check the same row.
 */
export async function claimPendingRows(q: Queryable, clientId: string, batchId: string, limit: number) {
  const { rows } = await q.query<{ row_index: number; data: Record<string, string> }>(
    `SELECT row_index, data FROM batch_rows WHERE client_id = $1 AND batch_id = $2 AND status = 'pending'
     ORDER BY row_index LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [clientId, batchId, limit],
  );
  return rows;
}

/** Whether any row of the batch is still to be checked (held by another validator or not). */
export async function hasPendingRows(q: Queryable, clientId: string, batchId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM batch_rows WHERE client_id = $1 AND batch_id = $2 AND status = 'pending' LIMIT 1`,
    [clientId, batchId],
  );
  return rows.length > 0;
}

export async function countChecked(q: Queryable, clientId: string, batchId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM batch_rows WHERE client_id = $1 AND batch_id = $2 AND status <> 'pending'`,
    [clientId, batchId],
  );
  return rows[0]!.n;
}

export type CurrencyTotal = {
  destination_currency: string;
  n: number;
  source_amount: bigint;
  destination_amount: bigint;
  fee_amount: bigint;
};

/** The valid rows' totals per destination currency (the review screen). */
export async function totalsOf(q: Queryable, clientId: string, batchId: string): Promise<CurrencyTotal[]> {
  const { rows } = await q.query<CurrencyTotal>(
    `SELECT destination_currency, count(*)::int AS n, COALESCE(sum(source_amount), 0)::bigint AS source_amount,
       COALESCE(sum(destination_amount), 0)::bigint AS destination_amount, COALESCE(sum(fee_amount), 0)::bigint AS fee_amount
     FROM batch_rows WHERE client_id = $1 AND batch_id = $2 AND status = 'valid'
     GROUP BY destination_currency ORDER BY destination_currency`,
    [clientId, batchId],
  );
  return rows;
}

export type FxHoldRecord = {
  source_currency: string;
  destination_currency: string;
  fx_hold_id: string;
  fx_rate: string;
  hold_expiry_at: Date;
};

export async function findFxHolds(q: Queryable, clientId: string, batchId: string): Promise<FxHoldRecord[]> {
  const { rows } = await q.query<FxHoldRecord>(
    `SELECT b.source_currency, b.destination_currency, b.fx_hold_id, h.fx_rate::text AS fx_rate, b.hold_expiry_at
     FROM batch_fx_holds b JOIN fx_holds h ON h.id = b.fx_hold_id AND h.client_id = b.client_id
     WHERE b.client_id = $1 AND b.batch_id = $2 ORDER BY b.destination_currency`,
    [clientId, batchId],
  );
  return rows;
}

/** Every row in file order, a page at a time (the error file). */
export async function findRowsForFile(q: Queryable, clientId: string, batchId: string, after: number, limit: number) {
  const { rows } = await q.query<{ row_index: number; data: Record<string, string>; errors: FieldError[] }>(
    `SELECT row_index, data, errors FROM batch_rows WHERE client_id = $1 AND batch_id = $2 AND row_index > $3
     ORDER BY row_index LIMIT $4`,
    [clientId, batchId, after, limit],
  );
  return rows;
}

/** The upload is read whole: its row count and source currency, and the batch waits for validation. */
export async function markUploaded(q: Queryable, clientId: string, id: string, rowCount: number, currency: string) {
  await q.query(
    `UPDATE batches SET status = 'uploaded', row_count = $3, source_currency = $4 WHERE client_id = $1 AND id = $2`,
    [clientId, id, rowCount, currency],
  );
}

/** Batches of any business left uploaded or validating since `before` (a job that died): the sweep's list. */
export async function findStaleValidations(q: Queryable, before: Date, limit: number) {
  const { rows } = await q.query<{ client_id: string; id: string }>(
    `SELECT client_id, id FROM batches WHERE status IN ('uploaded', 'validation_in_progress')
       AND COALESCE(progress_at, updated_at) < $1 ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}
