// The raw ledger baseline every money benchmark compares against: the same shape of work as one ledger booking
// (two balance updates and two entry inserts in one transaction, locking in id order as the ledger does, with the
// same statement index on its entries), in plain SQL on tables of its own, by concurrent callers.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../apps/api/src/db/client.ts';

/** Creates the baseline's tables with `accounts` funded accounts; returns their ids. */
export async function rawSetUp(tx: Queryable, accounts = 64): Promise<string[]> {
  const ids = Array.from({ length: accounts }, () => randomUUID());
  await tx.exec(`
    CREATE TABLE bench_raw_accounts (id uuid PRIMARY KEY, balance bigint NOT NULL) WITH (fillfactor = 70);
    CREATE TABLE bench_raw_entries (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, account_id uuid NOT NULL,
      amount bigint NOT NULL, balance_after bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT clock_timestamp());
    CREATE INDEX ON bench_raw_entries (account_id, created_at DESC, id DESC);`);
  for (const id of ids) await tx.query('INSERT INTO bench_raw_accounts VALUES ($1, $2)', [id, 10n ** 12n]);
  return ids;
}

/** One raw booking of `amount` from one baseline account to another. */
export function rawBooking(db: Db, from: string, to: string, amount: bigint): Promise<void> {
  return db.tx(async (tx) => {
    const legs: [string, bigint][] = [
      [from, -amount],
      [to, amount],
    ];
    legs.sort(([a], [b]) => (a < b ? -1 : 1));
    const after: bigint[] = [];
    for (const [id, delta] of legs) {
      const { rows } = await tx.query<{ balance: bigint }>(
        'UPDATE bench_raw_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
        [id, delta],
      );
      after.push(rows[0]!.balance);
    }
    for (const [i, [id, delta]] of legs.entries()) {
      await tx.query('INSERT INTO bench_raw_entries (account_id, amount, balance_after) VALUES ($1, $2, $3)', [
        id,
        delta,
        after[i],
      ]);
    }
  });
}

export type Booking = (from: string, to: string, amount: bigint) => Promise<unknown>;

/** Committed bookings per second by `callers` concurrent callers for `ms`, between random pairs of `ids`. */
export async function throughput(ids: string[], booking: Booking, callers: number, ms: number): Promise<number> {
  let done = 0;
  let seed = 7;
  const pick = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return ids[seed % ids.length]!;
  };
  const started = Date.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (Date.now() < until) {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        await booking(from, to, 1n + BigInt(seed % 1000));
        done++;
      }
    }),
  );
  return (done * 1000) / (Date.now() - started);
}

/** Raw bookings per second by `callers` callers for `ms`. */
export const rawThroughput = (db: Db, ids: string[], callers: number, ms: number) =>
  throughput(ids, (from, to, amount) => rawBooking(db, from, to, amount), callers, ms);
