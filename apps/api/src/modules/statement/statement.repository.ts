import type { Queryable } from '../../db/client.ts';

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
  const params: unknown[] = [f.accountId, clientId];
  const where = ['e.account_id = $1', 'e.client_id = $2'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.fromTime) add((p) => `e.created_at >= ${p}`, f.fromTime);
  if (f.toTime) add((p) => `e.created_at < ${p}`, f.toTime);
  if (f.side) add((p) => `e.side = ${p}`, f.side);
  if (f.code) add((p) => `e.code = ${p}`, f.code);
  if (f.afterEntryId !== undefined) {
    add(
      (p) => `(e.created_at, e.id) < (SELECT c.created_at, c.id FROM ledger_entries c
        WHERE c.id = ${p} AND c.account_id = $1 AND c.client_id = $2)`,
      f.afterEntryId,
    );
  }
  params.push(f.limit);
  const { rows } = await q.query<EntryRow>(
    `SELECT e.id, e.transfer_id, e.side, e.amount, e.balance_after, e.code, e.reference, e.business_id, e.created_at
     FROM ledger_entries e WHERE ${where.join(' AND ')}
     ORDER BY e.created_at DESC, e.id DESC LIMIT $${params.length}`,
    params,
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
