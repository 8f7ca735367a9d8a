import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
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
import type { Db, Queryable } from '../db/client.ts';
import { systemAccountId } from './ids.ts';
import { book, getBalances, getPending, ledgerTx } from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';
import { type BatchOp, bookBatch } from './ledger-batch.ts';

// bookBatch keeps every invariant of `book`: random batches of transfers, reservations, posts and voids against a
// model (applied in order, each leaving business accounts >= 0), and the failures that must leave nothing behind.

const SGD = 'SGD';
const settlement = systemAccountId('SETTLEMENT', SGD);
const clearing = systemAccountId('PAYOUT_CLEARING', SGD);
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

class Rollback extends Error {}

/** Runs `fn` in a transaction that is always rolled back, so each case starts from the same ledger. */
async function inRolledBackTx(fn: (tx: Queryable) => Promise<void>) {
  await db
    .tx(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
}

async function attempt<T>(
  tx: Queryable,
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; err: unknown }> {
  await tx.query('SAVEPOINT step');
  try {
    const value = await fn();
    await tx.query('RELEASE SAVEPOINT step');
    return { ok: true, value };
  } catch (err) {
    await tx.query('ROLLBACK TO SAVEPOINT step');
    return { ok: false, err };
  }
}

async function funded(tx: Queryable, n: number, amount: bigint) {
  const ids = await openTestAccounts(tx, (await createClient(tx)).id, SGD, n);
  await book(
    tx,
    ids.map((id) => ({
      id: randomUUID(),
      debitAccountId: settlement,
      creditAccountId: id,
      amount,
      currency: SGD,
      code: 'FUNDING' as const,
    })),
  );
  return ids;
}

const hold = (from: string, amount: bigint, id = randomUUID()): BatchOp => ({
  kind: 'transfer',
  id,
  debitAccountId: from,
  creditAccountId: clearing,
  amount,
  currency: SGD,
  code: 'PAYOUT',
  isPending: true,
});

const transfer = (from: string, to: string, amount: bigint, over: Partial<TransferInput> = {}): BatchOp => ({
  kind: 'transfer',
  id: randomUUID(),
  debitAccountId: from,
  creditAccountId: to,
  amount,
  currency: SGD,
  code: 'ADJUSTMENT',
  ...over,
});

async function countOf(tx: Queryable, ids: string[]) {
  const { rows } = await tx.query<{ n: bigint }>(
    'SELECT count(*)::int8 AS n FROM ledger_transfers WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return rows[0]!.n;
}

describe('[LEDGER] bookBatch', () => {
  it("applies a statement's transfers as a set: each account row changes once, whatever the number of transfers", async () => {
    await inRolledBackTx(async (tx) => {
      const [a, b] = await funded(tx, 2, 1_000_000n);
      // Row versions this transaction has written to ledger_accounts so far.
      const updates = async () =>
        (
          await tx.query<{ n: bigint }>(
            "SELECT n_tup_upd AS n FROM pg_stat_xact_user_tables WHERE relname = 'ledger_accounts'",
          )
        ).rows[0]!.n;
      const before = await updates();
      await bookBatch(
        tx,
        Array.from({ length: 1_000 }, (_, i) => (i % 2 ? transfer(a!, b!, 7n) : transfer(b!, a!, 5n))),
      );
      expect(await updates()).toBe(before + 2n);
      const balances = await getBalances(tx, [a!, b!]);
      expect(balances.get(a!)?.ledger).toBe(1_000_000n - 500n * 7n + 500n * 5n);
      expect(balances.get(b!)?.ledger).toBe(1_000_000n + 500n * 7n - 500n * 5n);
      expect(await misorderedEntries(tx)).toBe(0n);
    });
  });

  it('books 1,000 holds, posts and voids in one call, as many rows as operations, every invariant kept', async () => {
    await inRolledBackTx(async (tx) => {
      const [a] = await funded(tx, 1, 1_000_000n);
      const holds = Array.from({ length: 1_000 }, (_, i) => hold(a!, BigInt(100 + i)));
      const booked = await bookBatch(tx, holds);
      expect(booked.every((b) => b.status === 'PENDING' && !b.isReplay)).toBe(true);
      const reserved = holds.reduce((s, h) => s + (h as { amount: bigint }).amount, 0n);
      expect((await getBalances(tx, [a!])).get(a!)?.available).toBe(1_000_000n - reserved);
      // Post the even ones (the odd ones void), and a new reservation, in one more call.
      const resolutions: BatchOp[] = holds.map((h, i) => ({
        kind: i % 2 ? 'void' : 'post',
        id: randomUUID(),
        pendingId: h.id,
      }));
      await bookBatch(tx, [...resolutions, hold(a!, 5n)]);
      const posted = holds.filter((_, i) => i % 2 === 0).reduce((s, h) => s + (h as { amount: bigint }).amount, 0n);
      const b = (await getBalances(tx, [a!])).get(a!)!;
      expect(b.ledger).toBe(1_000_000n - posted);
      expect(b.pendingDebits).toBe(5n);
      expect((await getPending(tx, holds[1]!.id))?.state).toBe('VOIDED');
      expect(await unbalancedCurrencies(tx)).toEqual([]);
      expect(await inconsistentAccounts(tx)).toEqual([]);
      expect(await misorderedEntries(tx)).toBe(0n);
    });
  });

  it('refuses a batch whose last hold would overdraw, and writes none of it', async () => {
    await inRolledBackTx(async (tx) => {
      const [a] = await funded(tx, 1, 1_000n);
      const ops = [hold(a!, 400n), hold(a!, 400n), hold(a!, 201n)];
      const res = await attempt(tx, () => bookBatch(tx, ops));
      expect(res.ok ? 'booked' : res.err).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      expect(
        await countOf(
          tx,
          ops.map((o) => o.id),
        ),
      ).toBe(0n);
      expect((await getBalances(tx, [a!])).get(a!)).toMatchObject({ ledger: 1_000n, available: 1_000n });
      // A later operation cannot cover an earlier overdraft: the void comes after the hold it would make room for.
      const first = hold(a!, 900n);
      await bookBatch(tx, [first]);
      const late = await attempt(tx, () =>
        bookBatch(tx, [hold(a!, 200n), { kind: 'void', id: randomUUID(), pendingId: first.id }]),
      );
      expect(late.ok ? 'booked' : late.err).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      // In the other order it fits.
      await bookBatch(tx, [{ kind: 'void', id: randomUUID(), pendingId: first.id }, hold(a!, 200n)]);
      expect((await getBalances(tx, [a!])).get(a!)?.available).toBe(800n);
      expect(await overdrawnAccounts(tx)).toEqual([]);
    });
  });

  it('refuses a batch that would take an account past its ceiling, or names an unknown account or another currency', async () => {
    await inRolledBackTx(async (tx) => {
      const [a, b] = await funded(tx, 2, 1_000n);
      const credit = (to: string, amount: bigint, over: Partial<TransferInput> = {}) =>
        transfer(settlement, to, amount, { code: 'FUNDING', ...over });
      const ceiling = 10n ** 17n;
      const refusals: [BatchOp[], string][] = [
        // The second credit reaches past the ceiling even though the third would bring the balance back under it.
        [
          [credit(b!, 5n), credit(a!, ceiling - 1_000n + 1n), transfer(a!, settlement, 10n, { code: 'FUNDING' })],
          'ACCOUNT_LIMIT_REACHED',
        ],
        [[credit(a!, 5n), credit(randomUUID(), 5n)], 'NOT_FOUND'],
        [
          [credit(a!, 5n), credit(b!, 5n, { currency: 'EUR', debitAccountId: systemAccountId('SETTLEMENT', 'EUR') })],
          'VALIDATION_ERROR',
        ],
      ];
      const before = await getBalances(tx, [a!, b!]);
      for (const [ops, code] of refusals) {
        const res = await attempt(tx, () => bookBatch(tx, ops));
        expect(res.ok ? 'booked' : res.err).toMatchObject({ code });
        expect(
          await countOf(
            tx,
            ops.map((o) => o.id),
          ),
        ).toBe(0n);
      }
      expect(await getBalances(tx, [a!, b!])).toEqual(before);
    });
  });

  it('a replayed batch moves nothing; a reused id with other content, or one id twice, is refused whole', async () => {
    await inRolledBackTx(async (tx) => {
      const [a, b] = await funded(tx, 2, 10_000n);
      const ops: BatchOp[] = [hold(a!, 1_000n), transfer(a!, b!, 50n)];
      const post: BatchOp = { kind: 'post', id: randomUUID(), pendingId: ops[0]!.id };
      await bookBatch(tx, [...ops, post]);
      const before = await getBalances(tx, [a!, b!]);
      const again = await bookBatch(tx, [...ops, post]);
      expect(again.map((x) => x.isReplay)).toEqual([true, true, true]);
      expect(await getBalances(tx, [a!, b!])).toEqual(before);

      const fresh = hold(a!, 10n);
      const reused = await attempt(tx, () => bookBatch(tx, [fresh, { ...ops[1]!, amount: 51n } as BatchOp]));
      expect(reused.ok ? 'booked' : reused.err).toMatchObject({ code: 'TRANSFER_ID_REUSED' });
      expect(await countOf(tx, [fresh.id])).toBe(0n);

      const twice = await attempt(tx, () => bookBatch(tx, [fresh, fresh]));
      expect(twice.ok ? 'booked' : twice.err).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(await countOf(tx, [fresh.id])).toBe(0n);
      expect(await getBalances(tx, [a!, b!])).toEqual(before);
    });
  });

  it('a pending transfer is resolved once: a post and a void of it in one batch are refused whole', async () => {
    await inRolledBackTx(async (tx) => {
      const [a] = await funded(tx, 1, 1_000n);
      const h = hold(a!, 300n);
      await bookBatch(tx, [h]);
      const other = hold(a!, 1n);
      const ops: BatchOp[] = [
        other,
        { kind: 'post', id: randomUUID(), pendingId: h.id },
        { kind: 'void', id: randomUUID(), pendingId: h.id },
      ];
      const res = await attempt(tx, () => bookBatch(tx, ops));
      expect(res.ok ? 'booked' : res.err).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect(
        await countOf(
          tx,
          ops.map((o) => o.id),
        ),
      ).toBe(0n);
      expect((await getPending(tx, h.id))?.state).toBe('PENDING');
      expect((await getBalances(tx, [a!])).get(a!)?.available).toBe(700n);
    });
  });

  it('keeps house accounts free of reservations and unlocked by a batch of holds', async () => {
    await inRolledBackTx(async (tx) => {
      const [a] = await funded(tx, 1, 1_000n);
      await bookBatch(tx, [hold(a!, 100n), hold(a!, 200n)]);
      const house = (await getBalances(tx, [clearing])).get(clearing)!;
      expect([house.pendingCredits, house.pendingDebits]).toEqual([0n, 0n]);
      expect(await unbalancedCurrencies(tx)).toEqual([]);
    });
  });
});

type Op =
  | { kind: 'move'; from: number; to: number; amount: bigint; isPending: boolean }
  | { kind: 'resolve'; pick: number; isPost: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    from: fc.integer({ min: 0, max: 3 }),
    to: fc.integer({ min: 0, max: 3 }),
    amount: fc.bigInt({ min: 1n, max: 600n }),
    isPending: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('resolve' as const), pick: fc.nat(), isPost: fc.boolean() }),
);

describe('[LEDGER] bookBatch property', () => {
  it('random batches either apply in order as the model says or leave nothing at all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        (batches) =>
          inRolledBackTx(async (tx) => {
            // index 0 is the settlement account (may go negative), 1..3 business accounts with 1,000 each.
            const accounts = [settlement, ...(await funded(tx, 3, 1_000n))];
            const clients = new Set(accounts.slice(1));
            const ledger = new Map<string, bigint>();
            const reserved = new Map<string, bigint>();
            for (const [id, bal] of await getBalances(tx, accounts)) {
              ledger.set(id, bal.ledger);
              reserved.set(id, bal.pendingDebits);
            }
            const open: { id: string; from: string; to: string; amount: bigint; isOpen: boolean }[] = [];
            const get = (m: Map<string, bigint>, id: string) => m.get(id) ?? 0n;
            for (const batch of batches) {
              const l = new Map(ledger);
              const r = new Map(reserved);
              const opened = open.map((o) => ({ ...o }));
              const ops: BatchOp[] = [];
              let fits = true;
              let isResolvedTwice = false;
              for (const o of batch) {
                if (o.kind === 'move') {
                  if (o.from === o.to) continue;
                  const t = { id: randomUUID(), from: accounts[o.from]!, to: accounts[o.to]!, amount: o.amount };
                  ops.push(transfer(t.from, t.to, t.amount, { id: t.id, isPending: o.isPending }));
                  if (o.isPending) {
                    if (clients.has(t.from)) r.set(t.from, get(r, t.from) + t.amount);
                    opened.push({ ...t, isOpen: true });
                  } else {
                    l.set(t.from, get(l, t.from) - t.amount);
                    l.set(t.to, get(l, t.to) + t.amount);
                  }
                } else {
                  const p = opened[o.pick % Math.max(opened.length, 1)];
                  if (!p) continue;
                  ops.push({ kind: o.isPost ? 'post' : 'void', id: randomUUID(), pendingId: p.id });
                  if (!p.isOpen) isResolvedTwice = true;
                  p.isOpen = false;
                  if (clients.has(p.from)) r.set(p.from, get(r, p.from) - p.amount);
                  if (o.isPost) {
                    l.set(p.from, get(l, p.from) - p.amount);
                    l.set(p.to, get(l, p.to) + p.amount);
                  }
                }
                fits &&= [...clients].every((id) => get(l, id) - get(r, id) >= 0n);
              }
              if (ops.length === 0) continue;
              const res = await attempt(tx, () => bookBatch(tx, ops));
              expect(res.ok).toBe(fits && !isResolvedTwice);
              if (res.ok) {
                for (const [k, v] of l) ledger.set(k, v);
                for (const [k, v] of r) reserved.set(k, v);
                open.splice(0, open.length, ...opened);
              } else {
                expect(
                  await countOf(
                    tx,
                    ops.map((x) => x.id),
                  ),
                ).toBe(0n);
              }
              const balances = await getBalances(tx, accounts);
              for (const id of accounts) {
                expect(balances.get(id)?.ledger).toBe(get(ledger, id));
                expect(balances.get(id)?.available).toBe(get(ledger, id) - get(reserved, id));
              }
            }
            expect(await unbalancedCurrencies(tx)).toEqual([]);
            expect(await overdrawnAccounts(tx)).toEqual([]);
            expect(await inconsistentAccounts(tx)).toEqual([]);
            expect(await misorderedEntries(tx)).toBe(0n);
          }),
      ),
      { numRuns: 30 },
    );
  });
});

describe('[LEDGER] bookBatch concurrency', () => {
  it('batches over the same accounts in opposite orders, at once, neither deadlock nor lose an update', async () => {
    const accounts = await db.tx((tx) => funded(tx, 4, 100_000n));
    const batch = (order: string[]): BatchOp[] =>
      order.flatMap((from, i) => {
        const to = order[(i + 1) % order.length]!;
        return Array.from({ length: 25 }, () => transfer(from, to, 7n));
      });
    const reversed = [...accounts].reverse();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => ledgerTx(db, (tx) => bookBatch(tx, batch(i % 2 ? reversed : accounts)))),
    );
    const balances = await getBalances(db, accounts);
    // Every account sent and received the same 8 × 25 × 7: nothing lost.
    for (const id of accounts) expect(balances.get(id)?.ledger).toBe(100_000n);
    expect(await unbalancedCurrencies(db)).toEqual([]);
    expect(await inconsistentAccounts(db)).toEqual([]);
  });
});
