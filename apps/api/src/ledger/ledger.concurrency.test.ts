import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories.ts';
import {
  inconsistentAccounts,
  misorderedEntries,
  openTestAccounts,
  overdrawnAccounts,
  unbalancedCurrencies,
} from '../../test/ledger-fixtures.ts';
import { createTestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { mulberry32 } from '../seed/seed-money.ts';
import { systemAccountId } from './ids.ts';
import { book, getBalances, ledgerTx } from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';

// 64 bookings at once against the same four accounts, in both directions and some with two legs, so lock
// order matters. On PostgreSQL they really run concurrently (pool of 10); on PGlite, one connection, they queue.
let db: Db;
let accounts: string[];
const settlement = systemAccountId('SETTLEMENT', 'SGD');
const START = 1_000n;

beforeAll(async () => {
  db = await createTestDb();
  accounts = await db.tx(async (tx) => openTestAccounts(tx, (await createClient(tx)).id, 'SGD', 4));
  await ledgerTx(db, (tx) =>
    book(
      tx,
      accounts.map((a) => ({
        id: randomUUID(),
        debitAccountId: settlement,
        creditAccountId: a,
        amount: START,
        currency: 'SGD',
        code: 'FUNDING' as const,
      })),
    ),
  );
});
afterAll(() => db.close());

describe('[LEDGER] concurrency', () => {
  it('64 concurrent bookings lose no update and never overdraw', async () => {
    // Deterministic choices, so a failure can be replayed.
    const rnd = mulberry32(42);
    const next = (n: number) => Math.floor(rnd() * n);
    const bookings: TransferInput[][] = Array.from({ length: 64 }, () => {
      const leg = (): TransferInput => {
        const from = next(4);
        const to = (from + 1 + next(3)) % 4;
        return {
          id: randomUUID(),
          debitAccountId: accounts[from]!,
          creditAccountId: accounts[to]!,
          amount: BigInt(1 + next(700)),
          currency: 'SGD',
          code: 'ADJUSTMENT',
        };
      };
      return next(4) === 0 ? [leg(), leg()] : [leg()];
    });

    const results = await Promise.allSettled(bookings.map((b) => ledgerTx(db, (tx) => book(tx, b))));

    const failures = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    for (const f of failures) expect(f).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const committed = bookings.filter((_, i) => results[i]!.status === 'fulfilled').flat();
    expect(committed.length).toBeGreaterThan(10);

    // Exactly the committed transfers exist, and every balance is the start plus their effect: no lost update.
    const { rows } = await db.query<{ n: bigint }>(
      'SELECT count(*)::int8 AS n FROM ledger_transfers WHERE id = ANY($1::uuid[])',
      [bookings.flat().map((t) => t.id)],
    );
    expect(rows[0]!.n).toBe(BigInt(committed.length));
    const expected = new Map(accounts.map((a) => [a, START]));
    for (const t of committed) {
      expected.set(t.debitAccountId, expected.get(t.debitAccountId)! - t.amount);
      expected.set(t.creditAccountId, expected.get(t.creditAccountId)! + t.amount);
    }
    const balances = await getBalances(db, accounts);
    for (const a of accounts) expect(balances.get(a)!.ledger).toBe(expected.get(a));

    expect(await overdrawnAccounts(db)).toEqual([]);
    expect(await unbalancedCurrencies(db)).toEqual([]);
    expect(await inconsistentAccounts(db)).toEqual([]);
    expect(await misorderedEntries(db)).toBe(0n);
  });

  it('the same transfer id booked 16 times at once moves money once', async () => {
    const t: TransferInput = {
      id: randomUUID(),
      debitAccountId: settlement,
      creditAccountId: accounts[0]!,
      amount: 77n,
      currency: 'SGD',
      code: 'FUNDING',
    };
    const before = (await getBalances(db, [accounts[0]!])).get(accounts[0]!)!.ledger;
    const results = await Promise.all(Array.from({ length: 16 }, () => ledgerTx(db, (tx) => book(tx, [{ ...t }]))));
    expect(results.filter(([r]) => !r!.isReplay)).toHaveLength(1);
    expect((await getBalances(db, [accounts[0]!])).get(accounts[0]!)!.ledger).toBe(before + 77n);
  });
});
