import type { Queryable } from '../../db/client.ts';

export type ActivityRow = {
  id: bigint;
  account_id: string;
  currency: string;
  transfer_id: string;
  side: 'CREDIT' | 'DEBIT';
  amount: bigint;
  code: string;
  reference: string;
  business_id: string | null;
  created_at: Date;
};

/** The latest `limit` entries across accounts: the newest few of each (off the statement index), merged. */
export async function latestEntries(
  q: Queryable,
  clientId: string,
  accountIds: string[],
  limit: number,
): Promise<ActivityRow[]> {
  const { rows } = await q.query<ActivityRow>(
    `SELECT e.* FROM unnest($2::uuid[]) AS acc(id)
     CROSS JOIN LATERAL (
       SELECT id, account_id, currency, transfer_id, side, amount, code, reference, business_id, created_at
       FROM ledger_entries WHERE account_id = acc.id AND client_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $3) e
     ORDER BY e.created_at DESC, e.id DESC LIMIT $3`,
    [clientId, accountIds, limit],
  );
  return rows;
}

/** Each account's balance just before `since` (its last earlier entry), or none if it had no entries. */
export async function openingBalances(
  q: Queryable,
  clientId: string,
  accountIds: string[],
  since: Date,
): Promise<{ account_id: string; balance: bigint | null }[]> {
  const { rows } = await q.query<{ account_id: string; balance: bigint | null }>(
    `SELECT acc.id AS account_id,
       (SELECT balance_after FROM ledger_entries
        WHERE account_id = acc.id AND client_id = $1 AND created_at < $3
        ORDER BY created_at DESC, id DESC LIMIT 1) AS balance
     FROM unnest($2::uuid[]) AS acc(id)`,
    [clientId, accountIds, since],
  );
  return rows;
}

/**
 * Each account's closing balance on each local day since `since` that had entries. The last entry of a day is found
 * by one probe of the statement index, then the last entry before that day's start, and so on back to `since`: a
 * chart costs a probe per day that had entries, not a read of every entry of its period (a busy account's 90 days
 * are ~100,000 entries).
 */
export async function dailyClosingBalances(
  q: Queryable,
  clientId: string,
  accountIds: string[],
  since: Date,
  utcOffset: string,
): Promise<{ account_id: string; day: string; balance: bigint }[]> {
  const lastBefore = (account: string, bound: string) => `LATERAL (
      SELECT e.created_at, e.balance_after FROM ledger_entries e
      WHERE e.account_id = ${account} AND e.client_id = $1 AND e.created_at >= $3${bound}
      ORDER BY e.created_at DESC, e.id DESC LIMIT 1)`;
  const { rows } = await q.query<{ account_id: string; day: string; balance: bigint }>(
    `WITH RECURSIVE closes AS (
       SELECT acc.id AS account_id, l.created_at, l.balance_after
       FROM unnest($2::uuid[]) AS acc(id) CROSS JOIN ${lastBefore('acc.id', '')} l
       UNION ALL
       SELECT c.account_id, l.created_at, l.balance_after
       FROM closes c CROSS JOIN ${lastBefore(
         'c.account_id',
         // Before the start of the local day of the close just found.
         " AND e.created_at < date_trunc('day', c.created_at AT TIME ZONE $4::interval) AT TIME ZONE $4::interval",
       )} l
     )
     SELECT account_id, to_char(created_at AT TIME ZONE $4::interval, 'YYYY-MM-DD') AS day, balance_after AS balance
     FROM closes`,
    [clientId, accountIds, since, utcOffset],
  );
  return rows;
}
