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

/** Each account's closing balance on each local day since `since` that had entries. */
export async function dailyClosingBalances(
  q: Queryable,
  clientId: string,
  accountIds: string[],
  since: Date,
  utcOffset: string,
): Promise<{ account_id: string; day: string; balance: bigint }[]> {
  const { rows } = await q.query<{ account_id: string; day: string; balance: bigint }>(
    `SELECT acc.id AS account_id, d.day, d.balance
     FROM unnest($2::uuid[]) AS acc(id)
     CROSS JOIN LATERAL (
       SELECT DISTINCT ON (1) to_char(created_at AT TIME ZONE $4::interval, 'YYYY-MM-DD') AS day,
         balance_after AS balance
       FROM ledger_entries WHERE account_id = acc.id AND client_id = $1 AND created_at >= $3
       ORDER BY 1, created_at DESC, id DESC) d`,
    [clientId, accountIds, since, utcOffset],
  );
  return rows;
}
