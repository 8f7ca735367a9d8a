import type { BatchRowStatus } from '@corridor/domain/batches/row';
import type { FieldError } from '@corridor/domain/errors';
import type { Queryable } from '../../db/client.ts';

// A batch's rows (batch_rows) and what is read across them: the review totals, the held rates, the error file.

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
