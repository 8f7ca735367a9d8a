import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories.ts';
import { expectLedgerSound } from '../../test/ledger-expect.ts';
import { misorderedEntries, openTestAccounts } from '../../test/ledger-fixtures.ts';
import { createTestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { systemAccountId } from './ids.ts';
import {
  book,
  expiryVoidId,
  getBalances,
  getPending,
  ledgerTx,
  postPending,
  voidExpiredPending,
} from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';

let db: Db;
let account: string;
const settlement = systemAccountId('SETTLEMENT', 'SGD');
const HOUR = 3_600_000;
const t0 = new Date('2030-01-01T00:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);

beforeAll(async () => {
  db = await createTestDb();
  const clientId = (await createClient(db, { name: 'Expiry Test Pte Ltd' })).id;
  [account] = (await db.tx((tx) => openTestAccounts(tx, clientId, 'SGD', 1))) as [string];
  await ledgerTx(db, (tx) =>
    book(tx, [
      {
        id: randomUUID(),
        debitAccountId: settlement,
        creditAccountId: account,
        amount: 100_000n,
        currency: 'SGD',
        code: 'FUNDING',
      },
    ]),
  );
});
afterAll(() => db.close());

/** A hold on the account's money (a payout awaiting approval, say) that lapses at `expiresAt`. */
const hold = (amount: bigint, expiresAt?: Date): TransferInput => ({
  id: randomUUID(),
  debitAccountId: account,
  creditAccountId: settlement,
  amount,
  currency: 'SGD',
  code: 'PAYOUT',
  isPending: true,
  expiresAt,
});
const bookHold = async (t: TransferInput) => {
  await ledgerTx(db, (tx) => book(tx, [t]));
  return t.id;
};
const available = async () => (await getBalances(db, [account])).get(account)!.available;

async function expectInvariants() {
  await expectLedgerSound(db);
  expect(await misorderedEntries(db)).toBe(0n);
}

describe('[LEDGER] pending transfers that expire', () => {
  it('voids the pending transfers past their expiry, releasing the money, and keeps the others', async () => {
    const before = await available();
    const lapsed = await bookHold(hold(1_000n, at(1)));
    const lapsedToo = await bookHold(hold(2_000n, at(2)));
    const later = await bookHold(hold(4_000n, at(5)));
    const forever = await bookHold(hold(8_000n));
    expect(await available()).toBe(before - 15_000n);

    expect(await voidExpiredPending(db, at(2))).toBe(2);

    expect((await getPending(db, lapsed))?.state).toBe('VOIDED');
    expect((await getPending(db, lapsedToo))?.state).toBe('VOIDED');
    expect((await getPending(db, lapsed))?.resolvedBy).toBe(expiryVoidId(lapsed));
    expect((await getPending(db, later))?.state).toBe('PENDING');
    expect((await getPending(db, forever))?.state).toBe('PENDING');
    expect(await available()).toBe(before - 12_000n);
    await expectInvariants();

    // Run again (a retried job, a second worker): nothing left to do.
    expect(await voidExpiredPending(db, at(2))).toBe(0);
    expect(await available()).toBe(before - 12_000n);
  });

  it('leaves alone a pending transfer its module posted before it expired', async () => {
    const id = await bookHold(hold(500n, at(1)));
    await ledgerTx(db, (tx) => postPending(tx, { id: randomUUID(), pendingId: id }));
    const after = await available();
    expect(await voidExpiredPending(db, at(1.5))).toBe(0);
    expect((await getPending(db, id))?.state).toBe('POSTED');
    expect(await available()).toBe(after);
    await expectInvariants();
  });

  it('voids in batches: a backlog larger than one batch clears over several calls', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await bookHold(hold(10n, at(20))));
    const batches = [];
    for (let n = 2; n === 2; ) {
      n = await voidExpiredPending(db, at(21), 2);
      batches.push(n);
    }
    // The five, and the hold from the first test that expired at 5 h.
    expect(batches).toEqual([2, 2, 2, 0]);
    for (const id of ids) expect((await getPending(db, id))?.state).toBe('VOIDED');
    await expectInvariants();
  });

  it('only a pending transfer can carry an expiry, in the code and in the database', async () => {
    await expect(ledgerTx(db, (tx) => book(tx, [{ ...hold(10n, at(1)), isPending: false }]))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(
      db.query(
        `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, status, expires_at)
         VALUES ($1, $2, $3, 10, 'SGD', 'PAYOUT', 'POSTED', now())`,
        [randomUUID(), account, settlement],
      ),
    ).rejects.toMatchObject({ constraint: 'ledger_transfers_expiry_is_pending' });
  });

  it('the list of expiring transfers is kept by the ledger alone', async () => {
    await bookHold(hold(10n, at(30)));
    await expect(db.query('DELETE FROM ledger_pending_expiries')).rejects.toMatchObject({ code: 'L0005' });
    await expect(
      db.query('INSERT INTO ledger_pending_expiries (pending_id, expires_at) VALUES ($1, now())', [randomUUID()]),
    ).rejects.toMatchObject({ code: 'L0005' });
  });
});
