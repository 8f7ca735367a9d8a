import { randomUUID } from 'node:crypto';
import type { TCardWithdrawalDetail } from '@corridor/contracts/card-balances/card-withdraw';
import type { TTransactionRow, TTransactionsResponse } from '@corridor/contracts/transactions/transactions';
import { PATHS } from '@corridor/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  createClient,
  createUser,
  fundAccount,
  fundCardBalance,
  linkBankAccount,
  signedInBusiness,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import { importCardWithdrawalInTx } from '../card-balances/card-balances.service.ts';
import { receiptOf } from './transaction-receipt.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let user: TestUser;
let a: Record<string, string>;
let b: Record<string, string>;
let sgd: string;
/** The card withdrawal (id and FW reference) and a bank withdrawal of the same business. */
let card: { id: string; reference: string };
let bank: { id: string; reference: string };

const get = (url: string, headers = a) => t.app.inject({ method: 'GET', url: `${V1}${url}`, headers });
const list = async (body: object = {}, headers = a) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${V1}/reports/transactions/pagination`,
    headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TTransactionsResponse).rows;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ client, user, headers: a } = await signedInBusiness(t, { client: { name: 'Card Ledger Pte Ltd' } }));
  b = (await signedInBusiness(t)).headers;
  ({ accountId: sgd } = await fundCardBalance(t.db, client, 'SGD', 1_000_00n));

  // A bank withdrawal first, a minute apart, so both kinds of FW are in the list in a known order.
  await fundAccount(t.db, client, 'SGD', 500_00n);
  const bankAccountId = await linkBankAccount(t, a, client);
  const wd = await t.app.inject({
    method: 'POST',
    url: `${V1}/withdrawFund`,
    headers: { ...a, 'idempotency-key': randomUUID() },
    payload: { accountId: sgd, bankAccountId, amount: '75' },
  });
  expect(wd.statusCode, wd.body).toBe(201);
  bank = { id: wd.json()._id, reference: wd.json().reference };
  t.clock.advance(60_000);

  const cw = await t.app.inject({
    method: 'POST',
    url: `${V1}/cards/customer/withdraw`,
    headers: { ...a, 'idempotency-key': randomUUID() },
    payload: { currency: 'SGD', accountId: sgd, amount: '125.40' },
  });
  expect(cw.statusCode, cw.body).toBe(201);
  card = { id: cw.json()._id, reference: cw.json().reference };
});
afterAll(() => t.close());

describe('[TRANSACTIONS] card withdrawals in the list', () => {
  it('lists a card withdrawal as a completed withdraw from the card balance, beside the bank withdrawal', async () => {
    const rows = await list({ type: 'withdraw' });
    expect(rows.map((r) => r.transactionId)).toEqual([card.reference, bank.reference]);
    const [cardRow, bankRow] = rows as [TTransactionRow, TTransactionRow];
    expect(cardRow).toMatchObject({
      id: card.id,
      transactionType: 'withdraw',
      transactionTypeLabel: 'Withdrawal',
      beneficiaryName: 'From your SGD card balance',
      sourceAmount: { currency: 'SGD', amountMinor: '12540', display: '125.40' },
      destinationAmount: { currency: 'SGD', amountMinor: '12540' },
      transactionAmount: { currency: 'SGD', amountMinor: '12540' },
      feeAmount: { currency: 'SGD', amountMinor: '0' },
      status: 'COMPLETED',
      statusLabel: 'Completed',
      progressLabel: 'Completed',
      isFinal: true,
      payoutMethod: null,
      isFromCardBalance: true,
      detailPath: `/r/transactions/${card.id}`,
    });
    expect(cardRow.transactionId).toMatch(/^FW\d{10,11}$/);
    expect(bankRow.isFromCardBalance).toBe(false);
    // It is in "All" too, and the other filters find it by what the list shows.
    expect((await list()).map((r) => r.id)).toContain(card.id);
    expect((await list({ status: 'COMPLETED' })).map((r) => r.id)).toEqual([card.id]);
    expect((await list({ search: 'card balance' })).map((r) => r.id)).toEqual([card.id]);
    expect((await list({ search: card.reference })).map((r) => r.id)).toEqual([card.id]);
    expect((await list({ type: 'withdraw', currency: 'USD' })).map((r) => r.id)).toEqual([]);
  });

  it('exports it in the CSV with its amounts and status', async () => {
    const res = await get('/reports/transactions?type=withdraw');
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Withdrawal,${card.reference},,"[^"]+",From your SGD card balance,SGD,125\\.40,SGD,125\\.40,SGD,125\\.40,0\\.00,Completed,,$`,
      ),
    );
  });

  it('is another business’s to nobody: not in their list, CSV, detail or receipt', async () => {
    expect(await list({ type: 'withdraw' }, b)).toEqual([]);
    // Only the header line.
    expect((await get('/reports/transactions?type=withdraw', b)).body.split('\r\n')).toHaveLength(1);
    const unknown = await get(`/cards/customer/withdrawals/${randomUUID()}`, b);
    expect(unknown.statusCode).toBe(404);
    for (const id of [card.id, card.reference]) {
      for (const url of [`/reports/transactions/${id}`, `/reports/transactions/${id}/receipt`]) {
        expect((await get(url, b)).statusCode, url).toBe(404);
      }
      const theirs = await get(`/cards/customer/withdrawals/${id}`, b);
      expect([theirs.statusCode, theirs.json()]).toEqual([404, unknown.json()]);
    }
  });
});

describe('[TRANSACTIONS] a card withdrawal’s detail', () => {
  it('opens by id or FW reference as the list’s row, and the card withdrawal in full with its §4 tracker', async () => {
    const row = (await get(`/reports/transactions/${card.reference}`)).json() as TTransactionRow;
    expect(row).toMatchObject({ id: card.id, isFromCardBalance: true, status: 'COMPLETED' });
    expect((await get(`/reports/transactions/${card.id}`)).json()).toEqual(row);

    for (const id of [card.id, card.reference]) {
      const res = await get(`/cards/customer/withdrawals/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const w = res.json() as TCardWithdrawalDetail;
      expect(w).toMatchObject({
        _id: card.id,
        reference: card.reference,
        status: 'COMPLETED',
        statusLabel: 'Completed',
        amount: { currency: 'SGD', display: '125.40' },
        card_balance: { currency: 'SGD' },
        destination_account: { _id: sgd, currency: 'SGD' },
        created_at: row.createdAt,
        updated_at: row.createdAt,
      });
      expect(w.tracker).toEqual([
        { key: 'withdrawal_initiated', label: 'Withdrawal initiated', state: 'done', at: row.createdAt },
        { key: 'withdrawal_complete', label: 'Withdrawal complete', state: 'done', at: row.createdAt },
      ]);
    }
    // A bank withdrawal's reference is not a card withdrawal's, and neither is junk.
    for (const id of [bank.reference, bank.id, 'FW12', 'nope']) {
      expect((await get(`/cards/customer/withdrawals/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('gives a receipt naming the card balance and the account, with the tracker', async () => {
    const r = await receiptOf(t.deps, callerFor(client, user), card.reference);
    expect(r.title).toBe('Withdrawal receipt');
    expect(r.lines).toEqual(
      expect.arrayContaining([
        ['Transaction ID', card.reference],
        ['Status', 'Completed'],
        ['Amount', '125.40 SGD'],
        ['From', 'Your SGD card balance'],
        ['To account', expect.stringMatching(/^SGD \S+$/)],
      ]),
    );
    expect(r.steps.map((s) => s.label)).toEqual(['Withdrawal initiated', 'Withdrawal complete']);
    const pdf = await get(`/reports/transactions/${card.id}/receipt`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The bank withdrawal's receipt is still the bank withdrawal's.
    const bankReceipt = await receiptOf(t.deps, callerFor(client, user), bank.id);
    expect(bankReceipt.lines.map(([label]) => label)).toContain('To bank');
  });

  it('is read from Transactions without the cards menu, and by nobody without either', async () => {
    const txOnly = (await signInAs(t, await createUser(t.db, client, { menus: [PATHS.transactions] }))).headers;
    expect((await get(`/cards/customer/withdrawals/${card.reference}`, txOnly)).statusCode).toBe(200);
    expect((await get(`/cards/customer/withdrawals`, txOnly)).statusCode).toBe(403);
    const neither = (await signInAs(t, await createUser(t.db, client, { menus: [PATHS.dashboard] }))).headers;
    expect((await get(`/cards/customer/withdrawals/${card.reference}`, neither)).statusCode).toBe(403);
  });

  it('stays readable where the cards area is off: it is a movement of the currency account all the same', async () => {
    // An HK business (the cards flag is off for HK) with a card withdrawal from before, booked by the service.
    const hk = await createClient(t.db, { entity: 'HK', name: 'Harbour Card History Ltd' });
    const hkUser = await createUser(t.db, hk);
    const { accountId } = await fundCardBalance(t.db, hk, 'HKD', 300_00n);
    const id = await ledgerTx(t.db, (tx) =>
      importCardWithdrawalInTx(tx, callerFor(hk, hkUser), {
        currency: 'HKD',
        accountId,
        amount: '20',
        at: t.clock.now(),
      }),
    );
    const h = (await signInAs(t, hkUser)).headers;
    expect((await get('/cards/customer/withdrawals', h)).statusCode).toBe(403);
    expect((await list({ type: 'withdraw' }, h)).map((r) => [r.id, r.beneficiaryName])).toEqual([
      [id, 'From your HKD card balance'],
    ]);
    const res = await get(`/cards/customer/withdrawals/${id}`, h);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TCardWithdrawalDetail).amount.display).toBe('20.00');
  });
});
