import type { AchAccountType, AchLinkStatus } from '@corridor/domain/fundings/ach';
import type { Queryable } from '../../db/client.ts';

export type AchAccountRow = {
  id: string;
  client_id: string;
  status: AchLinkStatus;
  holder_name: string;
  account_number_masked: string;
  fingerprint: string;
  routing_value: string;
  routing_type: string;
  account_type: AchAccountType;
  reference_number: string;
  request_id: string;
  partner_account_id: string | null;
  failure_reason: string | null;
  next_check_at: Date | null;
  check_count: number;
  created_by: string;
  created_at: Date;
  updated_at: Date;
};

export type NewAchAccount = Omit<AchAccountRow, 'partner_account_id' | 'failure_reason' | 'check_count' | 'updated_at'>;

const COLUMNS = `id, client_id, status, holder_name, account_number_masked, fingerprint, routing_value, routing_type,
  account_type, reference_number, request_id, partner_account_id, failure_reason, next_check_at, check_count,
  created_by, created_at, updated_at`;

export async function insertAccount(q: Queryable, a: NewAchAccount) {
  await q.query(
    `INSERT INTO ach_bank_accounts (id, client_id, status, holder_name, account_number_masked, fingerprint,
       routing_value, routing_type, account_type, reference_number, request_id, next_check_at, created_by, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [
      a.id,
      a.client_id,
      a.status,
      a.holder_name,
      a.account_number_masked,
      a.fingerprint,
      a.routing_value,
      a.routing_type,
      a.account_type,
      a.reference_number,
      a.request_id,
      a.next_check_at,
      a.created_by,
      a.created_at,
    ],
  );
}

/** The business's live (pending or linked) link of the same account, if any. */
export async function findLive(q: Queryable, clientId: string, fingerprint: string) {
  const { rows } = await q.query<AchAccountRow>(
    `SELECT ${COLUMNS} FROM ach_bank_accounts
     WHERE client_id = $1 AND fingerprint = $2 AND status IN ('PENDING', 'LINKED')`,
    [clientId, fingerprint],
  );
  return rows[0];
}

export async function findAccount(q: Queryable, clientId: string, id: string, forUpdate = false) {
  const { rows } = await q.query<AchAccountRow>(
    `SELECT ${COLUMNS} FROM ach_bank_accounts WHERE client_id = $1 AND id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

export async function findByRequest(q: Queryable, clientId: string, requestId: string, referenceNumber: string) {
  const { rows } = await q.query<AchAccountRow>(
    `SELECT ${COLUMNS} FROM ach_bank_accounts WHERE client_id = $1 AND request_id = $2 AND reference_number = $3`,
    [clientId, requestId, referenceNumber],
  );
  return rows[0];
}

/** Every link but the removed ones, newest first. */
export async function listAccounts(q: Queryable, clientId: string) {
  const { rows } = await q.query<AchAccountRow>(
    `SELECT ${COLUMNS} FROM ach_bank_accounts WHERE client_id = $1 AND status <> 'DELINKED'
     ORDER BY created_at DESC, id DESC LIMIT 50`,
    [clientId],
  );
  return rows;
}

export async function accountsByIds(q: Queryable, clientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await q.query<AchAccountRow>(
    `SELECT ${COLUMNS} FROM ach_bank_accounts WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    [clientId, ids],
  );
  return rows;
}

/** Applies the partner's verdict on a link still PENDING (a late or second answer changes nothing). */
export async function settleLink(
  q: Queryable,
  clientId: string,
  id: string,
  v: { status: 'LINKED' | 'FAILED'; partnerAccountId: string | null; reason: string | null; at: Date },
) {
  await q.query(
    `UPDATE ach_bank_accounts SET status = $3, partner_account_id = $4, failure_reason = $5, next_check_at = NULL,
       updated_at = $6
     WHERE client_id = $1 AND id = $2 AND status = 'PENDING'`,
    [clientId, id, v.status, v.partnerAccountId, v.reason, v.at],
  );
}

export async function scheduleLinkCheck(q: Queryable, clientId: string, id: string, at: Date, now: Date) {
  await q.query(
    `UPDATE ach_bank_accounts SET next_check_at = $3, check_count = check_count + 1, updated_at = $4
     WHERE client_id = $1 AND id = $2 AND status = 'PENDING'`,
    [clientId, id, at, now],
  );
}

export async function markDelinked(q: Queryable, clientId: string, id: string, at: Date) {
  await q.query(
    `UPDATE ach_bank_accounts SET status = 'DELINKED', next_check_at = NULL, updated_at = $3
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, at],
  );
}

/** Links of every business whose check is due: the sweep's work list (a system job). */
export async function findDueLinkChecks(q: Queryable, now: Date, limit: number) {
  const { rows } = await q.query<{ client_id: string; id: string; check_count: number }>(
    `SELECT client_id, id, check_count FROM ach_bank_accounts WHERE next_check_at <= $1 ORDER BY next_check_at
     LIMIT $2`,
    [now, limit],
  );
  return rows;
}

export type AchDebitRow = {
  funding_id: string;
  client_id: string;
  ach_account_id: string;
  amount: bigint;
  currency: string;
  transfer_id: string;
  status: 'PENDING' | 'SETTLED' | 'RETURNED';
  return_reason: string | null;
  created_at: Date;
};

export async function insertDebit(q: Queryable, d: Omit<AchDebitRow, 'status' | 'return_reason'>) {
  await q.query(
    `INSERT INTO ach_debits (funding_id, client_id, ach_account_id, amount, currency, transfer_id, status, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $7)`,
    [d.funding_id, d.client_id, d.ach_account_id, d.amount, d.currency, d.transfer_id, d.created_at],
  );
}

export async function findDebit(q: Queryable, clientId: string, fundingId: string) {
  const { rows } = await q.query<AchDebitRow>(
    `SELECT funding_id, client_id, ach_account_id, amount, currency, transfer_id, status, return_reason, created_at
     FROM ach_debits WHERE client_id = $1 AND funding_id = $2`,
    [clientId, fundingId],
  );
  return rows[0];
}

export async function debitsOfFundings(q: Queryable, clientId: string, fundingIds: string[]) {
  if (fundingIds.length === 0) return [];
  const { rows } = await q.query<AchDebitRow>(
    `SELECT funding_id, client_id, ach_account_id, amount, currency, transfer_id, status, return_reason, created_at
     FROM ach_debits WHERE client_id = $1 AND funding_id = ANY($2::uuid[])`,
    [clientId, fundingIds],
  );
  return rows;
}

export async function settleDebit(
  q: Queryable,
  clientId: string,
  fundingId: string,
  v: { status: 'SETTLED' | 'RETURNED'; reason: string | null; at: Date },
) {
  await q.query(
    `UPDATE ach_debits SET status = $3, return_reason = $4, updated_at = $5
     WHERE client_id = $1 AND funding_id = $2 AND status = 'PENDING'`,
    [clientId, fundingId, v.status, v.reason, v.at],
  );
}

/** The debits that count towards the rolling limit: since `from`, not returned. */
export async function debitsSince(q: Queryable, clientId: string, from: Date) {
  const { rows } = await q.query<{ amount: bigint; created_at: Date }>(
    `SELECT amount, created_at FROM ach_debits WHERE client_id = $1 AND created_at > $2 AND status <> 'RETURNED'`,
    [clientId, from],
  );
  return rows;
}

/**
 * Serialises the business's ACH debits until commit, so two at once cannot both fit under the rolling limit. The
 * business's own link rows carry no lock for this; a transaction-scoped advisory lock keyed by the business does.
 */
export async function lockDebits(q: Queryable, clientId: string) {
  await q.query(`SELECT pg_advisory_xact_lock(hashtextextended('ach-debits:' || $1::text, 0))`, [clientId]);
}
