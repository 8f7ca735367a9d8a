import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories.ts';
import { openTestAccounts, unbalancedCurrencies } from '../../test/ledger-fixtures.ts';
import { createTestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { systemAccountId } from './ids.ts';
import { book, ledgerTx } from './ledger.service.ts';

// Two transactions open at once need two connections: PostgreSQL only (PGlite is one connection), vitest.config.ts.
let db: Db;
let first: string;
let second: string;
const settlement = systemAccountId('SETTLEMENT', 'SGD');

beforeAll(async () => {
  db = await createTestDb();
  [first, second] = (await db.tx(async (tx) => {
    const ids = [
      ...(await openTestAccounts(tx, (await createClient(tx)).id, 'SGD', 1)),
      ...(await openTestAccounts(tx, (await createClient(tx)).id, 'SGD', 1)),
    ];
    await book(
      tx,
      ids.map((id) => ({
        id: randomUUID(),
        debitAccountId: settlement,
        creditAccountId: id,
        amount: 10_000n,
        currency: 'SGD',
        code: 'FUNDING' as const,
      })),
    );
    return ids;
  })) as [string, string];
});
afterAll(() => db.close());

const reserve = (from: string) => ({
  id: randomUUID(),
  debitAccountId: from,
  creditAccountId: settlement,
  amount: 100n,
  currency: 'SGD',
  code: 'PAYOUT' as const,
  isPending: true,
});

describe('[LEDGER] locks', () => {
  it('two businesses reserve against the same house account at once: neither waits for the other to commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reserved!: () => void;
    const firstReserved = new Promise<void>((resolve) => {
      reserved = resolve;
    });
    // The first business's reservation stays uncommitted until the second one has committed.
    const open = ledgerTx(db, async (tx) => {
      await book(tx, [reserve(first)]);
      reserved();
      await held;
    });
    await firstReserved;
    const other = ledgerTx(db, async (tx) => {
      await tx.query("SET LOCAL lock_timeout = '2s'");
      return book(tx, [reserve(second)]);
    });
    await expect(other).resolves.toHaveLength(1);
    release();
    await open;
    expect(await unbalancedCurrencies(db)).toEqual([]);
  });
});
