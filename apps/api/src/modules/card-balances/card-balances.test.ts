import { randomUUID } from 'node:crypto';
import type { TCardBalanceList } from '@corridor/contracts/card-balances/card-balances';
import type { TCardWithdrawal } from '@corridor/contracts/card-balances/card-withdraw';
import { CARD_MENUS } from '@corridor/domain/settings/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import {
  callerFor,
  createUser,
  fundAccount,
  fundCardBalance,
  signedInBusiness,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import { book, getBalances, ledgerTx, openCardBalanceLedgerAccount } from '../../ledger/ledger.service.ts';
import { closeAccount } from '../accounts/accounts.service.ts';
import { topUpCardBalanceInTx } from './card-balances.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let a: Record<string, string>;
let card: string;
let sgd: string;
let other: TestClient;
let b: Record<string, string>;
let theirSgd: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client, headers: a } = await signedInBusiness(t, { client: { name: 'Card Withdraw Test Pte Ltd' } }));
  ({ cardBalanceId: card, accountId: sgd } = await fundCardBalance(t.db, client, 'SGD', 1_000_00n));
  ({ client: other, headers: b } = await signedInBusiness(t, { client: { name: 'Other Card Pte Ltd' } }));
  ({ accountId: theirSgd } = await fundCardBalance(t.db, other, 'SGD', 500_00n));
});
afterAll(() => t.close());

let keyN = 0;
const withdraw = (payload: object, opts: { headers?: Record<string, string>; key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/cards/customer/withdraw`,
    headers: { ...(opts.headers ?? a), 'idempotency-key': opts.key ?? `card-withdraw-${++keyN}` },
    payload,
  });
const balances = async (headers = a) => {
  const res = await t.app.inject({ method: 'GET', url: `${V1}/cards/wallet-balance`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TCardBalanceList).balances;
};
const recent = async (headers = a) =>
  (await t.app.inject({ method: 'GET', url: `${V1}/cards/customer/withdrawals`, headers })).json()
    .rows as TCardWithdrawal[];
const ledger = async (id: string) => (await getBalances(t.db, [id])).get(id)!.ledger;
const counts = async () =>
  (
    await t.db.query<{ w: number; l: number }>(
      'SELECT (SELECT count(*)::int FROM card_withdrawals) AS w, (SELECT count(*)::int FROM ledger_transfers) AS l',
    )
  ).rows[0]!;

describe('[CARD WITHDRAW] card balances and moving them back to the currency account', () => {
  it('lists the business’s card balances with what can be withdrawn and the account it would go to', async () => {
    const [sgdCard] = await balances();
    expect(sgdCard).toMatchObject({
      _id: card,
      currency: 'SGD',
      balance: { amountMinor: '100000', display: '1,000.00' },
      available: { amountMinor: '100000' },
      destination: { _id: sgd, currency: 'SGD' },
    });
    // Another business's balances are its own.
    expect((await balances(b)).map((x) => x.balance.amountMinor)).toEqual(['50000']);
  });

  it('withdraws at once: FW reference, card balance down, account up, on the statement, in the recent list', async () => {
    const before = { card: await ledger(card), account: await ledger(sgd) };
    const res = await withdraw({ currency: 'SGD', accountId: sgd, amount: '250.50' });
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json() as TCardWithdrawal;
    expect(w).toMatchObject({
      reference: expect.stringMatching(/^FW\d{10,11}$/),
      status: 'COMPLETED',
      statusLabel: 'Completed',
      amount: { currency: 'SGD', amountMinor: '25050', display: '250.50' },
      destination_account: { _id: sgd, currency: 'SGD' },
    });
    expect(await ledger(card)).toBe(before.card - 25_050n);
    expect(await ledger(sgd)).toBe(before.account + 25_050n);
    expect((await balances())[0]!.available.amountMinor).toBe(String(before.card - 25_050n));

    const statement = await t.app.inject({
      method: 'POST',
      url: `${V1}/reports/accountStatement/pagination`,
      headers: a,
      payload: { accountId: sgd },
    });
    const row = (statement.json().rows as { transactionId: string; reference: string; ledgerType: string }[]).find(
      (r) => r.transactionId === w.reference,
    );
    expect(row).toMatchObject({
      ledgerType: 'CREDIT',
      reference: `Withdrawal ${w.reference} from your SGD card balance`,
    });
    expect((await recent())[0]).toEqual(w);
    expect(await recent(b)).toEqual([]);
  });

  it('refuses more than the card balance holds, bad amounts, and a missing key, writing nothing', async () => {
    const before = await counts();
    const available = await ledger(card);
    const over = await withdraw({ currency: 'SGD', accountId: sgd, amount: '100000' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      errors: [{ field: 'amount', message: expect.stringContaining('more than you can withdraw now') }],
    });
    for (const amount of ['0', '-5', '12.345', 'abc', '', '1000000000000.01']) {
      const res = await withdraw({ currency: 'SGD', accountId: sgd, amount });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().code, amount).toBe('VALIDATION_ERROR');
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: `${V1}/cards/customer/withdraw`,
      headers: a,
      payload: { currency: 'SGD', accountId: sgd, amount: '1' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await ledger(card)).toBe(available);
  });

  it('refuses another business’s account, a currency with no card balance, an account in another currency', async () => {
    const usd = await fundAccount(t.db, client, 'USD', 100_00n);
    const before = await counts();
    const theirs = await withdraw({ currency: 'SGD', accountId: theirSgd, amount: '1' });
    expect(theirs.statusCode).toBe(404);
    expect((await withdraw({ currency: 'SGD', accountId: 'not-an-id', amount: '1' })).statusCode).toBe(404);
    const noCard = await withdraw({ currency: 'USD', accountId: usd, amount: '1' });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().errors).toEqual([{ field: 'currency', message: 'You have no USD card balance.' }]);
    const mismatch = await withdraw({ currency: 'SGD', accountId: usd, amount: '1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toMatchObject({ field: 'accountId' });
    // Another business cannot reach this one's balance through its own account either.
    expect((await withdraw({ currency: 'SGD', accountId: sgd, amount: '1' }, { headers: b })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses a closed destination account; the card balance then has no destination', async () => {
    const {
      client: eur,
      user: eurUser,
      headers: h,
    } = await signedInBusiness(t, { client: { name: 'Closed Account Pte Ltd' } });
    const { accountId } = await fundCardBalance(t.db, eur, 'EUR', 40_00n);
    await closeAccount(t.deps, callerFor(eur, eurUser), { accountId });
    expect((await balances(h))[0]).toMatchObject({ currency: 'EUR', destination: null });
    const res = await withdraw({ currency: 'EUR', accountId, amount: '10' }, { headers: h });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACCOUNT_CLOSED');
  });

  it('answers a replay with the first withdrawal and moves the money once; another body under the key is refused', async () => {
    const before = await ledger(card);
    const body = { currency: 'SGD', accountId: sgd, amount: '10.00' };
    const first = await withdraw(body, { key: 'card-replay' });
    const again = await withdraw(body, { key: 'card-replay' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ledger(card)).toBe(before - 10_00n);
    const changed = await withdraw({ ...body, amount: '11.00' }, { key: 'card-replay' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ledger(card)).toBe(before - 10_00n);
  });

  it('lets only one of two withdrawals racing for the same money through, never overdrawing the card balance', async () => {
    const { client: racer, headers: h } = await signedInBusiness(t, { client: { name: 'Racing Cards Pte Ltd' } });
    const { cardBalanceId, accountId } = await fundCardBalance(t.db, racer, 'SGD', 100_00n);
    const results = await Promise.all([
      withdraw({ currency: 'SGD', accountId, amount: '60' }, { headers: h }),
      withdraw({ currency: 'SGD', accountId, amount: '60' }, { headers: h }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await ledger(cardBalanceId)).toBe(40_00n);
    expect(await ledger(accountId)).toBe(60_00n);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
  });

  it('never lets a top-up take more than the currency account holds (the ledger refuses it)', async () => {
    await expect(
      ledgerTx(t.db, (tx) =>
        topUpCardBalanceInTx(
          tx,
          { clientId: client.id, userId: null },
          { accountId: sgd, amount: 10n ** 12n, at: new Date() },
        ),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  });

  it('keeps every ledger invariant', async () => {
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
    expect(await inconsistentAccounts(t.db)).toEqual([]);
  });
});

describe('[CARD BALANCES] what the database itself refuses', () => {
  it('never lets a card balance go below zero, whatever books against it', async () => {
    const available = await ledger(card);
    await expect(
      ledgerTx(t.db, (tx) =>
        book(tx, [
          {
            id: randomUUID(),
            debitAccountId: card,
            creditAccountId: sgd,
            amount: available + 1n,
            currency: 'SGD',
            code: 'CARD',
          },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await ledger(card)).toBe(available);
  });

  it('keeps card balances a business’s own, never-overdrawn CARD_BALANCE accounts', async () => {
    const insert = (clientId: string | null, mustNotOverdraw: boolean) =>
      t.db.query(
        `INSERT INTO ledger_accounts (id, client_id, currency, kind, must_not_overdraw)
         VALUES ($1, $2, 'SGD', 'CARD_BALANCE', $3)`,
        [randomUUID(), clientId, mustNotOverdraw],
      );
    await expect(insert(null, true)).rejects.toMatchObject({ constraint: 'ledger_accounts_client_kind' });
    await expect(insert(client.id, false)).rejects.toMatchObject({ constraint: 'ledger_accounts_client_no_overdraft' });
    // A card balance record cannot name a currency account's (CLIENT) ledger account, nor another business's.
    const record = (id: string, clientId: string) =>
      t.db.query(`INSERT INTO card_balances (id, client_id, currency, created_at) VALUES ($1, $2, 'JPY', now())`, [
        id,
        clientId,
      ]);
    await expect(record(sgd, client.id)).rejects.toMatchObject({ constraint: 'card_balances_ledger_account' });
    const unrecorded = randomUUID();
    await openCardBalanceLedgerAccount(t.db, { id: unrecorded, clientId: client.id, currency: 'JPY' });
    await expect(record(unrecorded, other.id)).rejects.toMatchObject({ constraint: 'card_balances_ledger_account' });
  });
});

describe('[CARD WITHDRAW] who may use card balances', () => {
  const all = (headers: Record<string, string>) =>
    Promise.all([
      t.app.inject({ method: 'GET', url: `${V1}/cards/wallet-balance`, headers }),
      t.app.inject({ method: 'GET', url: `${V1}/cards/customer/withdrawals`, headers }),
      withdraw({ currency: 'SGD', accountId: sgd, amount: '1' }, { headers }),
    ]);

  it('refuses a business whose entity the cards flag is off for, as any page it may not open', async () => {
    const h = (await signedInBusiness(t, { client: { entity: 'HK', name: 'Harbour Cards Ltd' } })).headers;
    for (const res of await all(h)) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses a business still in compliance, and a user without the cards menu', async () => {
    const h = (await signedInBusiness(t, { client: { status: 'COMPLIANCE_IN_PROGRESS' } })).headers;
    for (const res of await all(h)) expect(res.statusCode).toBe(403);
    const noCards = (await signInAs(t, await createUser(t.db, client, { menus: ['/r/dashboard'] }))).headers;
    for (const res of await all(noCards)) expect(res.statusCode).toBe(403);
  });

  it('lets a cards-only user of the business read and withdraw', async () => {
    const h = (await signInAs(t, await createUser(t.db, client, { roles: ['cards'], menus: [...CARD_MENUS] }))).headers;
    expect((await balances(h)).map((x) => x.currency)).toEqual(['SGD']);
    expect((await withdraw({ currency: 'SGD', accountId: sgd, amount: '1' }, { headers: h })).statusCode).toBe(201);
  });

  it('shows the demo SG admin SGD and USD card balances with recent withdrawals', async () => {
    const h = (await signIn(t, 'admin@demo.test')).headers;
    const list = await balances(h);
    expect(list.map((x) => x.currency)).toEqual(['SGD', 'USD']);
    expect(list.every((x) => x.destination !== null && BigInt(x.available.amountMinor) > 0n)).toBe(true);
    expect((await recent(h)).map((w) => w.amount.currency)).toEqual(['USD', 'SGD']);
  });
});
