import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createUser,
  fundAccount,
  linkBankAccount,
  openAccount,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { overdrawnAccounts } from '../../../test/ledger-fixtures.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { SUBMIT_QUEUE, submitWithdrawal, sweepRail } from './withdrawal-rail.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let a: Record<string, string>;
let sgd: string;
let bank: string;
let other: TestClient;
let b: Record<string, string>;
let theirBank: string;
let theirSgd: string;

beforeAll(async () => {
  t = await createTestApp();
  client = await createClient(t.db, { name: 'Withdraw Test Pte Ltd' });
  a = (await signInAs(t, await createUser(t.db, client))).headers;
  sgd = await fundAccount(t.db, client, 'SGD', 10_000_00n);
  bank = await linkBankAccount(t, a, client);
  other = await createClient(t.db, { name: 'Other Withdraw Pte Ltd' });
  b = (await signInAs(t, await createUser(t.db, other))).headers;
  theirSgd = await fundAccount(t.db, other, 'SGD', 500_00n);
  theirBank = await linkBankAccount(t, b, other);
});
afterAll(() => t.close());

let keyN = 0;
const withdraw = (payload: object, opts: { headers?: Record<string, string>; key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/withdrawFund`,
    headers: { ...(opts.headers ?? a), 'idempotency-key': opts.key ?? `withdraw-${++keyN}` },
    payload,
  });
const balance = async (id = sgd) => {
  const x = (await getBalances(t.db, [id])).get(id)!;
  return { ledger: x.ledger, available: x.available };
};
const counts = async () =>
  (
    await t.db.query<{ w: number; l: number }>(
      `SELECT (SELECT count(*)::int FROM withdrawals) AS w, (SELECT count(*)::int FROM ledger_transfers) AS l`,
    )
  ).rows[0]!;
const statusOf = async (id: string) => ((await get(id)).json() as TWithdrawal).status;
const get = (id: string, headers = a) => t.app.inject({ method: 'GET', url: `${V1}/withdrawals/${id}`, headers });

/** Runs the submit job, then the rail's reports one by one as the clock reaches them (the rail sweep job's work). */
async function submit(w: TWithdrawal) {
  await submitWithdrawal(t.deps, { clientId: client.id, withdrawalId: w._id });
}
async function nextReport() {
  t.clock.advance(10_001);
  await sweepRail(t.deps);
}

describe('[WITHDRAW] a withdrawal through the bank rail, the ledger checked at each step', () => {
  it('holds the amount at once (FW reference, PENDING), posts it when sent, completes', async () => {
    const res = await withdraw({ accountId: sgd, bankAccountId: bank, amount: '1,000.00' });
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json() as TWithdrawal;
    expect(w.reference).toMatch(/^FW\d{10}$/);
    expect(w).toMatchObject({
      kind: 'WITHDRAWAL',
      status: 'PENDING',
      amount: { currency: 'SGD', amountMinor: '100000', display: '1,000.00' },
      bank_account: { accountId: bank, bankName: 'DBS Bank', accountNumber: '•••• 6789' },
    });
    expect(w.tracker.map((s) => `${s.label}:${s.state}`)).toEqual([
      'Withdrawal initiated:done',
      'Sent to bank:current',
      'Withdrawal complete:upcoming',
    ]);
    // Held: still in the account, no longer spendable.
    expect(await balance()).toEqual({ ledger: 10_000_00n, available: 9_000_00n });
    const jobs = await t.db.query("SELECT 1 FROM pgboss.job WHERE name = $1 AND data->>'withdrawalId' = $2", [
      SUBMIT_QUEUE,
      w._id,
    ]);
    expect(jobs.rows).toHaveLength(1);

    await submit(w);
    await submit(w); // a retried job changes nothing
    await nextReport();
    expect(await statusOf(w._id)).toBe('PROCESSING');
    expect(await balance()).toEqual({ ledger: 10_000_00n, available: 9_000_00n });
    await nextReport();
    expect(await statusOf(w._id)).toBe('SENT_TO_BANK');
    expect(await balance()).toEqual({ ledger: 9_000_00n, available: 9_000_00n });
    await nextReport();
    const done = (await get(w._id)).json() as TWithdrawal;
    expect(done.status).toBe('COMPLETED');
    expect(done.tracker.map((s) => `${s.label}:${s.state}`)).toEqual([
      'Withdrawal initiated:done',
      'Sent to bank:done',
      'Withdrawal complete:done',
    ]);
    await nextReport();
    expect(await balance()).toEqual({ ledger: 9_000_00n, available: 9_000_00n });
    // Found by its reference too; the statement shows one "Withdrawal" entry.
    expect((await get(w.reference)).json()._id).toBe(w._id);
    const entries = await t.db.query<{ code: string; amount: bigint }>(
      "SELECT code, amount FROM ledger_entries WHERE account_id = $1 AND side = 'DEBIT'",
      [sgd],
    );
    expect(entries.rows).toEqual([{ code: 'WITHDRAWAL', amount: 100_000n }]);
    await expectLedgerSound(t.db);
  });

  it('a return (amount ending 13) credits the account back after it left', async () => {
    const w = (await withdraw({ accountId: sgd, bankAccountId: bank, amount: '100.13' })).json() as TWithdrawal;
    await submit(w);
    await nextReport();
    await nextReport();
    expect(await statusOf(w._id)).toBe('SENT_TO_BANK');
    expect(await balance()).toEqual({ ledger: 8_899_87n, available: 8_899_87n });
    await nextReport();
    const back = (await get(w._id)).json() as TWithdrawal;
    expect(back).toMatchObject({ status: 'RETURNED', reason: 'Beneficiary account closed' });
    expect(back.tracker.at(-1)).toMatchObject({ label: 'Withdrawal returned', state: 'failed' });
    expect(await balance()).toEqual({ ledger: 9_000_00n, available: 9_000_00n });
    await expectLedgerSound(t.db);
  });

  it('a cancellation by the bank (amount ending 17) releases the hold', async () => {
    const w = (await withdraw({ accountId: sgd, bankAccountId: bank, amount: '200.17' })).json() as TWithdrawal;
    expect(await balance()).toEqual({ ledger: 9_000_00n, available: 8_799_83n });
    await submit(w);
    await nextReport();
    await nextReport();
    expect(await statusOf(w._id)).toBe('CANCELLED');
    expect(await balance()).toEqual({ ledger: 9_000_00n, available: 9_000_00n });
    await expectLedgerSound(t.db);
  });

  it('replays the same Idempotency-Key: one withdrawal, the first answer; another body with it is refused', async () => {
    const before = await counts();
    const first = await withdraw({ accountId: sgd, bankAccountId: bank, amount: '50' }, { key: 'replay-1' });
    const again = await withdraw({ accountId: sgd, bankAccountId: bank, amount: '50' }, { key: 'replay-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()._id).toBe(first.json()._id);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => withdraw({ accountId: sgd, bankAccountId: bank, amount: '60' }, { key: 'replay-2' })),
    );
    expect(new Set(concurrent.map((r) => r.json()._id)).size).toBe(1);
    expect((await counts()).w).toBe(before.w + 2);
    const reused = await withdraw({ accountId: sgd, bankAccountId: bank, amount: '51' }, { key: 'replay-1' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance()).toEqual({ ledger: 9_000_00n, available: 8_890_00n });
  });
});

describe('[WITHDRAW] bad input changes nothing', () => {
  it('refuses more than is available, with what is: nothing written', async () => {
    const before = { counts: await counts(), balance: await balance() };
    const res = await withdraw({ accountId: sgd, bankAccountId: bank, amount: '8,890.01' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      errors: [{ field: 'amount', message: 'This is more than you can withdraw now: SGD 8,890.00 is available.' }],
    });
    expect(await counts()).toEqual(before.counts);
    expect(await balance()).toEqual(before.balance);
  });

  it('two withdrawals sent at once that each fit, but not together: one is made, the other refused', async () => {
    const small = await createClient(t.db, { name: 'Racing Withdrawals Pte Ltd' });
    const h = (await signInAs(t, await createUser(t.db, small))).headers;
    const account = await fundAccount(t.db, small, 'SGD', 500_00n);
    const to = await linkBankAccount(t, h, small);
    const both = await Promise.all(
      ['race-1', 'race-2'].map((key) =>
        withdraw({ accountId: account, bankAccountId: to, amount: '300' }, { headers: h, key }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.statusCode === 422)!.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(account)).toEqual({ ledger: 500_00n, available: 200_00n });
    expect(await overdrawnAccounts(t.db)).toEqual([]);
  });

  it('refuses wrong amounts, another business’s accounts, another currency and an entity that cannot withdraw', async () => {
    const before = await counts();
    const amount = async (value: string) =>
      (await withdraw({ accountId: sgd, bankAccountId: bank, amount: value })).json().errors?.[0]?.message;
    expect(await amount('10.001')).toBe('Amount can have at most 2 decimal places');
    expect(await amount('0.50')).toBe('The smallest withdrawal is SGD 1.00.');
    expect(await amount('abc')).toBe('Please enter a valid amount');
    expect(await amount('1000000000001')).toMatch(/^We cannot process this amount/);
    // Another business's bank account or currency account: the same 404 as an unknown id.
    expect((await withdraw({ accountId: sgd, bankAccountId: theirBank, amount: '10' })).statusCode).toBe(404);
    expect((await withdraw({ accountId: theirSgd, bankAccountId: bank, amount: '10' })).statusCode).toBe(404);
    expect((await withdraw({ accountId: 'nope', bankAccountId: bank, amount: '10' })).statusCode).toBe(404);
    const usd = await openAccount(t.db, client, 'USD');
    await fundAccount(t.db, client, 'USD', 100_00n);
    const mismatch = await withdraw({ accountId: usd, bankAccountId: bank, amount: '10' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { field: 'bankAccountId', message: 'Choose a bank account that takes USD.' },
    ]);
    expect(
      (await withdraw({ accountId: sgd, bankAccountId: bank, amount: '10' }, { key: 'bad key with spaces' }))
        .statusCode,
    ).toBe(400);
    const my = await createClient(t.db, { entity: 'MY', name: 'Klang Wholesale Sdn Bhd', utcOffset: '+08:00' });
    const m = (await signInAs(t, await createUser(t.db, my))).headers;
    const myr = await fundAccount(t.db, my, 'MYR', 100_00n);
    const refused = await withdraw({ accountId: myr, bankAccountId: bank, amount: '10' }, { headers: m });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_AVAILABLE',
      message: 'Withdrawals to your bank are not available for businesses in Malaysia.',
    });
    // Only the two test fundings (USD, MYR) were booked.
    expect(await counts()).toEqual({ ...before, l: before.l + 2 });
  });

  it('another business cannot read a withdrawal', async () => {
    const w = (await withdraw({ accountId: sgd, bankAccountId: bank, amount: '5' })).json() as TWithdrawal;
    expect((await get(w._id, b)).statusCode).toBe(404);
    expect((await get(w.reference, b)).statusCode).toBe(404);
  });
});

describe('[WITHDRAW] the rail refuses the bank account', () => {
  it('cancels with the spec’s words, releases the hold, and refuses that account until it is added again', async () => {
    const refuse = await createClient(t.db, { name: 'Refuse Holdings Pte Ltd' });
    const h = (await signInAs(t, await createUser(t.db, refuse))).headers;
    const account = await fundAccount(t.db, refuse, 'SGD', 1_000_00n);
    const rejected = await linkBankAccount(t, h, refuse);
    const w = (
      await withdraw({ accountId: account, bankAccountId: rejected, amount: '100' }, { headers: h })
    ).json() as TWithdrawal;
    await submitWithdrawal(t.deps, { clientId: refuse.id, withdrawalId: w._id });
    const after = (await get(w._id, h)).json() as TWithdrawal;
    expect(after).toMatchObject({
      status: 'CANCELLED',
      reason: 'Invalid bank account details. Please delete and add again.',
    });
    expect(await balance(account)).toEqual({ ledger: 1_000_00n, available: 1_000_00n });
    const list = (
      await t.app.inject({ method: 'GET', url: `${V1}/client/${refuse.id}/bankAccounts`, headers: h })
    ).json();
    expect(list.data[0].rejectedReason).toBe('Invalid bank account details. Please delete and add again.');
    const again = await withdraw({ accountId: account, bankAccountId: rejected, amount: '100' }, { headers: h });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'INVALID_BANK_ACCOUNT',
      message: 'Invalid bank account details. Please delete and add again.',
    });
    await expectLedgerSound(t.db);
  });
});

describe('[WITHDRAW] the list', () => {
  it('pages the business’s withdrawals newest first, and refuses a forged cursor', async () => {
    const first = await t.app.inject({ method: 'GET', url: `${V1}/withdrawals?limit=2`, headers: a });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as { rows: TWithdrawal[]; nextCursor: string };
    expect(page.rows).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const next = await t.app.inject({
      method: 'GET',
      url: `${V1}/withdrawals?limit=50&cursor=${page.nextCursor}`,
      headers: a,
    });
    const rest = (next.json() as { rows: TWithdrawal[] }).rows;
    const all = [...page.rows, ...rest];
    expect(new Set(all.map((w) => w._id)).size).toBe(all.length);
    expect(all.every((w) => w.reference.startsWith('FW'))).toBe(true);
    const sorted = [...all].sort((x, y) => y.created_at.localeCompare(x.created_at));
    expect(all.map((w) => w.created_at)).toEqual(sorted.map((w) => w.created_at));
    const forged = await t.app.inject({ method: 'GET', url: `${V1}/withdrawals?cursor=abc`, headers: a });
    expect(forged.statusCode).toBe(400);
  });
});
