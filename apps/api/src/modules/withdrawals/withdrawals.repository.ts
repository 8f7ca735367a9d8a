import type { WithdrawalKind, WithdrawalStatus } from '@corridor/domain/withdrawals/statuses';
import type { Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';

export type NewWithdrawal = {
  id: string;
  kind: WithdrawalKind;
  reference: string;
  idempotency_key: string | null;
  currency_account_id: string;
  currency: string;
  amount: bigint;
  bank_account_id: string;
  bank_name: string;
  holder_name: string;
  account_number: string;
  country_code: string;
  payout_method: 'LOCAL' | 'SWIFT';
  hold_transfer_id: string;
  sweep_day: string | null;
  created_by: string | null;
  created_at: Date;
};

export type WithdrawalRow = NewWithdrawal & {
  client_id: string;
  status: WithdrawalStatus;
  reason: string | null;
  event_count: number;
  rail_reference: string | null;
  rail_status: string | null;
  rail_report_count: number;
  rail_next_status: string | null;
  rail_next_at: Date | null;
  rail_next_reason: string | null;
  source_account_number: string;
  updated_at: Date;
};

const COLUMNS = `w.id, w.client_id, w.kind, w.reference, w.idempotency_key, w.currency_account_id, w.currency, w.amount,
  w.bank_account_id, w.bank_name, w.holder_name, w.account_number, w.country_code, w.payout_method, w.status, w.reason,
  w.event_count, w.hold_transfer_id, w.rail_reference, w.rail_status, w.rail_report_count, w.rail_next_status,
  w.rail_next_at, w.rail_next_reason, to_char(w.sweep_day, 'YYYY-MM-DD') AS sweep_day, w.created_by, w.created_at,
  w.updated_at, a.account_number AS source_account_number`;
const FROM = 'withdrawals w JOIN currency_accounts a ON a.id = w.currency_account_id';

/** The next FW number's digits (the sequence issues each once, also across processes). */
export async function nextWithdrawalSequence(q: Queryable): Promise<bigint> {
  const { rows } = await q.query<{ n: bigint }>("SELECT nextval('withdrawal_number_seq') AS n");
  return BigInt(rows[0]!.n);
}

/**
 * Writes a withdrawal (PENDING) and its first event. A sweep of an account and day already written answers null:
 * the unique index on (account, day) makes a second sweep, concurrent or later, write nothing.
 */
export async function insertWithdrawal(q: Queryable, clientId: string, w: NewWithdrawal): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO withdrawals (id, client_id, kind, reference, idempotency_key, currency_account_id, currency, amount,
       bank_account_id, bank_name, holder_name, account_number, country_code, payout_method, status, event_count,
       hold_transfer_id, sweep_day, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'PENDING', 1, $15, $16::date, $17, $18, $18)
     ON CONFLICT (currency_account_id, sweep_day) WHERE kind = 'AUTOSWEEP' DO NOTHING
     RETURNING id`,
    [
      w.id,
      clientId,
      w.kind,
      w.reference,
      w.idempotency_key,
      w.currency_account_id,
      w.currency,
      w.amount,
      w.bank_account_id,
      w.bank_name,
      w.holder_name,
      w.account_number,
      w.country_code,
      w.payout_method,
      w.hold_transfer_id,
      w.sweep_day,
      w.created_by,
      w.created_at,
    ],
  );
  if (rows.length === 0) return false;
  await insertEvent(q, clientId, {
    withdrawalId: w.id,
    seq: 1,
    from: null,
    status: 'PENDING',
    at: w.created_at,
    actor: w.kind === 'WITHDRAWAL' ? 'user' : 'system',
    reason: null,
  });
  return true;
}

/** Whether the account was swept for this business day already. */
export async function hasSweep(q: Queryable, clientId: string, accountId: string, day: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM withdrawals WHERE client_id = $1 AND currency_account_id = $2 AND sweep_day = $3::date
       AND kind = 'AUTOSWEEP'`,
    [clientId, accountId, day],
  );
  return rows.length > 0;
}

export async function insertEvent(
  q: Queryable,
  clientId: string,
  e: {
    withdrawalId: string;
    seq: number;
    from: WithdrawalStatus | null;
    status: WithdrawalStatus;
    at: Date;
    actor: 'user' | 'rail' | 'system';
    reason: string | null;
  },
) {
  await q.query(
    `INSERT INTO withdrawal_events (withdrawal_id, client_id, seq, from_status, status, at, actor_type, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.withdrawalId, clientId, e.seq, e.from, e.status, e.at, e.actor, e.reason],
  );
}

/** One of the client's withdrawals by id, locked for an update when asked. */
export async function findWithdrawal(
  q: Queryable,
  clientId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<WithdrawalRow | undefined> {
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.client_id = $1 AND w.id = $2 ${opts.lock ? 'FOR UPDATE OF w' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

export async function findByReference(
  q: Queryable,
  clientId: string,
  reference: string,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.client_id = $1 AND w.reference = $2`,
    [clientId, reference],
  );
  return rows[0];
}

/** A page of the client's withdrawals, newest first, after the keyset position `after` when given. */
export async function listWithdrawals(
  q: Queryable,
  clientId: string,
  f: { kind?: WithdrawalKind; after?: { createdAt: Date; id: string }; limit: number },
): Promise<WithdrawalRow[]> {
  const c = conditions(['w.client_id = $1'], [clientId]);
  if (f.kind) c.add((p) => `w.kind = ${p}`, f.kind);
  if (f.after) c.push(`(w.created_at, w.id) < (${c.param(f.after.createdAt)}, ${c.param(f.after.id)}::uuid)`);
  const limit = c.param(f.limit);
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${c.sql()}
     ORDER BY w.created_at DESC, w.id DESC LIMIT ${limit}`,
    c.params,
  );
  return rows;
}

export type EventRow = { withdrawal_id: string; status: WithdrawalStatus; at: Date; reason: string | null };

export async function listEvents(q: Queryable, clientId: string, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<EventRow>(
    `SELECT withdrawal_id, status, at, reason FROM withdrawal_events
     WHERE client_id = $1 AND withdrawal_id = ANY($2::uuid[]) ORDER BY withdrawal_id, seq`,
    [clientId, ids],
  );
  return rows;
}

/** Moves the withdrawal to `status` (one event more); the report it applied, if any, is cleared. */
export async function setStatus(
  q: Queryable,
  clientId: string,
  id: string,
  m: { status: WithdrawalStatus; reason: string | null; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE withdrawals SET status = $3, reason = COALESCE($4, reason), event_count = event_count + 1, updated_at = $5
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, m.status, m.reason, m.at],
  );
}

/** The rail took the withdrawal: its reference, and the status it starts from. */
export async function setRailReference(q: Queryable, clientId: string, id: string, reference: string, at: Date) {
  await q.query(
    `UPDATE withdrawals SET rail_reference = $3, rail_status = 'PENDING', updated_at = $4
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, reference, at],
  );
}

/** A report applied: the rail's status now, one report more, nothing expected until the next is asked for. */
export async function recordRailReport(q: Queryable, clientId: string, id: string, railStatus: string, at: Date) {
  await q.query(
    `UPDATE withdrawals SET rail_status = $3, rail_report_count = rail_report_count + 1, rail_next_status = NULL,
       rail_next_at = NULL, rail_next_reason = NULL, updated_at = GREATEST(updated_at, $4)
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, railStatus, at],
  );
}

export async function setRailNext(
  q: Queryable,
  clientId: string,
  id: string,
  next: { status: string; at: Date; reason: string | null },
) {
  await q.query(
    `UPDATE withdrawals SET rail_next_status = $3, rail_next_at = $4, rail_next_reason = $5
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, next.status, next.at, next.reason],
  );
}

type DueRow = { client_id: string; id: string; rail_report_count: number };

/** Reports due at `now` whose job did not apply them (a worker died): the rail sweep's worklist, across businesses. */
export async function findDueRailReports(q: Queryable, now: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, rail_report_count FROM withdrawals WHERE rail_next_at <= $1
     ORDER BY rail_next_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** PENDING withdrawals the rail never took, older than `before`. */
export async function findUnsubmitted(q: Queryable, before: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, rail_report_count FROM withdrawals
     WHERE status = 'PENDING' AND rail_reference IS NULL AND updated_at <= $1 ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}
