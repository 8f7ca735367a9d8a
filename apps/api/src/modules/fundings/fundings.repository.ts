import type { AddMoneyMethod } from '@corridor/domain/fundings/methods';
import type { FundingStatus, FundingType } from '@corridor/domain/fundings/statuses';
import type { Queryable } from '../../db/client.ts';
import type { TransferInstructions } from '../../partners/bank-proxy/bank-proxy.ts';

export type NewFunding = {
  id: string;
  reference: string;
  type: FundingType;
  method: AddMoneyMethod;
  status: FundingStatus;
  currency_account_id: string;
  currency: string;
  amount: bigint;
  fee: bigint;
  card_id: string | null;
  product_code: string | null;
  request_id: string | null;
  partner_reference: string | null;
  redirect_url: string | null;
  /** What the bank proxy answered, stored as it was (jsonb). */
  instructions: TransferInstructions | null;
  next_check_at: Date | null;
  /** A transfer paying for payouts is awaited until then (null: no deadline). */
  expires_at: Date | null;
  created_by: string;
  created_at: Date;
};

export type FundingRow = NewFunding & {
  client_id: string;
  failure_reason: string | null;
  check_count: number;
  credit_transfer_id: string | null;
  updated_at: Date;
  account_number: string;
};

export type FundingEventRow = { funding_id: string; status: FundingStatus; at: Date };

const COLUMNS = `f.id, f.client_id, f.reference, f.type, f.method, f.status, f.currency_account_id, f.currency, f.amount,
  f.fee, f.card_id, f.product_code, f.request_id, f.partner_reference, f.redirect_url, f.instructions, f.failure_reason,
  f.next_check_at, f.expires_at, f.check_count, f.credit_transfer_id, f.created_by, f.created_at, f.updated_at,
  a.account_number`;
const FROM = 'fundings f JOIN currency_accounts a ON a.id = f.currency_account_id AND a.client_id = f.client_id';

export async function nextFundingSequence(q: Queryable): Promise<bigint> {
  const { rows } = await q.query<{ n: bigint }>("SELECT nextval('funding_number_seq') AS n");
  return BigInt(rows[0]!.n);
}

export async function insertFunding(q: Queryable, clientId: string, f: NewFunding) {
  await q.query(
    `INSERT INTO fundings (id, client_id, reference, type, method, status, currency_account_id, currency, amount, fee,
       card_id, product_code, request_id, partner_reference, redirect_url, instructions, next_check_at, created_by,
       created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20)`,
    [
      f.id,
      clientId,
      f.reference,
      f.type,
      f.method,
      f.status,
      f.currency_account_id,
      f.currency,
      f.amount,
      f.fee,
      f.card_id,
      f.product_code,
      f.request_id,
      f.partner_reference,
      f.redirect_url,
      f.instructions ? JSON.stringify(f.instructions) : null,
      f.next_check_at,
      f.created_by,
      f.created_at,
      f.expires_at,
    ],
  );
  await insertEvent(q, clientId, f.id, f.status, f.created_at, null);
}

export async function insertEvent(
  q: Queryable,
  clientId: string,
  id: string,
  status: FundingStatus,
  at: Date,
  reason: string | null,
) {
  await q.query('INSERT INTO funding_events (funding_id, client_id, status, at, reason) VALUES ($1, $2, $3, $4, $5)', [
    id,
    clientId,
    status,
    at,
    reason,
  ]);
}

export async function findFunding(
  q: Queryable,
  clientId: string,
  id: string,
  forUpdate = false,
): Promise<FundingRow | undefined> {
  const { rows } = await q.query<FundingRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE f.client_id = $1 AND f.id = $2 ${forUpdate ? 'FOR UPDATE OF f' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

/** Several fundings (each with its business), locked in id order so concurrent batches cannot deadlock. */
export async function lockFundings(
  q: Queryable,
  refs: { clientId: string; fundingId: string }[],
): Promise<Map<string, FundingRow>> {
  const { rows } = await q.query<FundingRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE (f.client_id, f.id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
     ORDER BY f.id FOR UPDATE OF f`,
    [refs.map((r) => r.clientId), refs.map((r) => r.fundingId)],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findByReference(q: Queryable, clientId: string, reference: string) {
  const { rows } = await q.query<FundingRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE f.client_id = $1 AND f.reference = $2`,
    [clientId, reference],
  );
  return rows[0];
}

export async function listFundings(q: Queryable, clientId: string, limit: number): Promise<FundingRow[]> {
  const { rows } = await q.query<FundingRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE f.client_id = $1 ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
    [clientId, limit],
  );
  return rows;
}

export async function listEvents(q: Queryable, clientId: string, ids: string[]): Promise<FundingEventRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<FundingEventRow>(
    `SELECT funding_id, status, at FROM funding_events WHERE client_id = $1 AND funding_id = ANY($2::uuid[])
     ORDER BY at, id`,
    [clientId, ids],
  );
  return rows;
}

/** Records the next status check (or none: null) after one was made. */
export async function scheduleCheck(q: Queryable, clientId: string, id: string, at: Date | null, now: Date) {
  await q.query(
    `UPDATE fundings SET next_check_at = $3, check_count = check_count + 1, updated_at = $4
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, at, now],
  );
}

export async function markFinal(
  q: Queryable,
  clientId: string,
  id: string,
  change: { status: FundingStatus; at: Date; reason: string | null; creditTransferId: string | null },
) {
  await q.query(
    `UPDATE fundings SET status = $3, failure_reason = $4, credit_transfer_id = $5, next_check_at = NULL,
       updated_at = $6
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, change.status, change.reason, change.creditTransferId, change.at],
  );
  await insertEvent(q, clientId, id, change.status, change.at, change.reason);
}

/** Several fundings COMPLETED at once, each with its credit transfer and its event. */
export async function markCompleted(
  q: Queryable,
  done: { clientId: string; id: string; creditTransferId: string }[],
  at: Date,
) {
  if (done.length === 0) return;
  await q.query(
    `WITH done AS (
       UPDATE fundings f SET status = 'COMPLETED', failure_reason = NULL, credit_transfer_id = d.transfer_id,
         next_check_at = NULL, updated_at = $4
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS d(client_id, id, transfer_id)
       WHERE f.client_id = d.client_id AND f.id = d.id
       RETURNING f.id, f.client_id)
     INSERT INTO funding_events (funding_id, client_id, status, at, reason)
     SELECT id, client_id, 'COMPLETED', $4, NULL FROM done`,
    [done.map((d) => d.clientId), done.map((d) => d.id), done.map((d) => d.creditTransferId), at],
  );
}

/** Fundings of every business whose status check is due: the sweep's work list (a system job). */
export async function findDueChecks(q: Queryable, now: Date, limit: number) {
  const { rows } = await q.query<{ client_id: string; id: string; check_count: number }>(
    `SELECT client_id, id, check_count FROM fundings WHERE next_check_at <= $1 ORDER BY next_check_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}
