import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories.ts';
import { inconsistentAccounts, openTestAccounts, unbalancedCurrencies } from '../../test/ledger-fixtures.ts';
import { createTestDb } from '../../test/test-db.ts';
import type { Db, Queryable } from '../db/client.ts';
import { systemAccountId } from './ids.ts';
import {
  book,
  ensureSystemAccounts,
  getBalances,
  getPending,
  ledgerTx,
  postPending,
  voidPending,
  withLedgerTime,
} from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';

let db: Db;
let a: string;
let b: string;
const settlement = systemAccountId('SETTLEMENT', 'SGD');

beforeAll(async () => {
  db = await createTestDb();
  const clientId = (await createClient(db)).id;
  [a, b] = (await db.tx((tx) => openTestAccounts(tx, clientId, 'SGD', 2))) as [string, string];
});
afterAll(() => db.close());

const transfer = (over: Partial<TransferInput> = {}): TransferInput => ({
  id: randomUUID(),
  debitAccountId: settlement,
  creditAccountId: a,
  amount: 10_000n,
  currency: 'SGD',
  code: 'INCOMING_PAYMENT',
  reference: 'INV-1',
  ...over,
});
const bookOne = (t: TransferInput) => ledgerTx(db, (tx) => book(tx, [t]));
const balance = async (id: string) => (await getBalances(db, [id])).get(id)!;

describe('[LEDGER] posting', () => {
  it('moves money from the debit account to the credit account and records both sides with running balances', async () => {
    const before = await balance(a);
    const t = transfer({ amount: 12_345n });
    const [booked] = await bookOne(t);
    expect(booked).toMatchObject({ id: t.id, status: 'POSTED', isReplay: false });
    expect((await balance(a)).ledger).toBe(before.ledger + 12_345n);
    const { rows } = await db.query<{ side: string; amount: bigint; balance_after: bigint; account_id: string }>(
      'SELECT side, amount, balance_after, account_id FROM ledger_entries WHERE transfer_id = $1 ORDER BY side',
      [t.id],
    );
    expect(rows).toEqual([
      { side: 'CREDIT', amount: 12_345n, balance_after: before.ledger + 12_345n, account_id: a },
      expect.objectContaining({ side: 'DEBIT', amount: 12_345n, account_id: settlement }),
    ]);
    expect(await unbalancedCurrencies(db)).toEqual([]);
    expect(await inconsistentAccounts(db)).toEqual([]);
  });

  it('returns the first result for a replay with the same id and content, and moves nothing', async () => {
    const t = transfer();
    await bookOne(t);
    const after = await balance(a);
    const [replay] = await bookOne({ ...t });
    expect(replay).toMatchObject({ id: t.id, status: 'POSTED', isReplay: true });
    expect(await balance(a)).toEqual(after);
  });

  it('refuses a replay of an id with different content (TRANSFER_ID_REUSED)', async () => {
    const t = transfer();
    await bookOne(t);
    await expect(bookOne({ ...t, amount: t.amount + 1n })).rejects.toMatchObject({ code: 'TRANSFER_ID_REUSED' });
    await expect(bookOne({ ...t, reference: 'other' })).rejects.toMatchObject({ code: 'TRANSFER_ID_REUSED' });
  });

  it('refuses to overdraw a business account and leaves both balances as they were', async () => {
    const before = [await balance(a), await balance(b)];
    const t = transfer({ debitAccountId: b, creditAccountId: a, amount: before[1]!.available + 1n, code: 'PAYOUT' });
    await expect(bookOne(t)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 422 });
    expect([await balance(a), await balance(b)]).toEqual(before);
  });

  it('lets system accounts go below zero (money arriving from outside)', async () => {
    await bookOne(transfer());
    expect((await balance(settlement)).ledger < 0n).toBe(true);
  });

  it('refuses bad input before touching the database', async () => {
    await expect(bookOne(transfer({ amount: 0n }))).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    await expect(bookOne(transfer({ amount: -5n }))).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    await expect(bookOne(transfer({ creditAccountId: settlement }))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(bookOne(transfer({ id: 'nope' }))).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a transfer whose currency is not its accounts currency', async () => {
    await expect(bookOne(transfer({ currency: 'USD' }))).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a transfer to an unknown account', async () => {
    await expect(bookOne(transfer({ creditAccountId: randomUUID() }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('[LEDGER] two-phase transfers', () => {
  it('a pending debit reserves available balance but not the ledger balance; posting moves it', async () => {
    await bookOne(transfer({ amount: 50_000n, creditAccountId: b }));
    const before = await balance(b);
    const p = transfer({ debitAccountId: b, creditAccountId: a, amount: 20_000n, code: 'PAYOUT', isPending: true });
    await bookOne(p);
    const reserved = await balance(b);
    expect(reserved.ledger).toBe(before.ledger);
    expect(reserved.available).toBe(before.available - 20_000n);
    expect((await getPending(db, p.id))?.state).toBe('PENDING');

    const postId = randomUUID();
    await ledgerTx(db, (tx) => postPending(tx, { id: postId, pendingId: p.id }));
    const posted = await balance(b);
    expect(posted.ledger).toBe(before.ledger - 20_000n);
    expect(posted.available).toBe(before.available - 20_000n);
    expect(await getPending(db, p.id)).toMatchObject({ state: 'POSTED', resolvedBy: postId });
    const { rows } = await db.query<{ code: string }>('SELECT code FROM ledger_entries WHERE transfer_id = $1', [
      postId,
    ]);
    expect(rows.map((r) => r.code)).toEqual(['PAYOUT', 'PAYOUT']);
  });

  it('voiding releases the reservation and moves nothing', async () => {
    const before = await balance(b);
    const p = transfer({ debitAccountId: b, creditAccountId: a, amount: 1_000n, code: 'PAYOUT', isPending: true });
    await bookOne(p);
    await ledgerTx(db, (tx) => voidPending(tx, { id: randomUUID(), pendingId: p.id }));
    expect(await balance(b)).toEqual(before);
    expect((await getPending(db, p.id))?.state).toBe('VOIDED');
  });

  it('a pending transfer cannot reserve more than is available', async () => {
    const { available } = await balance(b);
    const p = transfer({
      debitAccountId: b,
      creditAccountId: a,
      amount: available + 1n,
      code: 'PAYOUT',
      isPending: true,
    });
    await expect(bookOne(p)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  });

  it('posts part of a reservation and releases the rest', async () => {
    const before = await balance(b);
    const p = transfer({ debitAccountId: b, creditAccountId: a, amount: 3_000n, code: 'PAYOUT', isPending: true });
    await bookOne(p);
    await ledgerTx(db, (tx) => postPending(tx, { id: randomUUID(), pendingId: p.id, amount: 1_000n }));
    expect(await balance(b)).toMatchObject({ ledger: before.ledger - 1_000n, available: before.available - 1_000n });
  });

  it('a pending transfer is resolved only once, and never for more than it reserved', async () => {
    const p = transfer({ debitAccountId: b, creditAccountId: a, amount: 500n, code: 'PAYOUT', isPending: true });
    await bookOne(p);
    await expect(
      ledgerTx(db, (tx) => postPending(tx, { id: randomUUID(), pendingId: p.id, amount: 501n })),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    const postId = randomUUID();
    await ledgerTx(db, (tx) => postPending(tx, { id: postId, pendingId: p.id }));
    // The same post again is a replay; any other resolution is refused.
    await expect(ledgerTx(db, (tx) => postPending(tx, { id: postId, pendingId: p.id }))).resolves.toMatchObject({
      isReplay: true,
    });
    await expect(ledgerTx(db, (tx) => voidPending(tx, { id: randomUUID(), pendingId: p.id }))).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    await expect(
      ledgerTx(db, (tx) => postPending(tx, { id: randomUUID(), pendingId: randomUUID() })),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
  });
});

describe('[LEDGER] reservations on house accounts', () => {
  const house = async () =>
    (
      await db.query<{ pending_debits: bigint; pending_credits: bigint; balance: bigint }>(
        'SELECT pending_debits, pending_credits, balance FROM ledger_accounts WHERE id = $1',
        [settlement],
      )
    ).rows[0]!;

  it('a business account counts what is reserved to and from it; a shared house account is never touched by it', async () => {
    await bookOne(transfer({ amount: 40_000n, creditAccountId: b }));
    const houseBefore = await house();
    const out = transfer({
      debitAccountId: b,
      creditAccountId: settlement,
      amount: 3_000n,
      code: 'PAYOUT',
      isPending: true,
    });
    const into = transfer({ debitAccountId: settlement, creditAccountId: b, amount: 2_000n, isPending: true });
    await ledgerTx(db, (tx) => book(tx, [out, into]));
    expect(await house()).toEqual(houseBefore);
    const { rows } = await db.query<{ pending_debits: bigint; pending_credits: bigint }>(
      'SELECT pending_debits, pending_credits FROM ledger_accounts WHERE id = $1',
      [b],
    );
    expect(rows[0]).toEqual({ pending_debits: 3_000n, pending_credits: 2_000n });
    expect(await unbalancedCurrencies(db)).toEqual([]);

    // Posting moves both balances (the house's too) and releases only what the business account reserved.
    await ledgerTx(db, (tx) => postPending(tx, { id: randomUUID(), pendingId: out.id }));
    await ledgerTx(db, (tx) => voidPending(tx, { id: randomUUID(), pendingId: into.id }));
    expect(await house()).toEqual({ ...houseBefore, balance: houseBefore.balance + 3_000n });
    expect(await unbalancedCurrencies(db)).toEqual([]);
    expect(await inconsistentAccounts(db)).toEqual([]);
  });

  it('still refuses a reservation against a house account of another currency, or one that does not exist', async () => {
    const usdHouse = systemAccountId('SETTLEMENT', 'USD');
    await db.tx((tx) => ensureSystemAccounts(tx, 'USD'));
    await expect(
      bookOne(transfer({ debitAccountId: a, creditAccountId: usdHouse, amount: 1n, isPending: true })),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The transfer currency does not match its accounts.',
    });
    await expect(
      bookOne(transfer({ debitAccountId: a, creditAccountId: randomUUID(), amount: 1n, isPending: true })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('[LEDGER] atomic bookings', () => {
  it('a failure mid-booking leaves no trace: no transfer, no entry, no balance change, no business record', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS test_business_records (id uuid PRIMARY KEY)');
    const before = [await balance(a), await balance(b), await balance(settlement)];
    const { rows: counted } = await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM ledger_entries');
    const recordId = randomUUID();
    const first = transfer({ amount: 7_000n });
    const second = transfer({ debitAccountId: b, creditAccountId: a, amount: 10n ** 15n, code: 'PAYOUT' });
    const failing = ledgerTx(db, async (tx) => {
      await tx.query('INSERT INTO test_business_records (id) VALUES ($1)', [recordId]);
      await book(tx, [first]);
      await book(tx, [second]);
    });
    await expect(failing).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect([await balance(a), await balance(b), await balance(settlement)]).toEqual(before);
    const traces = await db.query<{ n: bigint }>(
      `SELECT (SELECT count(*) FROM ledger_transfers WHERE id = ANY($1::uuid[]))
            + (SELECT count(*) FROM test_business_records WHERE id = $2) AS n`,
      [[first.id, second.id], recordId],
    );
    expect(traces.rows[0]!.n).toBe(0n);
    const { rows: recounted } = await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM ledger_entries');
    expect(recounted[0]!.n).toBe(counted[0]!.n);
  });

  it('dates what a transaction books, posts and voids while importing history at that time, and only then', async () => {
    const past = new Date('2026-01-05T03:04:05.678Z');
    const held = transfer({ debitAccountId: b, creditAccountId: a, amount: 700n, code: 'PAYOUT', isPending: true });
    const dropped = transfer({ debitAccountId: b, creditAccountId: a, amount: 300n, code: 'PAYOUT', isPending: true });
    const [moved, post, voided, later] = [transfer({ amount: 900n }), randomUUID(), randomUUID(), transfer()];
    await ledgerTx(db, async (tx) => {
      await withLedgerTime(tx, past, async () => {
        await book(tx, [moved, held, dropped]);
        await postPending(tx, { id: post, pendingId: held.id });
        await voidPending(tx, { id: voided, pendingId: dropped.id });
      });
      await book(tx, [later]);
    });
    const at = async (id: string) =>
      (
        await db.query<{ at: Date }>('SELECT DISTINCT created_at AS at FROM ledger_entries WHERE transfer_id = $1', [
          id,
        ])
      ).rows;
    expect(await at(moved.id)).toEqual([{ at: past }]);
    expect(await at(post)).toEqual([{ at: past }]);
    const [{ at: now }] = (await at(later.id)) as [{ at: Date }];
    expect(now.getTime()).toBeGreaterThan(past.getTime());
  });

  it('books several transfers in one call, all or nothing', async () => {
    const before = await balance(b);
    const ok = [transfer({ creditAccountId: b, amount: 100n }), transfer({ creditAccountId: b, amount: 200n })];
    await ledgerTx(db, (tx) => book(tx, ok));
    expect((await balance(b)).ledger).toBe(before.ledger + 300n);
    const mixed = [
      transfer({ creditAccountId: b, amount: 100n }),
      transfer({ debitAccountId: b, creditAccountId: a, amount: 10n ** 15n, code: 'PAYOUT' }),
    ];
    await expect(ledgerTx(db, (tx) => book(tx, mixed))).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await balance(b)).ledger).toBe(before.ledger + 300n);
  });
});

describe('[LEDGER] retries', () => {
  it('runs a transaction again when PostgreSQL picks it as a deadlock victim, and gives up on other errors', async () => {
    let calls = 0;
    const flaky = {
      ...db,
      tx: async <T>(fn: (tx: Queryable) => Promise<T>) => {
        calls++;
        if (calls < 3) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        return fn(db);
      },
    } as Db;
    await expect(ledgerTx(flaky, async () => 'done')).resolves.toBe('done');
    expect(calls).toBe(3);
    calls = 0;
    const broken = { ...db, tx: async () => Promise.reject(Object.assign(new Error('x'), { code: '23505' })) } as Db;
    await expect(ledgerTx(broken, async () => 'never')).rejects.toMatchObject({ code: '23505' });
  });
});
