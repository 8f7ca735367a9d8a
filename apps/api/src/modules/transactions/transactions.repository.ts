import type { Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';

/** A row of the transactions_list view (022_transactions.sql, last replaced in 035). */
export type TransactionListRow = {
  id: string;
  type: string;
  reference: string;
  batch_id: string | null;
  created_at: Date;
  /** created_at to the microsecond (the page cursor must not lose what a JS Date drops). */
  cursor_at: string;
  beneficiary_name: string | null;
  source_currency: string;
  source_amount: bigint;
  destination_currency: string;
  destination_amount: bigint;
  transaction_currency: string;
  transaction_amount: bigint;
  fee_amount: bigint;
  status: string;
  record_status: string;
  due_by: Date | null;
  payout_method: string | null;
  vfa_id: string | null;
};

export type TransactionQuery = {
  type?: string;
  statuses?: readonly string[];
  fromTime?: Date;
  toTime?: Date;
  currency?: string;
  search?: string;
  /** Rows strictly older than this (keyset pagination, newest first). */
  after?: { at: string; id: string };
  limit: number;
};

const COLUMNS = `t.id, t.type, t.reference, t.batch_id, t.created_at,
  to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
  t.beneficiary_name, t.source_currency, t.source_amount, t.destination_currency, t.destination_amount,
  t.transaction_currency, t.transaction_amount, t.fee_amount, t.status, t.record_status, t.due_by, t.payout_method,
  t.vfa_id`;

/** `%`, `_` and `\` typed by the business are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the business's transactions, newest first. Only the filters given are put in the SQL; the view's
 * branches each take the client, time and keyset conditions onto their own (client_id, created_at, id) index.
 */
export async function findTransactions(
  q: Queryable,
  clientId: string,
  f: TransactionQuery,
): Promise<TransactionListRow[]> {
  const w = conditions(['t.client_id = $1'], [clientId]);
  if (f.type) w.add((p) => `t.type = ${p}`, f.type);
  if (f.statuses) w.add((p) => `t.status = ANY(${p}::text[])`, f.statuses);
  if (f.fromTime) w.add((p) => `t.created_at >= ${p}`, f.fromTime);
  if (f.toTime) w.add((p) => `t.created_at < ${p}`, f.toTime);
  if (f.currency) w.add((p) => `(t.source_currency = ${p} OR t.destination_currency = ${p})`, f.currency);
  if (f.search) {
    w.add(
      (p) => `(t.reference ILIKE ${p} OR t.batch_id ILIKE ${p} OR t.beneficiary_name ILIKE ${p})`,
      `%${likeEscape(f.search)}%`,
    );
  }
  if (f.after) w.push(`(t.created_at, t.id) < (${w.param(f.after.at)}::timestamptz, ${w.param(f.after.id)}::uuid)`);
  const limit = w.param(f.limit);
  const { rows } = await q.query<TransactionListRow>(
    `SELECT ${COLUMNS} FROM transactions_list t WHERE ${w.sql()}
     ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit}`,
    w.params,
  );
  return rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the business's transactions by its record id or its reference (SME_…, FD…, FW…, FX-…). */
export async function findTransaction(
  q: Queryable,
  clientId: string,
  idOrReference: string,
): Promise<TransactionListRow | undefined> {
  const byId = UUID.test(idOrReference);
  const { rows } = await q.query<TransactionListRow>(
    `SELECT ${COLUMNS} FROM transactions_list t
     WHERE t.client_id = $1 AND ${byId ? 't.id = $2::uuid' : 't.reference = $2'} LIMIT 1`,
    [clientId, idOrReference],
  );
  return rows[0];
}
