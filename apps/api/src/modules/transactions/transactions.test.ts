import { randomUUID } from 'node:crypto';
import type { TTransactionRow, TTransactionsResponse } from '@corridor/contracts/transactions/transactions';
import { todayIn } from '@corridor/domain/dates';
import { EMPTY_TRANSACTIONS_MESSAGES } from '@corridor/domain/transactions/list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContact,
  createPayout,
  fundAccount,
  linkBankAccount,
  openAccount,
  signedInBusiness,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
const ZONE = '+08:00';
let t: TestApp;
let client: TestClient;
let user: TestUser;
let a: Record<string, string>;
let b: Record<string, string>;
let theirPayoutId: string;
const ids: Record<string, string> = {};

const post = (url: string, payload: object, headers = a, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}${url}`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });
const get = (url: string, headers = a) => t.app.inject({ method: 'GET', url: `${V1}${url}`, headers });
const list = async (body: object = {}, headers = a) => {
  const res = await post('/reports/transactions/pagination', body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TTransactionsResponse;
};

beforeAll(async () => {
  t = await createTestApp();
  ({
    client,
    user,
    headers: a,
  } = await signedInBusiness(t, { client: { name: 'Ledger Lane Pte Ltd', utcOffset: ZONE } }));
  const them = await signedInBusiness(t);
  b = them.headers;

  // Nothing yet: the first empty state.
  expect((await list()).emptyMessage).toBe(EMPTY_TRANSACTIONS_MESSAGES.noTransactions);

  await fundAccount(t.db, client, 'SGD', 1_000_000_00n);
  const usd = await openAccount(t.db, client, 'USD');
  const contact = await createContact(t.db, client, user, { beneficiary_name: 'Müller Maschinenbau GmbH' });
  const step = () => t.clock.advance(60_000);

  ids.send = (await createPayout(t, { client, user, contactId: contact, amount: '100' })).payment_id;
  step();
  ids.batch = (
    await createPayout(t, {
      client,
      user,
      contactId: contact,
      amount: '250',
      transaction: {},
    })
  ).payment_id;
  await t.db.query(`UPDATE payouts SET external_reference_id = 'BIZM_1764000000000' WHERE id = $1`, [ids.batch]);
  step();
  const funding = await post(
    '/funding',
    { accountId: (await sgdAccount()).id, amount: '100.99', method: 'bankTransfer' },
    a,
    randomUUID(),
  );
  expect(funding.statusCode, funding.body).toBe(201);
  ids.fund = funding.json()._id;
  step();
  const quote = (await get('/lockFx/getFxRate?source_currency=SGD&destination_currency=USD')).json();
  const hold = (await post('/lockFxRate', { rate_signature: quote.rate_signature })).json();
  const fx = await post(
    '/transactions/bookFx',
    {
      fx_hold_id: hold.fx_hold_id,
      source_account_id: (await sgdAccount()).id,
      destination_account_id: usd,
      source_amount: '500',
    },
    a,
    randomUUID(),
  );
  expect(fx.statusCode, fx.body).toBe(201);
  ids.exchange = fx.json()._id;
  step();
  const bank = await linkBankAccount(t, a, client);
  const wd = await post(
    '/withdrawFund',
    { accountId: (await sgdAccount()).id, bankAccountId: bank, amount: '75' },
    a,
    randomUUID(),
  );
  expect(wd.statusCode, wd.body).toBe(201);
  ids.withdraw = wd.json()._id;
  step();
  const sgd = await sgdAccount();
  await post('/settings/account/createVfa', { accountId: sgd.id, clientId: client.id });
  const inc = await post(
    '/dev/incoming-payment',
    { accountId: sgd.id, amount: '42.00', payerName: 'Acme Payer Ltd' },
    a,
    randomUUID(),
  );
  expect(inc.statusCode, inc.body).toBe(201);
  ids.received = inc.json().payment.id;

  theirPayoutId = (await createPayout(t, { client: them.client, user: them.user, fund: 1_000_00n, amount: '10' }))
    .payment_id;
});
afterAll(() => t.close());

async function sgdAccount() {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT id FROM currency_accounts WHERE client_id = $1 AND currency = 'SGD'`,
    [client.id],
  );
  return rows[0]!;
}

describe('[TRANSACTIONS] one list across every movement', () => {
  it('lists sends, money added, exchanges, withdrawals and receipts, newest first, with the §3 columns', async () => {
    const { rows, nextCursor, emptyMessage } = await list();
    expect(nextCursor).toBeNull();
    expect(emptyMessage).toBeNull();
    expect(rows.map((r) => r.transactionType)).toEqual([
      'virtual_account',
      'withdraw',
      'exchange',
      'fund',
      'send',
      'send',
    ]);
    const byType = (type: string) => rows.find((r) => r.transactionType === type)!;
    expect(byType('withdraw').transactionId).toMatch(/^FW\d{10,11}$/);
    expect(byType('fund').transactionId).toMatch(/^FD\d{10,11}$/);
    expect(byType('fund').status).toBe('AWAITING_FUNDS_BANK_PROXY');
    expect(byType('fund').progressLabel).toBe('Awaiting funds');
    expect(byType('fund').detailPath).toBe(`/r/funding/${ids.fund}`);
    expect(byType('exchange').transactionId).toMatch(/^FX-/);
    expect(byType('exchange').detailPath).toBe(`/r/exchange/${ids.exchange}`);
    expect(byType('virtual_account')).toMatchObject({ status: 'COMPLETED', beneficiaryName: 'Acme Payer Ltd' });
    expect(byType('virtual_account').detailPath).toMatch(/^\/r\/vra\/[0-9a-f-]{36}\/transactions\//);
    expect(byType('virtual_account').transactionId).toMatch(/^VA-[0-9A-F]{10}$/);
    const batch = rows.find((r) => r.id === ids.batch)!;
    expect(batch).toMatchObject({
      transactionType: 'send',
      batchId: 'BIZM_1764000000000',
      beneficiaryName: 'Müller Maschinenbau GmbH',
      status: 'PENDING',
      payoutMethod: expect.any(String),
      detailPath: `/r/transactions/${ids.batch}`,
    });
    expect(batch.sourceAmount).toMatchObject({ currency: 'SGD', display: '250.00' });
    expect(batch.destinationAmount.currency).toBe('EUR');
  });

  it('filters by type, status, currency, dates and search, with the second empty state', async () => {
    const types = async (body: object) => (await list(body)).rows.map((r: TTransactionRow) => r.transactionType);
    expect(await types({ type: 'send' })).toEqual(['send', 'send']);
    expect(await types({ type: 'fund' })).toEqual(['fund']);
    expect(await types({ type: 'withdraw' })).toEqual(['withdraw']);
    expect(await types({ type: 'exchange' })).toEqual(['exchange']);
    expect(await types({ type: 'virtual_account' })).toEqual(['virtual_account']);
    expect(await types({ status: 'COMPLETED' })).toEqual(['virtual_account', 'exchange']);
    expect(await types({ currency: 'USD' })).toEqual(['exchange']);
    expect(await types({ search: 'bizm_1764' })).toEqual(['send']);
    expect(await types({ search: 'müller' })).toEqual(['send', 'send']);
    expect(await types({ search: '100%' })).toEqual([]);
    const row = (await list()).rows[2]!;
    expect(await types({ search: row.transactionId })).toEqual(['exchange']);
    // The filter's days are the business's own (Singapore's): after 16:00 UTC that is already tomorrow.
    const day = todayIn(ZONE, new Date(row.createdAt));
    expect((await list({ from: day, to: day })).rows.length).toBeGreaterThan(0);
    const empty = await list({ from: '2001-01-01', to: '2001-01-31' });
    expect(empty).toEqual({ rows: [], nextCursor: null, emptyMessage: EMPTY_TRANSACTIONS_MESSAGES.noMatches });
  });

  it('pages by keyset: every row once, in order; a forged cursor is a 400', async () => {
    const all = (await list()).rows.map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ limit: 4, ...(cursor ? { cursor } : {}) });
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all);
    for (const bad of [
      'nope',
      Buffer.from('2026-02-30T00:00:00.000000Z|00000000-0000-0000-0000-000000000000').toString('base64url'),
    ]) {
      const res = await post('/reports/transactions/pagination', { cursor: bad });
      expect(res.statusCode).toBe(400);
    }
    expect((await post('/reports/transactions/pagination', { from: '2026-02-01', to: '2026-01-01' })).statusCode).toBe(
      400,
    );
  });

  it('exports the same rows as CSV through the formula-safe writer', async () => {
    await t.db.query(`UPDATE payouts SET beneficiary_name = '=HYPERLINK("x")' WHERE id = $1`, [ids.send]);
    const res = await get('/reports/transactions?type=send');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Transaction type,Transaction ID,Batch ID,Created at,Beneficiary name,Source currency,Source amount,Destination currency,Destination amount,Transaction currency,Transaction amount,Fees,Status,Due by,Payout method',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(',SGD,250.00,EUR,');
    await t.db.query(`UPDATE payouts SET beneficiary_name = 'Müller Maschinenbau GmbH' WHERE id = $1`, [ids.send]);
  });

  it('answers a bad filter on the CSV with the list’s 400, not a file cut off after its header', async () => {
    for (const query of ['from=2026-02-30', 'to=0000-01-01', 'from=2026-02-01&to=2026-01-01']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${V1}/reports/transactions?${query}`,
        headers: { ...a, 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/json/);
      expect(res.json().code, query).toBe('VALIDATION_ERROR');
    }
  });
});

describe('[TRANSACTIONS] one transaction, its receipt, and other businesses', () => {
  it('finds a row by id or reference; another business’s is the same 404 as an unknown one', async () => {
    const byId = (await get(`/reports/transactions/${ids.withdraw}`)).json() as TTransactionRow;
    expect(byId.transactionType).toBe('withdraw');
    expect((await get(`/reports/transactions/${byId.transactionId}`)).json()).toEqual(byId);
    for (const url of [
      `/reports/transactions/${theirPayoutId}`,
      `/reports/transactions/${randomUUID()}`,
      `/reports/transactions/${theirPayoutId}/receipt`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    const theirs = await list({}, b);
    expect(theirs.rows.map((r) => r.id)).toEqual([theirPayoutId]);
    expect((await list({ search: 'BIZM_1764' }, b)).rows).toEqual([]);
    const csv = await get('/reports/transactions', b);
    expect(csv.body.split('\r\n')).toHaveLength(2);
  });

  it('gives a PDF receipt for each kind', async () => {
    for (const id of Object.values(ids)) {
      const res = await get(`/reports/transactions/${id}/receipt`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('cancels a payout through setCancelStatus and the list shows it cancelled', async () => {
    const res = await post('/settings/transactions/setCancelStatus', { payment_id: ids.batch }, a, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const row = (await get(`/reports/transactions/${ids.batch}`)).json() as TTransactionRow;
    expect(row).toMatchObject({ status: 'USER_REJECTED', statusLabel: 'Cancelled by you', isFinal: true });
    expect((await list({ status: 'USER_REJECTED' })).rows.map((r) => r.id)).toEqual([ids.batch]);
  });
});

describe('[TRANSACTIONS] the demo history', () => {
  it('names, on every entry of a demo business’s accounts, a record the transactions list has', async () => {
    // A card withdrawal (card balance → account, FW…) is a withdraw row like a bank one (035). A top-up (account →
    // card balance) is not listed: none of the §4 kinds and filters (send, fund, withdraw, exchange, virtual account,
    // payment requested) names money loaded onto a card, and it has no reference or detail page of its own (its
    // page, /n1-cards-add-money, is not built). The account statement shows it.
    const { rows } = await t.db.query<{ code: string; reference: string; business_id: string | null }>(
      `SELECT e.code, e.reference, e.business_id
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'CLIENT'
       JOIN users u ON u.client_id = e.client_id AND u.email IN ('admin@demo.test', 'au@demo.test', 'jp@demo.test')
       JOIN ledger_transfers x ON x.id = e.transfer_id
       LEFT JOIN transactions_list l ON l.client_id = e.client_id
         AND (l.reference = e.business_id OR l.id::text = e.business_id)
       WHERE l.id IS NULL AND x.business_type IS DISTINCT FROM 'card_top_up'`,
    );
    expect(rows).toEqual([]);
    const kinds = await t.db.query<{ type: string }>(
      `SELECT DISTINCT l.type FROM transactions_list l JOIN users u ON u.client_id = l.client_id
       WHERE u.email = 'admin@demo.test' ORDER BY 1`,
    );
    expect(kinds.rows.map((r) => r.type)).toEqual(['exchange', 'send', 'virtual_account', 'withdraw']);
  });
});
