import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import type { TForwardQuote } from '@corridor/contracts/fx-hedging/forward-contracts';
import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { todayIn } from '@corridor/domain/dates';
import { convert } from '@corridor/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveFxHedging,
  fundAccount,
  openAccount,
  signedInBusiness,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { getBalances } from '../../ledger/ledger.service.ts';

const V1 = '/smebackend/api/v1';
const H = `${V1}/fx-hedging`;
const DAY = 86_400_000;
let t: TestApp;
let client: TestClient;
let user: TestUser;
let a: Record<string, string>;
let b: Record<string, string>;
let pending: Record<string, string>;
let sgd: string;
let usd: string;
let jpy: string;
let otherSgd: string;
let otherUsd: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    client,
    user,
    headers: a,
  } = await signedInBusiness(t, { client: { name: 'Forward Test Pte Ltd' }, user: { name: 'Felix Forward' } }));
  await approveFxHedging(t.db, client, user);
  sgd = await fundAccount(t.db, client, 'SGD', 5_000_00n);
  usd = await openAccount(t.db, client, 'USD');
  jpy = await openAccount(t.db, client, 'JPY');

  const other = await signedInBusiness(t);
  await approveFxHedging(t.db, other.client, other.user);
  otherSgd = await fundAccount(t.db, other.client, 'SGD', 1_000_00n);
  otherUsd = await openAccount(t.db, other.client, 'USD');
  b = other.headers;

  // Onboarded with the partner but not approved yet.
  pending = (await signedInBusiness(t)).headers;
});
afterAll(() => t.close());

const today = () => todayIn('+08:00', t.clock.now());
const inDays = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

async function quote(source: string, destination: string, maturity: string, headers = a) {
  t.clock.advance(1000);
  return t.app.inject({
    method: 'GET',
    url: `${H}/forward-quote?source_currency=${source}&destination_currency=${destination}&maturity_date=${maturity}`,
    headers,
  });
}
const quoted = async (source: string, destination: string, maturity: string, headers = a) =>
  (await quote(source, destination, maturity, headers)).json() as TForwardQuote;
const book = (payload: object, key: string | null = crypto.randomUUID(), headers = a) =>
  t.app.inject({
    method: 'POST',
    url: `${H}/forward-contracts`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });
async function bookable(amount: Record<string, string> = { source_amount: '1000' }, maturity = inDays(30)) {
  const q = await quoted('SGD', 'USD', maturity);
  return {
    source_account_id: sgd,
    destination_account_id: usd,
    maturity_date: maturity,
    rate_signature: q.rate_signature,
    ...amount,
  };
}
const contractCount = async (id = client.id) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM forward_contracts WHERE client_id = $1', [id]))
    .rows[0]!.n;
async function ledger() {
  const m = await getBalances(t.db, [sgd, usd]);
  return { sgd: m.get(sgd)!.available, usd: m.get(usd)!.available };
}

describe('[FORWARDS] quotes', () => {
  it('quotes the client’s spot rate moved by the partner’s forward points, signed and good for 30 s', async () => {
    const q = await quoted('SGD', 'USD', inDays(90));
    // At the same instant (the sandbox's mid rates move from second to second).
    const spot = (
      await t.app.inject({
        method: 'GET',
        url: `${V1}/lockFx/getFxRate?source_currency=SGD&destination_currency=USD`,
        headers: a,
      })
    ).json() as TFxQuote;
    expect(q).toMatchObject({
      source_currency: 'SGD',
      destination_currency: 'USD',
      spot_rate: spot.fx_rate,
      margin: spot.margin,
      maturity_date: inDays(90),
      tenor_days: 90,
      rate_signature: expect.stringMatching(/^fwd1\./),
    });
    // USD pays more interest than SGD in the sandbox: SGD buys more dollars forward than spot.
    expect(Number(q.forward_points)).toBeGreaterThan(0);
    expect(Date.parse(q.expires_at) - Date.parse(q.quoted_at)).toBe(30_000);
  });

  it('refuses a maturity beyond six months, today, an unknown currency and the same currency twice', async () => {
    const tooFar = await quote('SGD', 'USD', inDays(200));
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors[0]).toMatchObject({
      field: 'maturity_date',
      message: expect.stringMatching(
        /^A rate can be locked for at most 6 months: choose a date up to \d\d \w{3} \d{4}\.$/,
      ),
    });
    const now = await quote('SGD', 'USD', today());
    expect(now.json().errors[0]).toEqual({ field: 'maturity_date', message: 'Choose a maturity date after today.' });
    const unknown = await quote('SGD', 'XYZ', inDays(30));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'destination_currency', message: 'Unknown currency' });
    const same = await quote('SGD', 'SGD', inDays(30));
    expect(same.json().errors[0]).toEqual({
      field: 'destination_currency',
      message: 'Source and destination currencies must be different',
    });
    expect((await quote('SGD', 'USD', '2026-02-30')).statusCode).toBe(400);
  });

  it('is for approved businesses only', async () => {
    const res = await quote('SGD', 'USD', inDays(30), pending);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('FX_HEDGING_NOT_APPROVED');
  });
});

describe('[FORWARDS] booking', () => {
  it('books at the quoted forward rate with both amounts fixed, moving and reserving no money', async () => {
    const before = await ledger();
    const body = await bookable({ source_amount: '1,000' }, inDays(45));
    const res = await book(body);
    expect(res.statusCode).toBe(201);
    const c = res.json() as TForwardContract;
    const q = (
      await t.db.query<{ fx_rate: string }>('SELECT fx_rate::text FROM forward_contracts WHERE id = $1', [c._id])
    ).rows[0]!;
    expect(c).toMatchObject({
      status: 'BOOKED',
      fixed_side: 'source',
      maturity_date: inDays(45),
      source_account: { _id: sgd, currency: 'SGD' },
      destination_account: { _id: usd, currency: 'USD' },
      source_amount: { currency: 'SGD', amountMinor: '100000', display: '1,000.00' },
      destination_amount: {
        currency: 'USD',
        amountMinor: convert(100_000n, 'SGD', 'USD', q.fx_rate, 'down').toString(),
      },
      created_by: { name: 'Felix Forward' },
      can_cancel: true,
      failure_reason: null,
      exchange_id: null,
      partner_contract_id: expect.stringMatching(/^HSF-/),
    });
    expect(c.contract_number).toMatch(/^FWD-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await ledger()).toEqual(before);
  });

  it('books once for one Idempotency-Key: the same answer again, another body refused', async () => {
    const count = await contractCount();
    const key = crypto.randomUUID();
    const body = await bookable({ destination_amount: '250.50' });
    const first = await book(body, key);
    expect(first.statusCode).toBe(201);
    const again = await book(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await book({ ...body, destination_amount: '251' }, key);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await contractCount()).toBe(count + 1);
    expect((await book(body, null)).statusCode).toBe(400);
  });

  it('refuses negative, zero, over-precise and too large amounts in their own currency, writing nothing', async () => {
    const count = await contractCount();
    for (const [amount, message] of [
      [{ source_amount: '-5' }, /./],
      [{ source_amount: '0' }, /./],
      [{ source_amount: '10.001' }, /decimal/i],
      [{ source_amount: 'abc' }, /./],
      [{ source_amount: '5000000000000' }, /./],
    ] as const) {
      const res = await book(await bookable(amount));
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'source_amount', message: expect.stringMatching(message) });
    }
    // JPY has no minor unit: a yen amount with decimals is refused.
    const q = await quoted('JPY', 'SGD', inDays(10));
    const yen = await book({
      source_account_id: jpy,
      destination_account_id: sgd,
      maturity_date: inDays(10),
      rate_signature: q.rate_signature,
      source_amount: '1000.5',
    });
    expect(yen.statusCode).toBe(400);
    expect((await book({ ...(await bookable()), source_amount: '1', destination_amount: '1' })).statusCode).toBe(400);
    expect(await contractCount()).toBe(count);
  });

  it("refuses another business's accounts (404), its quotes, a spot quote, an expired one and a mismatched one", async () => {
    const count = await contractCount();
    const body = await bookable();
    expect((await book({ ...body, source_account_id: otherSgd })).statusCode).toBe(404);
    expect((await book({ ...body, destination_account_id: otherUsd })).statusCode).toBe(404);
    expect((await book({ ...body, source_account_id: 'not-an-id' })).statusCode).toBe(404);
    // Their quote, booked by us: the signature names their business.
    const theirs = await quoted('SGD', 'USD', inDays(30), b);
    expect((await book({ ...body, rate_signature: theirs.rate_signature })).json().code).toBe('FX_QUOTE_INVALID');
    // A spot quote is signed by the same key but is not a forward quote.
    const spot = (
      await t.app.inject({
        method: 'GET',
        url: `${V1}/lockFx/getFxRate?source_currency=SGD&destination_currency=USD`,
        headers: a,
      })
    ).json() as TFxQuote;
    expect((await book({ ...body, rate_signature: spot.rate_signature })).json().code).toBe('FX_QUOTE_INVALID');
    const tampered = body.rate_signature.replace(/\.([^.]+)\./, (_, p: string) => `.${p.slice(0, -2)}AA.`);
    expect((await book({ ...body, rate_signature: tampered })).json().code).toBe('FX_QUOTE_INVALID');
    expect((await book({ ...body, maturity_date: inDays(31) })).json().errors[0].field).toBe('maturity_date');
    expect((await book({ ...body, destination_account_id: jpy })).json().errors[0]).toEqual({
      field: 'rate_signature',
      message: 'This quote is for SGD to USD.',
    });
    expect((await book({ ...body, destination_account_id: sgd })).json().errors[0].field).toBe(
      'destination_account_id',
    );
    t.clock.advance(31_000);
    expect((await book(body)).json().code).toBe('FX_QUOTE_EXPIRED');
    expect(await contractCount()).toBe(count);
  });

  it('passes on the partner’s refusal of a notional ending in 66, and books nothing', async () => {
    const count = await contractCount();
    const res = await book(await bookable({ source_amount: '1000.66' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'FX_HEDGE_REFUSED',
      message: 'The hedging partner declined this contract: it is over the credit line set for your business.',
      errors: [{ field: 'source_amount' }],
    });
    expect(await contractCount()).toBe(count);
  });

  it('needs the partner’s approval to book', async () => {
    const res = await book(await bookable(), crypto.randomUUID(), pending);
    expect(res.json().code).toBe('FX_HEDGING_NOT_APPROVED');
  });
});

describe('[FORWARDS] list, details and cancellation', () => {
  it('lists booked contracts by nearest maturity with their amounts, pages them, and shows one by id', async () => {
    const late = (await book(await bookable({ source_amount: '10' }, inDays(150)))).json() as TForwardContract;
    const soon = (await book(await bookable({ source_amount: '20' }, inDays(2)))).json() as TForwardContract;
    const list = await t.app.inject({ method: 'GET', url: `${H}/forward-contracts?limit=100`, headers: a });
    const rows = list.json().rows as TForwardContract[];
    expect(rows[0]!._id).toBe(soon._id);
    const maturities = rows.map((r) => r.maturity_date);
    expect(maturities).toEqual([...maturities].sort());
    expect(rows.some((r) => r._id === late._id)).toBe(true);
    expect(list.json().total).toBe(rows.length);
    const page2 = await t.app.inject({ method: 'GET', url: `${H}/forward-contracts?limit=1&page=2`, headers: a });
    expect(page2.json().rows[0]._id).toBe(rows[1]!._id);
    const one = await t.app.inject({ method: 'GET', url: `${H}/forward-contracts/${soon._id}`, headers: a });
    expect(one.json()).toEqual(soon);
    // Another business sees none of them, and their detail is a 404.
    const theirs = await t.app.inject({ method: 'GET', url: `${H}/forward-contracts`, headers: b });
    expect(theirs.json().rows).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `${H}/forward-contracts/${soon._id}`, headers: b })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${H}/forward-contracts/nope`, headers: a })).statusCode).toBe(
      404,
    );
  });

  it('cancels a contract on the day it was booked, once; another business cannot; the next day it is binding', async () => {
    const c = (await book(await bookable({ source_amount: '30' }, inDays(20)))).json() as TForwardContract;
    const cancel = (headers = a, id = c._id) =>
      t.app.inject({ method: 'POST', url: `${H}/forward-contracts/${id}/cancel`, headers });
    expect((await cancel(b)).statusCode).toBe(404);
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', can_cancel: false, closed_at: expect.any(String) });
    expect((await cancel()).json().status).toBe('CANCELLED');

    const kept = (await book(await bookable({ source_amount: '40' }, inDays(20)))).json() as TForwardContract;
    t.clock.advance(DAY);
    a = (await signInAs(t, user)).headers; // a day on, the session has ended
    const late = await cancel(a, kept._id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'A forward contract can be cancelled only on the day it was booked. It settles on its maturity date.',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `${H}/forward-contracts/${kept._id}`, headers: a })).json(),
    ).toMatchObject({ status: 'BOOKED', can_cancel: false });
  });
});
