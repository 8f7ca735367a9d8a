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
import { book, getBalances, postPending, voidPending } from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';

// Random sequences of bookings, two-phase resolutions and replays, checked against a model after every step.
// Each run happens inside one transaction that is rolled back, so runs start from the same empty ledger.

type Leg = { from: number; to: number; amount: bigint };
type Cmd =
  | { kind: 'book'; currency: number; legs: Leg[]; isPending: boolean }
  | { kind: 'resolve'; pick: number; isPost: boolean; part: number }
  | { kind: 'replay'; pick: number; isSame: boolean };

const CURRENCIES = ['SGD', 'JPY'] as const;
const PER_CURRENCY = 4; // index 0 is the settlement account, 1..3 are business accounts

const leg = fc.record({
  from: fc.integer({ min: 0, max: PER_CURRENCY - 1 }),
  to: fc.integer({ min: 0, max: PER_CURRENCY - 1 }),
  amount: fc.bigInt({ min: 1n, max: 5_000n }),
});
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    currency: fc.integer({ min: 0, max: 1 }),
    legs: fc.array(leg, { minLength: 1, maxLength: 3 }),
    isPending: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('resolve' as const),
    pick: fc.nat(),
    isPost: fc.boolean(),
    part: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), isSame: fc.boolean() }),
);

type Model = { ledger: Map<string, bigint>; reserved: Map<string, bigint>; clients: Set<string> };

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

class Rollback extends Error {}

async function savepoint<T>(
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

async function run(cmds: Cmd[]) {
  await db
    .tx(async (tx) => {
      const clientId = (await createClient(tx)).id;
      const accounts: string[][] = [];
      for (const c of CURRENCIES) {
        const own = await openTestAccounts(tx, clientId, c, PER_CURRENCY - 1);
        accounts.push([systemAccountId('SETTLEMENT', c), ...own]);
      }
      const model: Model = {
        ledger: new Map(),
        reserved: new Map(),
        clients: new Set(accounts.flatMap((a) => a.slice(1))),
      };
      // The settlement accounts are shared with the seeded demo businesses: the model starts where they are.
      for (const [id, b] of await getBalances(tx, accounts.flat())) {
        model.ledger.set(id, b.ledger);
        model.reserved.set(id, b.pendingDebits);
      }
      const get = (m: Map<string, bigint>, id: string) => m.get(id) ?? 0n;
      const add = (m: Map<string, bigint>, id: string, v: bigint) => m.set(id, get(m, id) + v);
      const booked: TransferInput[] = [];
      const pendings: { t: TransferInput; isOpen: boolean }[] = [];

      for (const c of cmds) {
        if (c.kind === 'book') {
          const ts = c.legs
            .filter((l) => l.from !== l.to)
            .map((l) => ({
              id: randomUUID(),
              debitAccountId: accounts[c.currency]![l.from]!,
              creditAccountId: accounts[c.currency]![l.to]!,
              amount: l.amount,
              currency: CURRENCIES[c.currency]!,
              code: 'ADJUSTMENT' as const,
              isPending: c.isPending,
            }));
          if (ts.length === 0) continue;
          // The model's verdict: legs apply in order, and after each one every business account keeps
          // available >= 0 (a later leg cannot cover an earlier overdraft).
          const ledger = new Map(model.ledger);
          const reserved = new Map(model.reserved);
          let fits = true;
          for (const t of ts) {
            // Only business accounts keep reservations (024_house_reservations.sql).
            if (t.isPending) {
              if (model.clients.has(t.debitAccountId)) add(reserved, t.debitAccountId, t.amount);
            } else {
              add(ledger, t.debitAccountId, -t.amount);
              add(ledger, t.creditAccountId, t.amount);
            }
            fits &&= [...model.clients].every((id) => get(ledger, id) - get(reserved, id) >= 0n);
          }
          const res = await savepoint(tx, () => book(tx, ts));
          expect(res.ok).toBe(fits);
          if (!res.ok) expect(res.err).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
          else {
            model.ledger = ledger;
            model.reserved = reserved;
            booked.push(...ts);
            if (c.isPending) pendings.push(...ts.map((t) => ({ t, isOpen: true })));
          }
        } else if (c.kind === 'resolve') {
          const p = pendings[c.pick % Math.max(pendings.length, 1)];
          if (!p) continue;
          const amount = c.isPost && c.part > 0 ? (p.t.amount * BigInt(c.part) + 3n) / 4n : undefined;
          const input = { id: randomUUID(), pendingId: p.t.id, amount };
          const res = await savepoint(tx, () => (c.isPost ? postPending(tx, input) : voidPending(tx, input)));
          expect(res.ok).toBe(p.isOpen);
          if (res.ok) {
            p.isOpen = false;
            if (model.clients.has(p.t.debitAccountId)) add(model.reserved, p.t.debitAccountId, -p.t.amount);
            if (c.isPost) {
              add(model.ledger, p.t.debitAccountId, -(amount ?? p.t.amount));
              add(model.ledger, p.t.creditAccountId, amount ?? p.t.amount);
            }
          } else expect(res.err).toMatchObject({ code: 'INVALID_TRANSITION' });
        } else {
          const t = booked[c.pick % Math.max(booked.length, 1)];
          if (!t) continue;
          const again = c.isSame ? { ...t } : { ...t, amount: t.amount + 1n };
          const res = await savepoint(tx, () => book(tx, [again]));
          if (c.isSame) expect(res.ok && res.value[0]?.isReplay).toBe(true);
          else expect(res.ok ? 'accepted' : res.err).toMatchObject({ code: 'TRANSFER_ID_REUSED' });
        }
        const balances = await getBalances(tx, accounts.flat());
        for (const id of accounts.flat()) {
          expect(balances.get(id)?.ledger).toBe(get(model.ledger, id));
          expect(balances.get(id)?.available).toBe(get(model.ledger, id) - get(model.reserved, id));
        }
      }
      expect(await unbalancedCurrencies(tx)).toEqual([]);
      expect(await overdrawnAccounts(tx)).toEqual([]);
      expect(await inconsistentAccounts(tx)).toEqual([]);
      expect(await misorderedEntries(tx)).toBe(0n);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
}

describe('[LEDGER] property: random bookings keep every invariant', () => {
  it('balances match the model, currencies sum to zero, no business account is overdrawn, entries agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 25 }), (cmds) => run(cmds)),
      { numRuns: 40 },
    );
  });
});
