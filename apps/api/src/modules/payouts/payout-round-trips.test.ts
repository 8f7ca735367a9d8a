import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createContact,
  createUser,
  fundAccount,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { created, type Headers, payload, payoutCalls, writes } from '../../../test/payouts-api.ts';
import type { Queryable } from '../../db/client.ts';

// A payout is validated and created hundreds of times a second (bench/payout.bench.ts): every statement is a round
// trip to the database. These tests pin how many the usual path takes, so a change that adds one (or drops a check's
// read) shows here; payouts.test.ts and payout-rules.test.ts say what each statement must still do.

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let a: Headers;
let sgd: string;
let contact: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { name: 'Round Trip Trading Pte Ltd' });
  const user = await createUser(t.db, client);
  sgd = await fundAccount(t.db, client, 'SGD', 1_000_000_00n);
  contact = await createContact(t.db, client, user);
  a = (await signInAs(t, user)).headers;
  // Warm: the session and the client's rates are cached after a first call (what the bench measures is the steady state).
  expect((await api.validate(a, body())).statusCode).toBe(200);
});
afterAll(() => t.close());

/**
 * The statements `run` sends, outside a transaction and inside one (BEGIN and COMMIT aside), first words only; inside,
 * also as round trips: a statement sent while another is unanswered goes with it (db.tx sends each when asked for).
 * `withCommit`: statements still unanswered when the transaction's work returned, which go to the database with its
 * COMMIT (on PostgreSQL BEGIN goes with the first).
 */
async function statementsOf(run: () => Promise<unknown>) {
  const db = t.db;
  const sent = {
    outside: [] as string[],
    inside: [] as string[],
    transactions: 0,
    roundTrips: [] as string[][],
    withCommit: [] as string[],
  };
  const firstWords = (sql: string) => sql.trim().split(/\s+/).slice(0, 3).join(' ');
  const query = db.query;
  const tx = db.tx;
  db.query = (sql, params) => {
    sent.outside.push(firstWords(sql));
    return query(sql, params);
  };
  db.tx = (fn) =>
    tx(async (inner) => {
      sent.transactions += 1;
      let unanswered = 0;
      let isWorkDone = false;
      const counted: Queryable = {
        query: <T>(sql: string, params?: unknown[]) => {
          const words = firstWords(sql);
          sent.inside.push(words);
          if (unanswered === 0) sent.roundTrips.push([]);
          sent.roundTrips.at(-1)!.push(words);
          unanswered += 1;
          const statement = inner.query<T>(sql, params);
          const answered = () => {
            unanswered -= 1;
            if (isWorkDone) sent.withCommit.push(words);
          };
          void statement.then(answered, answered);
          return statement;
        },
        exec: (sql) => inner.exec(sql),
      };
      const result = await fn(counted);
      isWorkDone = true;
      return result;
    });
  try {
    await run();
  } finally {
    db.query = query;
    db.tx = tx;
  }
  return sent;
}

const body = () => payload(contact, { source_currency: 'SGD', source_account: sgd, source_amount: '25.00' });

// The contact is paid in EUR from an SG business, where verification of payee is on (payout-vop.ts). Creating, the
// parties (client, contact, account, flags and the business's preference) are read once, before anything else and
// outside any transaction: the payee is checked on them, and the rules inside the transaction use the same read.
const PARTIES_READ = ['SELECT c.*, (SELECT'];

describe('[PAYOUTS] round trips of the usual payout (from the balance, at the live rate, no approver)', () => {
  it('validatePayout reads the client, contact, account, balance and flags in one statement and writes nothing', async () => {
    const before = await writes(t.db, client.id);
    const sent = await statementsOf(async () => {
      const res = await api.validate(a, body());
      expect(res.statusCode).toBe(200);
      // The payee was checked on what that statement read.
      expect(res.json().vop).toMatchObject({ result: 'MATCH', needs_confirmation: false });
    });
    expect(sent).toMatchObject({ outside: ['SELECT c.*, (SELECT'], inside: [], transactions: 0 });
    expect(await writes(t.db, client.id)).toEqual(before);
  });

  it('createPayout reads the parties once, then one transaction of six statements in four round trips: key, payout + event + rate, job + hold + audit, response + commit', async () => {
    const before = await writes(t.db, client.id);
    let id = '';
    const sent = await statementsOf(async () => {
      id = created(await api.create(a, body())).payment_id;
    });
    expect(sent.outside).toEqual(PARTIES_READ);
    expect(sent.transactions).toBe(1);
    expect(sent.inside).toHaveLength(6);
    expect(sent.inside[0]).toBe('INSERT INTO idempotency_keys');
    expect(sent.inside[1]).toBe('WITH p AS');
    expect(sent.inside[2]).toMatch(/INSERT INTO pgboss.job/);
    expect(sent.inside[3]).toBe('INSERT INTO ledger_transfers');
    // The business's two queues, its account row (the hold) and its audit chain's head, are taken last.
    expect(sent.inside[4]).toMatch(/audit_append/);
    expect(sent.inside[5]).toBe('UPDATE idempotency_keys SET');
    // In four round trips, BEGIN with the key and COMMIT with the stored response: the parties read, the key, the
    // payout (its number may be taken), then job, hold and audit row together, as none needs another's answer.
    expect(sent.roundTrips).toEqual([
      ['INSERT INTO idempotency_keys'],
      ['WITH p AS'],
      [sent.inside[2], 'INSERT INTO ledger_transfers', sent.inside[4]],
      ['UPDATE idempotency_keys SET'],
    ]);
    expect(sent.withCommit).toEqual(['UPDATE idempotency_keys SET']);
    // Everything the statements stand for was written: the payout, its first event, the rate as a used hold, the
    // pending transfer holding the debit.
    expect(await writes(t.db, client.id)).toEqual({
      ...before,
      payouts: before.payouts + 1n,
      events: before.events + 1n,
      holds: before.holds + 1n,
      transfers: before.transfers + 1n,
    });
    const { rows } = await t.db.query<{ status: string; used_at: Date | null }>(
      'SELECT h.status, h.used_at FROM payouts p JOIN fx_holds h ON h.id = p.fx_hold_id WHERE p.id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'USED', used_at: expect.any(Date) }]);
  });

  it('a payout paid by bank transfer reads its parties once too (the payee check and the rules share the read)', async () => {
    const sent = await statementsOf(async () => {
      const res = await api.create(a, { ...body(), additional_info: { deposit_method: 'bankTransfer' } });
      expect(created(res).status).toBe('AWAITING_FUNDS_BANK_PROXY');
    });
    const parties = [...sent.outside, ...sent.inside].filter((s) => s === PARTIES_READ[0]);
    expect(sent.outside).toEqual(PARTIES_READ);
    expect(parties).toHaveLength(1);
  });

  it("a group send reads each payout's parties once", async () => {
    const second = await createContact(t.db, client, await createUser(t.db, client));
    const sent = await statementsOf(async () => {
      const pay = (to: string) => ({
        ...payload(to, { source_currency: 'SGD', source_amount: '25.00' }),
        additional_info: { deposit_method: 'bankTransfer' as const },
      });
      const res = await api.post(
        '/createGroupPayout',
        a,
        { payouts: [pay(contact), pay(second)] },
        crypto.randomUUID(),
      );
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(sent.outside).toEqual([...PARTIES_READ, ...PARTIES_READ]);
    expect(sent.inside.filter((s) => s === PARTIES_READ[0])).toEqual([]);
  });

  it('the balance read with the parties is what the account can spend: a held payout is not spendable twice', async () => {
    const small = await createClient(t.db, { name: 'Small Balance Trading Pte Ltd' });
    const payer = await createUser(t.db, small);
    const account = await fundAccount(t.db, small, 'SGD', 100_00n);
    const payee = await createContact(t.db, small, payer);
    const h = (await signInAs(t, payer)).headers;
    const pay = (amount: string) =>
      payload(payee, { source_currency: 'SGD', source_account: account, source_amount: amount });
    created(await api.create(h, pay('70.00')));
    const res = await api.validate(h, pay('40.00'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      errors: [
        {
          field: 'transaction.source_amount',
          message: 'The amount is more than the available balance in this account.',
        },
      ],
    });
    expect((await api.validate(h, pay('30.00'))).statusCode).toBe(200);
  });

  it('a named account that is not a uuid is the same 404 as an unknown one, whatever the currency read finds', async () => {
    const res = await api.validate(a, { ...body(), transaction: { ...body().transaction, source_account: 'nope' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Account not found.' });
  });
});
