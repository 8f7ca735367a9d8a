import type { Queryable } from '../../db/client.ts';

/**
 * The tables of paying a batch (027_batches.sql, 033_bulk_payouts.sql): its held rates, how it is paid, and each row's
 * contact and payout. Every function takes the client id and uses it in every WHERE.
 */

export type RowToPay = {
  row_index: number;
  data: Record<string, string>;
  destination_currency: string;
  payout_method: 'LOCAL' | 'SWIFT';
  beneficiary_id: string | null;
};

/** The valid rows, in file order, from `after` on (all of them to price; those without a payout to pay). */
export async function findValidRows(
  q: Queryable,
  clientId: string,
  batchId: string,
  opts: { unpaidOnly: boolean; limit: number; after?: number },
): Promise<RowToPay[]> {
  const { rows } = await q.query<RowToPay>(
    `SELECT row_index, data, destination_currency, payout_method, beneficiary_id FROM batch_rows
     WHERE client_id = $1 AND batch_id = $2 AND status = 'valid' AND ($3::boolean IS FALSE OR payout_id IS NULL)
       AND row_index > $5
     ORDER BY row_index LIMIT $4`,
    [clientId, batchId, opts.unpaidOnly, opts.limit, opts.after ?? 0],
  );
  return rows;
}

/** How many of the batch's rows have their payout. */
export async function countPaidRows(q: Queryable, clientId: string, batchId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM batch_rows WHERE client_id = $1 AND batch_id = $2 AND payout_id IS NOT NULL',
    [clientId, batchId],
  );
  return rows[0]!.n;
}

/** The contacts made for the batch's rows so far, by the row's cells (a contact twice in a file is made once). */
export async function findRowContacts(q: Queryable, clientId: string, batchId: string) {
  const { rows } = await q.query<{ data: Record<string, string>; beneficiary_id: string }>(
    `SELECT data, beneficiary_id FROM batch_rows
     WHERE client_id = $1 AND batch_id = $2 AND beneficiary_id IS NOT NULL`,
    [clientId, batchId],
  );
  return rows;
}

/**
 * Each row's contact and payout, in one statement. The rows are a chunk: bounded by its first and last row as
 * saveOutcomes is, the update reads the chunk's range of the key rather than every row of the batch.
 */
export async function linkRows(
  q: Queryable,
  clientId: string,
  batchId: string,
  links: readonly { rowIndex: number; beneficiaryId: string; payoutId: string | null }[],
  at: Date,
): Promise<void> {
  if (links.length === 0) return;
  await q.query(
    `UPDATE batch_rows r SET beneficiary_id = l.b, payout_id = COALESCE(l.p, r.payout_id), updated_at = $6
     FROM unnest($3::int[], $4::uuid[], $5::uuid[]) AS l(i, b, p)
     WHERE r.client_id = $1 AND r.batch_id = $2 AND r.row_index = l.i AND r.row_index BETWEEN $7 AND $8`,
    [
      clientId,
      batchId,
      links.map((l) => l.rowIndex),
      links.map((l) => l.beneficiaryId),
      links.map((l) => l.payoutId),
      at,
      Math.min(...links.map((l) => l.rowIndex)),
      Math.max(...links.map((l) => l.rowIndex)),
    ],
  );
}

/** The batch's held rates replaced by `holds` (one per pair), each valid row pointed at its pair's hold. */
export async function replaceFxHolds(
  q: Queryable,
  clientId: string,
  batchId: string,
  holds: readonly { sourceCurrency: string; destinationCurrency: string; holdId: string; expiresAt: Date }[],
  at: Date,
): Promise<void> {
  await q.query('DELETE FROM batch_fx_holds WHERE client_id = $1 AND batch_id = $2', [clientId, batchId]);
  await q.query(
    `INSERT INTO batch_fx_holds (batch_id, client_id, source_currency, destination_currency, fx_hold_id,
       hold_expiry_at, created_at)
     SELECT $2, $1, h.s, h.d, h.id, h.e, $7 FROM unnest($3::text[], $4::text[], $5::uuid[], $6::timestamptz[]) AS h(s, d, id, e)`,
    [
      clientId,
      batchId,
      holds.map((h) => h.sourceCurrency),
      holds.map((h) => h.destinationCurrency),
      holds.map((h) => h.holdId),
      holds.map((h) => h.expiresAt),
      at,
    ],
  );
  await q.query(
    `UPDATE batch_rows r SET fx_hold_id = h.fx_hold_id FROM batch_fx_holds h
     WHERE r.client_id = $1 AND r.batch_id = $2 AND h.client_id = $1 AND h.batch_id = $2
       AND h.destination_currency = r.destination_currency AND r.status = 'valid'`,
    [clientId, batchId],
  );
  const earliest = holds.reduce<Date | null>((m, h) => (!m || h.expiresAt < m ? h.expiresAt : m), null);
  await q.query('UPDATE batches SET hold_expires_at = $3 WHERE client_id = $1 AND id = $2', [
    clientId,
    batchId,
    earliest,
  ]);
}

export type HeldRate = {
  destination_currency: string;
  fx_hold_id: string;
  hold_expiry_at: Date;
};

export async function findHeldRates(q: Queryable, clientId: string, batchId: string): Promise<HeldRate[]> {
  const { rows } = await q.query<HeldRate>(
    `SELECT destination_currency, fx_hold_id, hold_expiry_at FROM batch_fx_holds
     WHERE client_id = $1 AND batch_id = $2 ORDER BY destination_currency`,
    [clientId, batchId],
  );
  return rows;
}

export type Payment = {
  deposit_method: string | null;
  paid_by: string | null;
  card_id: string | null;
  ach_account_id: string | null;
};

/** How the batch is paid, as the job reads it. */
export async function findPayment(q: Queryable, clientId: string, batchId: string): Promise<Payment | undefined> {
  const { rows } = await q.query<Payment>(
    'SELECT deposit_method, paid_by, card_id, ach_account_id FROM batches WHERE client_id = $1 AND id = $2',
    [clientId, batchId],
  );
  return rows[0];
}

/** How the batch is paid, and when with what its rows count towards the MYR daily limit (037). */
export async function setPayment(
  q: Queryable,
  clientId: string,
  batchId: string,
  p: Payment,
  limit: { dailyLimitMyr: bigint; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE batches SET deposit_method = $3, paid_by = $4, card_id = $5, ach_account_id = $6, daily_limit_myr = $7,
       pay_started_at = $8
     WHERE client_id = $1 AND id = $2`,
    [
      clientId,
      batchId,
      p.deposit_method,
      p.paid_by,
      p.card_id,
      p.ach_account_id,
      limit.dailyLimitMyr === 0n ? null : limit.dailyLimitMyr,
      limit.at,
    ],
  );
}

/** Batches of any business left creating payouts since `before` (a job that died): the sweep's list. */
export async function findStalePayments(q: Queryable, before: Date, limit: number) {
  const { rows } = await q.query<{ client_id: string; id: string }>(
    `SELECT client_id, id FROM batches WHERE status = 'payout_in_progress'
       AND COALESCE(progress_at, updated_at) < $1 ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/** Batches waiting for their payouts' funds or checker (the settle sweep's backstop), oldest first. */
export async function findPendingBatches(q: Queryable, limit: number) {
  const { rows } = await q.query<{ client_id: string; id: string }>(
    `SELECT client_id, id FROM batches WHERE status = 'pending' ORDER BY updated_at LIMIT $1`,
    [limit],
  );
  return rows;
}
