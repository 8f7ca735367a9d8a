import type { TExchange } from '@corridor/contracts/fx/fx-common';
import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { HOLD_DEFAULT_DAYS } from '@corridor/domain/fx';
import { convert } from '@corridor/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundAccount,
  openAccount,
  signedInBusiness,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { getBalances } from '../../ledger/ledger.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let user: TestUser;
let a: Record<string, string>;
let b: Record<string, string>;
let sgd: string;
let usd: string;
let eur: string;
let jpy: string;
let otherSgd: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    client,
    user,
    headers: a,
  } = await signedInBusiness(t, { client: { name: 'Exchange Test Pte Ltd' }, user: { name: 'Ada Exchanger' } }));
  sgd = await fundAccount(t.db, client, 'SGD', 1_000_00n);
  usd = await openAccount(t.db, client, 'USD');
  eur = await openAccount(t.db, client, 'EUR');
  jpy = await openAccount(t.db, client, 'JPY');
  const other = await signedInBusiness(t);
  otherSgd = await fundAccount(t.db, other.client, 'SGD', 1_000_00n);
  b = other.headers;
});
afterAll(() => t.close());

async function hold(source: string, destination: string, headers = a) {
  t.clock.advance(1000); // a new instant, a new quote
  const q = (
    await t.app.inject({
      method: 'GET',
      url: `${V1}/lockFx/getFxRate?source_currency=${source}&destination_currency=${destination}`,
      headers,
    })
  ).json() as TFxQuote;
  const res = await t.app.inject({
    method: 'POST',
    url: `${V1}/lockFxRate`,
    headers,
    payload: { rate_signature: q.rate_signature },
  });
  return res.json() as { fx_hold_id: string; fx_rate: string; status: string };
}
const bookFx = (payload: object, key: string | null = crypto.randomUUID(), headers = a) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/transactions/bookFx`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });
const holdStatus = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `${V1}/getHoldFx?fx_hold_id=${id}`, headers: a })).json().status;
async function balances() {
  const map = await getBalances(t.db, [sgd, usd, eur, jpy]);
  return { sgd: map.get(sgd)!.ledger, usd: map.get(usd)!.ledger, eur: map.get(eur)!.ledger, jpy: map.get(jpy)!.ledger };
}
const exchangeCount = async () =>
  Number(
    (await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM exchanges WHERE client_id = $1', [client.id])).rows[0]!
      .n,
  );

describe('[EXCHANGE] booking', () => {
  it('exchanges SGD into USD at the held rate through the FX position accounts, and uses up the hold', async () => {
    const h = await hold('SGD', 'USD');
    const before = await balances();
    const positions = await getBalances(t.db, [
      systemAccountId('FX_POSITION', 'SGD'),
      systemAccountId('FX_POSITION', 'USD'),
    ]);
    const res = await bookFx({
      source_account_id: sgd,
      destination_account_id: usd,
      source_amount: '100',
      fx_hold_id: h.fx_hold_id,
    });
    expect(res.statusCode).toBe(201);
    const x = res.json() as TExchange;
    const bought = convert(100_00n, 'SGD', 'USD', h.fx_rate, 'down');
    expect(x).toMatchObject({
      status: 'COMPLETED',
      fixed_side: 'source',
      fx_rate: h.fx_rate,
      fx_hold_id: h.fx_hold_id,
      source_account: { _id: sgd, currency: 'SGD' },
      destination_account: { _id: usd, currency: 'USD' },
      created_by: { _id: user.id, name: 'Ada Exchanger' },
    });
    expect(x.exchange_number).toMatch(/^FX-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(x.exchangeValue.destinationAmount.amountMinor).toBe(bought.toString());
    const after = await balances();
    expect(after.sgd).toBe(before.sgd - 100_00n);
    expect(after.usd).toBe(before.usd + bought);
    // Each currency balances on its own: what left the client is what the FX position gained, and vice versa.
    const positionsAfter = await getBalances(t.db, [
      systemAccountId('FX_POSITION', 'SGD'),
      systemAccountId('FX_POSITION', 'USD'),
    ]);
    expect(positionsAfter.get(systemAccountId('FX_POSITION', 'SGD'))!.ledger).toBe(
      positions.get(systemAccountId('FX_POSITION', 'SGD'))!.ledger + 100_00n,
    );
    expect(positionsAfter.get(systemAccountId('FX_POSITION', 'USD'))!.ledger).toBe(
      positions.get(systemAccountId('FX_POSITION', 'USD'))!.ledger - bought,
    );
    expect(await holdStatus(h.fx_hold_id)).toBe('USED');
    const legs = await t.db.query<{ code: string; business_type: string; business_id: string }>(
      'SELECT code, business_type, business_id FROM ledger_transfers WHERE business_id = $1',
      [x.exchange_number],
    );
    expect(legs.rows).toHaveLength(2);
    expect(legs.rows.every((l) => l.code === 'FX_CONVERSION' && l.business_type === 'exchange')).toBe(true);
  });

  it('books once for one Idempotency-Key: the same answer again, another body refused, balances moved once', async () => {
    const h = await hold('SGD', 'EUR');
    const key = crypto.randomUUID();
    const body = {
      source_account_id: sgd,
      destination_account_id: eur,
      destination_amount: '10',
      fx_hold_id: h.fx_hold_id,
    };
    const before = await balances();
    const first = await bookFx(body, key);
    expect(first.statusCode).toBe(201);
    const again = await bookFx(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await bookFx({ ...body, destination_amount: '11' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const after = await balances();
    const paid = BigInt(first.json().exchangeValue.sourceAmount.amountMinor);
    expect(after.sgd).toBe(before.sgd - paid);
    expect(after.eur).toBe(before.eur + 10_00n);
    // The same hold with a new key: it was used.
    const reuse = await bookFx(body);
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().code).toBe('FX_HOLD_USED');
  });

  it('needs an Idempotency-Key', async () => {
    const h = await hold('SGD', 'USD');
    const res = await bookFx(
      { source_account_id: sgd, destination_account_id: usd, source_amount: '1', fx_hold_id: h.fx_hold_id },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('Idempotency-Key');
  });

  it('refuses more than the balance with nothing written: the hold stays ACTIVE', async () => {
    const h = await hold('SGD', 'USD');
    const before = await balances();
    const count = await exchangeCount();
    const res = await bookFx({
      source_account_id: sgd,
      destination_account_id: usd,
      source_amount: '100000',
      fx_hold_id: h.fx_hold_id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', errors: [{ field: 'source_amount' }] });
    expect(await balances()).toEqual(before);
    expect(await exchangeCount()).toBe(count);
    expect(await holdStatus(h.fx_hold_id)).toBe('ACTIVE');
  });

  it("refuses another business's accounts and holds (404) and a hold of another pair", async () => {
    const h = await hold('SGD', 'USD');
    const theirs = await hold('SGD', 'USD', b);
    const base = { source_account_id: sgd, destination_account_id: usd, source_amount: '1', fx_hold_id: h.fx_hold_id };
    expect((await bookFx({ ...base, source_account_id: otherSgd })).statusCode).toBe(404);
    expect((await bookFx({ ...base, fx_hold_id: theirs.fx_hold_id })).statusCode).toBe(404);
    const wrongPair = await bookFx({ ...base, destination_account_id: eur });
    expect(wrongPair.statusCode).toBe(400);
    expect(wrongPair.json().errors).toEqual([{ field: 'fx_hold_id', message: 'This held rate is for SGD to USD.' }]);
    const sameAccount = await bookFx({ ...base, destination_account_id: sgd });
    expect(sameAccount.statusCode).toBe(400);
    expect(await holdStatus(h.fx_hold_id)).toBe('ACTIVE');
  });

  it('buys an exact amount of zero-decimal JPY, rounding the SGD paid up', async () => {
    const h = await hold('SGD', 'JPY');
    const res = await bookFx({
      source_account_id: sgd,
      destination_account_id: jpy,
      destination_amount: '10,000',
      fx_hold_id: h.fx_hold_id,
    });
    expect(res.statusCode).toBe(201);
    const x = res.json() as TExchange;
    expect(x.exchangeValue.destinationAmount).toMatchObject({
      amountMinor: '10000',
      display: '10,000',
      value: '10000',
    });
    const paid = BigInt(x.exchangeValue.sourceAmount.amountMinor);
    expect(convert(paid, 'SGD', 'JPY', h.fx_rate, 'down')).toBeGreaterThanOrEqual(10_000n);
    expect(convert(paid - 1n, 'SGD', 'JPY', h.fx_rate, 'down')).toBeLessThan(10_000n);
  });

  it('books one exchange for concurrent calls with one key, and one for concurrent calls on one hold', async () => {
    const before = await balances();
    const h1 = await hold('SGD', 'USD');
    const body1 = {
      source_account_id: sgd,
      destination_account_id: usd,
      source_amount: '5',
      fx_hold_id: h1.fx_hold_id,
    };
    const key = crypto.randomUUID();
    const sameKey = await Promise.all([bookFx(body1, key), bookFx(body1, key), bookFx(body1, key)]);
    expect(sameKey.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(sameKey.map((r) => r.json()._id)).size).toBe(1);
    const h2 = await hold('SGD', 'USD');
    const body2 = { ...body1, fx_hold_id: h2.fx_hold_id };
    const sameHold = await Promise.all([bookFx(body2), bookFx(body2), bookFx(body2)]);
    expect(sameHold.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect(sameHold.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'FX_HOLD_USED')).toBe(true);
    expect((await balances()).sgd).toBe(before.sgd - 2n * 5_00n);
  });

  it('leaves the ledger balanced per currency, with no overdrawn or inconsistent account', async () => {
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
    expect(await inconsistentAccounts(t.db)).toEqual([]);
  });

  it('answers a signed-out caller 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${V1}/transactions/bookFx`,
      headers: { source: 'sme' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('[EXCHANGE] list, details, statement', () => {
  const list = (payload: object, headers = a) =>
    t.app.inject({ method: 'POST', url: `${V1}/reports/bookfx/pagination`, headers, payload });

  it('pages the exchanges newest first by keyset, filtered by currency', async () => {
    const all = (await list({ limit: 100 })).json().rows as TExchange[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await list({ limit: 2 });
    expect(first.json().rows).toEqual(all.slice(0, 2));
    const second = await list({ limit: 2, cursor: first.json().nextCursor });
    expect(second.json().rows).toEqual(all.slice(2, 4));
    const toEur = (await list({ destination_currency: 'EUR' })).json().rows as TExchange[];
    expect(toEur.length).toBeGreaterThan(0);
    expect(toEur.every((x) => x.destination_currency === 'EUR')).toBe(true);
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await list({ from: tomorrow })).json().rows).toEqual([]);
    expect((await list({ to: tomorrow, from: '2020-01-01' })).json().rows.length).toBe(all.length);
    expect((await list({}, b)).json().rows).toEqual([]);
  });

  it('refuses a cursor it did not write', async () => {
    for (const cursor of ['garbage', Buffer.from(`x${crypto.randomUUID()}`).toString('base64url')]) {
      const res = await list({ cursor });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('cursor');
    }
  });

  it("shows one exchange by id; another business's id is a 404", async () => {
    const [x] = (await list({ limit: 1 })).json().rows as TExchange[];
    const res = await t.app.inject({ method: 'GET', url: `${V1}/bookfx/${x!._id}`, headers: a });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(x);
    expect((await t.app.inject({ method: 'GET', url: `${V1}/bookfx/${x!._id}`, headers: b })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${V1}/bookfx/nope`, headers: a })).statusCode).toBe(404);
  });

  it('shows each exchange in the account statement under its exchange number', async () => {
    const [x] = (await list({ limit: 1 })).json().rows as TExchange[];
    const statement = await t.app.inject({
      method: 'POST',
      url: `${V1}/reports/accountStatement/pagination`,
      headers: a,
      payload: { accountId: x!.source_account._id },
    });
    const row = (statement.json().rows as { transactionId: string; type: string; ledgerType: string }[]).find(
      (r) => r.transactionId === x!.exchange_number,
    );
    expect(row).toMatchObject({ type: 'FX_CONVERSION', ledgerType: 'DEBIT' });
  });
});

describe('[EXCHANGE] expired holds', () => {
  it('refuses a hold past its expiry even before the job marks it', async () => {
    const h = await hold('SGD', 'USD');
    t.clock.advance(HOLD_DEFAULT_DAYS * 86_400_000);
    a = (await signInAs(t, user)).headers; // sessions follow the clock too
    const res = await bookFx({
      source_account_id: sgd,
      destination_account_id: usd,
      source_amount: '1',
      fx_hold_id: h.fx_hold_id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('FX_HOLD_EXPIRED');
  });
});
