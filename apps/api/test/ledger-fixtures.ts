import { randomUUID } from 'node:crypto';
import type { Queryable } from '../src/db/client.ts';
import { openClientLedgerAccount } from '../src/ledger/ledger.service.ts';

/**
 * Ledger test fixtures: bare ledger accounts for a business (no currency account around them, any currency), and
 * the database-wide invariant checks every money test can end with. The business itself comes from factories.ts.
 */
export async function openTestAccounts(q: Queryable, clientId: string, currency: string, n: number) {
  const ids = Array.from({ length: n }, () => randomUUID());
  for (const id of ids) await openClientLedgerAccount(q, { id, clientId, currency });
  return ids;
}

const LEDGER_IMBALANCE_SQL = `
  WITH open_pending AS (
    SELECT t.debit_account_id, t.credit_account_id, t.amount FROM ledger_transfers t
    WHERE t.status = 'PENDING' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)),
  expected AS (
    SELECT a.id, a.currency, a.balance, a.pending_debits, a.pending_credits,
      CASE WHEN a.client_id IS NULL THEN 0
        ELSE (SELECT coalesce(sum(amount), 0) FROM open_pending WHERE debit_account_id = a.id) END AS open_debits,
      CASE WHEN a.client_id IS NULL THEN 0
        ELSE (SELECT coalesce(sum(amount), 0) FROM open_pending WHERE credit_account_id = a.id) END AS open_credits
    FROM ledger_accounts a)
  SELECT currency FROM expected GROUP BY currency
  HAVING sum(balance) <> 0 OR bool_or(pending_debits <> open_debits OR pending_credits <> open_credits)`;

/**
 * Currencies whose balances do not sum to zero, or with an account whose reservations are not its open pending
 * transfers (a business account's) or not zero (a house account's, 024_house_reservations.sql): always empty.
 */
export async function unbalancedCurrencies(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ currency: string }>(LEDGER_IMBALANCE_SQL);
  return rows.map((r) => r.currency);
}

/** A business's accounts (currency accounts, card balances) below zero, counting reservations: always empty. */
export async function overdrawnAccounts(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM ledger_accounts WHERE client_id IS NOT NULL AND balance - pending_debits < 0',
  );
  return rows.map((r) => r.id);
}

/**
 * Accounts whose balance is not the sum of their entries, or whose last entry's balance_after disagrees, or (a
 * business account's) whose running totals are not its entries' count and sums and its last entry's totals, or (a
 * house account's) are not zero (040_statement_running_totals.sql).
 */
export async function inconsistentAccounts(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT a.id FROM ledger_accounts a
     LEFT JOIN LATERAL (
       SELECT coalesce(sum(CASE side WHEN 'CREDIT' THEN amount ELSE -amount END), 0) AS total, count(*) AS entries,
         count(*) FILTER (WHERE side = 'CREDIT') AS credits,
         coalesce(sum(amount) FILTER (WHERE side = 'CREDIT'), 0) AS credited,
         coalesce(sum(amount) FILTER (WHERE side = 'DEBIT'), 0) AS debited
       FROM ledger_entries e WHERE e.account_id = a.id) s ON true
     LEFT JOIN LATERAL (
       SELECT balance_after, entry_seq, credit_seq, credited_to_date, debited_to_date FROM ledger_entries e
       WHERE e.account_id = a.id ORDER BY created_at DESC, id DESC LIMIT 1
     ) l ON true
     WHERE s.total <> a.balance OR coalesce(l.balance_after, 0) <> a.balance
       OR CASE WHEN a.client_id IS NULL
         THEN (a.entry_count, a.credit_count, a.credited_total, a.debited_total) <> (0, 0, 0, 0)
         ELSE (a.entry_count, a.credit_count, a.credited_total, a.debited_total)
             <> (s.entries, s.credits, s.credited, s.debited)
           OR (a.entry_count, a.credit_count, a.credited_total, a.debited_total)
             IS DISTINCT FROM (coalesce(l.entry_seq, 0), coalesce(l.credit_seq, 0), coalesce(l.credited_to_date, 0),
               coalesce(l.debited_to_date, 0))
       END`,
  );
  return rows.map((r) => r.id);
}

/**
 * Entries whose stored balance_after, or (a business account's) running totals, are not the running sums of their
 * account's entries in statement order; a house account's entries carry no totals.
 */
export async function misorderedEntries(q: Queryable): Promise<bigint> {
  const { rows } = await q.query<{ n: bigint }>(
    `SELECT count(*)::int8 AS n FROM (
       SELECT e.*, sum(CASE side WHEN 'CREDIT' THEN amount ELSE -amount END) OVER w AS running,
         row_number() OVER w AS seq, count(*) FILTER (WHERE side = 'CREDIT') OVER w AS credits,
         coalesce(sum(amount) FILTER (WHERE side = 'CREDIT') OVER w, 0) AS credited,
         coalesce(sum(amount) FILTER (WHERE side = 'DEBIT') OVER w, 0) AS debited
       FROM ledger_entries e
       WINDOW w AS (PARTITION BY account_id ORDER BY created_at, id ROWS UNBOUNDED PRECEDING)) e
     WHERE running <> balance_after
       OR CASE WHEN client_id IS NULL
         THEN num_nonnulls(entry_seq, credit_seq, credited_to_date, debited_to_date) > 0
         ELSE (entry_seq, credit_seq, credited_to_date, debited_to_date) IS DISTINCT FROM (seq, credits, credited, debited)
       END`,
  );
  return rows[0]!.n;
}
