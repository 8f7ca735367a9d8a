import type { Db, Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';

export type EntryRow = {
  id: bigint;
  transfer_id: string;
  side: 'CREDIT' | 'DEBIT';
  amount: bigint;
  balance_after: bigint;
  code: string;
  reference: string;
  business_id: string | null;
  created_at: Date;
};

export type EntryQuery = {
  accountId: string;
  fromTime?: Date;
  toTime?: Date;
  side?: string;
  code?: string;
  /** Rows strictly older than this entry (keyset pagination). */
  afterEntryId?: bigint;
  limit: number;
};

/**
 * One page of an account's entries, newest first, straight off the (account_id, created_at DESC, id DESC)
 * index: running balances are stored on each entry, so no page ever sums history. Only the filters given are
 * put in the SQL, so each shape gets its own plain plan.
 */
export async function findEntries(q: Queryable, clientId: string, f: EntryQuery): Promise<EntryRow[]> {
  const w = conditions(['e.account_id = $1', 'e.client_id = $2'], [f.accountId, clientId]);
  if (f.fromTime) w.add((p) => `e.created_at >= ${p}`, f.fromTime);
  if (f.toTime) w.add((p) => `e.created_at < ${p}`, f.toTime);
  if (f.side) w.add((p) => `e.side = ${p}`, f.side);
  if (f.code) w.add((p) => `e.code = ${p}`, f.code);
  if (f.afterEntryId !== undefined) {
    w.add(
      (p) => `(e.created_at, e.id) < (SELECT c.created_at, c.id FROM ledger_entries c
        WHERE c.id = ${p} AND c.account_id = $1 AND c.client_id = $2)`,
      f.afterEntryId,
    );
  }
  const limit = w.param(f.limit);
  const { rows } = await q.query<EntryRow>(
    `SELECT e.id, e.transfer_id, e.side, e.amount, e.balance_after, e.code, e.reference, e.business_id, e.created_at
     FROM ledger_entries e WHERE ${w.sql()}
     ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`,
    w.params,
  );
  return rows;
}

/** Whether `entryId` is an entry of the client's account (a page cursor from elsewhere is not). */
export async function entryExists(
  q: Queryable,
  clientId: string,
  accountId: string,
  entryId: bigint,
): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM ledger_entries WHERE id = $1 AND account_id = $2 AND client_id = $3', [
    entryId,
    accountId,
    clientId,
  ]);
  return rows.length > 0;
}

export type EntryTotals = {
  count: bigint;
  money_in: bigint;
  money_out: bigint;
  /** The balance just before the range starts (0 before the first entry). */
  opening: bigint;
  /** The balance at the end of the range (the latest balance without an end). */
  closing: bigint;
};

/**
 * Totals for the same filters as findEntries (without the keyset): the count and the credits and debits of the
 * matching entries, and the account's balance at both ends of the date range (ledger and type filters do not
 * change a balance). The two ends are the last entry before the range and the last entry in it: two probes of
 * (account_id, created_at DESC, id DESC). Every entry carries its account's running totals (migration 040), so
 * without a type filter the range's totals are the difference between those two entries, however long the history;
 * a type filter sums its entries.
 */
export async function sumEntries(
  db: Db,
  clientId: string,
  f: Omit<EntryQuery, 'afterEntryId' | 'limit'>,
): Promise<EntryTotals> {
  const params: unknown[] = [f.accountId, clientId, f.fromTime ?? null, f.toTime ?? null];
  const lastEntry = (bound: string) => `LATERAL (SELECT b.balance_after, b.entry_seq, b.credit_seq,
      b.credited_to_date, b.debited_to_date
    FROM ledger_entries b WHERE b.account_id = $1 AND b.client_id = $2 AND ${bound}
    ORDER BY b.created_at DESC, b.id DESC LIMIT 1)`;
  const ends = `(SELECT 1) AS one
       LEFT JOIN ${lastEntry('b.created_at < $3')} s ON $3::timestamptz IS NOT NULL
       LEFT JOIN ${lastEntry('($4::timestamptz IS NULL OR b.created_at < $4)')} e ON true`;
  const balances = 'COALESCE(s.balance_after, 0)::int8 AS opening, COALESCE(e.balance_after, 0)::int8 AS closing';
  if (!f.code) {
    // What the range adds to a running total: the total at its end less the total before it (none before the first).
    const added = (column: string) => `GREATEST(COALESCE(e.${column}, 0) - COALESCE(s.${column}, 0), 0)`;
    const counts = {
      CREDIT: added('credit_seq'),
      DEBIT: `GREATEST(COALESCE(e.entry_seq - e.credit_seq, 0) - COALESCE(s.entry_seq - s.credit_seq, 0), 0)`,
    };
    const count = f.side === 'CREDIT' || f.side === 'DEBIT' ? counts[f.side] : added('entry_seq');
    const { rows } = await db.query<EntryTotals>(
      `SELECT ${count}::int8 AS count,
         ${f.side === 'DEBIT' ? '0' : added('credited_to_date')}::int8 AS money_in,
         ${f.side === 'CREDIT' ? '0' : added('debited_to_date')}::int8 AS money_out, ${balances}
       FROM ${ends}`,
      params,
    );
    return rows[0]!;
  }
  params.push(f.code);
  const where = ['x.account_id = $1', 'x.client_id = $2', `x.code = $${params.length}`];
  if (f.fromTime) where.push('x.created_at >= $3');
  if (f.toTime) where.push('x.created_at < $4');
  if (f.side) {
    params.push(f.side);
    where.push(`x.side = $${params.length}`);
  }
  // The sums read every entry of the type in the range. PostgreSQL would split a long range between parallel workers,
  // but starting them costs more than the scan saves (100,000 entries: ~70 ms with two workers, ~25 ms without), and
  // a statement page waits on it: this one read is kept to one process.
  const { rows } = await db.tx(async (tx) => {
    void tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
    return tx.query<EntryTotals>(
      `SELECT t.count, t.money_in, t.money_out, ${balances}
       FROM ${ends}
       CROSS JOIN (SELECT count(*)::int8 AS count,
           COALESCE(sum(x.amount) FILTER (WHERE x.side = 'CREDIT'), 0)::int8 AS money_in,
           COALESCE(sum(x.amount) FILTER (WHERE x.side = 'DEBIT'), 0)::int8 AS money_out
         FROM ledger_entries x WHERE ${where.join(' AND ')}) t`,
      params,
    );
  });
  return rows[0]!;
}
