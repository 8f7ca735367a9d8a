import { randomUUID } from 'node:crypto';
import type { TExchange } from '@corridor/contracts/fx/fx-common';
import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { sourceFor } from '@corridor/domain/fx-math';
import { convert } from '@corridor/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createUser,
  fundAccount,
  openAccount,
  setAutoBookFx,
  setAutoBookFxOrder,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import type { Queryable } from '../../db/client.ts';
import type { AppError } from '../../errors.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { book, getBalances, ledgerTx } from '../../ledger/ledger.service.ts';
import { coverShortfallByAutoBookFx, type ShortfallRequest } from './auto-book-fx.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Business = { client: TestClient; user: TestUser; caller: { clientId: string; userId: string } };

/** A business with auto book-FX on (unless said) and its accounts funded as given, in minor units. */
async function business(funds: Record<string, bigint>, opts: { auto?: boolean } = {}) {
  const client = await createClient(t.db);
  const user = await createUser(t.db, client);
  await setAutoBookFx(t.db, client, opts.auto ?? true);
  const ids: Record<string, string> = {};
  for (const [currency, amount] of Object.entries(funds)) {
    ids[currency] =
      amount > 0n ? await fundAccount(t.db, client, currency, amount) : await openAccount(t.db, client, currency);
  }
  const b: Business = { client, user, caller: { clientId: client.id, userId: user.id } };
  return { ...b, ids };
}

/** Auto book-FX then the debit itself (a payout's, say), in one ledger transaction: what the payout will do. */
function coverAndDebit(b: Business, req: Omit<ShortfallRequest, 'reference'>, opts: { debit?: boolean } = {}) {
  return ledgerTx(t.db, async (tx) => {
    const exchanges = await coverShortfallByAutoBookFx(tx, t.deps, b.caller, { reference: 'Payout PO-TEST', ...req });
    if (opts.debit ?? true) await debit(tx, req.accountId, req.currency, req.amountMinor);
    return exchanges;
  });
}

function debit(tx: Queryable, accountId: string, currency: string, amount: bigint) {
  return book(tx, [
    {
      id: randomUUID(),
      debitAccountId: accountId,
      creditAccountId: systemAccountId('SETTLEMENT', currency),
      amount,
      currency,
      code: 'PAYOUT',
      reference: 'Payout PO-TEST',
    },
  ]);
}

async function available(...ids: string[]) {
  const map = await getBalances(t.db, ids);
  return ids.map((id) => map.get(id)!.available);
}

const amountOf = (x: TExchange, side: 'sourceAmount' | 'destinationAmount') =>
  BigInt(x.exchangeValue[side].amountMinor);

async function counts(clientId: string) {
  const { rows } = await t.db.query<{ exchanges: bigint; holds: bigint; transfers: bigint }>(
    `SELECT (SELECT count(*) FROM exchanges WHERE client_id = $1) AS exchanges,
       (SELECT count(*) FROM fx_holds WHERE client_id = $1) AS holds,
       (SELECT count(*) FROM ledger_transfers x JOIN ledger_accounts a ON a.id IN (x.debit_account_id, x.credit_account_id)
         WHERE a.client_id = $1) AS transfers`,
    [clientId],
  );
  return rows[0]!;
}

async function holdRow(id: string) {
  const { rows } = await t.db.query<{ status: string; fx_rate: string }>(
    'SELECT status, fx_rate::text AS fx_rate FROM fx_holds WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

/** A hold locked through the API (quote, then lockFxRate), as the payout screen's user would. */
async function lockedHold(user: TestUser, source: string, destination: string) {
  t.clock.advance(1000); // a new instant, a new quote
  const { headers } = await signInAs(t, user);
  const quote = (
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
    payload: { rate_signature: quote.rate_signature },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { fx_hold_id: string; fx_rate: string; status: string };
}

describe('[AUTO-BOOK-FX] covering a debit', () => {
  it('buys the shortfall from the first account in sequence, just enough, and the debit then goes through', async () => {
    const b = await business({ USD: 10_00n, SGD: 1_000_00n, EUR: 1_000_00n });
    await setAutoBookFxOrder(t.db, b.client, b.ids.EUR!, { sequence: 1 });
    await setAutoBookFxOrder(t.db, b.client, b.ids.SGD!, { sequence: 2 });
    const positions = [systemAccountId('FX_POSITION', 'EUR'), systemAccountId('FX_POSITION', 'USD')];
    const positionsBefore = await available(...positions);

    const [x, ...more] = await coverAndDebit(b, { accountId: b.ids.USD!, currency: 'USD', amountMinor: 50_00n });

    expect(more).toEqual([]);
    expect(x).toMatchObject({
      status: 'COMPLETED',
      fixed_side: 'destination',
      source_account: { _id: b.ids.EUR, currency: 'EUR' },
      destination_account: { _id: b.ids.USD, currency: 'USD' },
      created_by: { _id: b.user.id },
    });
    expect(amountOf(x!, 'destinationAmount')).toBe(40_00n);
    const paid = amountOf(x!, 'sourceAmount');
    expect(paid).toBe(sourceFor(40_00n, 'EUR', 'USD', x!.fx_rate));
    // The debit took everything: 10.00 held + 40.00 bought; SGD untouched.
    expect(await available(b.ids.USD!, b.ids.EUR!, b.ids.SGD!)).toEqual([0n, 1_000_00n - paid, 1_000_00n]);
    // The rate is on record as a hold made on the spot and used at once.
    expect(await holdRow(x!.fx_hold_id)).toEqual({ status: 'USED', fx_rate: x!.fx_rate });
    // The same two legs as bookFx, through the FX position accounts, saying they were automatic.
    const legs = await t.db.query<{ code: string; business_type: string; reference: string; amount: bigint }>(
      'SELECT code, business_type, reference, amount FROM ledger_transfers WHERE business_id = $1 ORDER BY currency',
      [x!.exchange_number],
    );
    expect(legs.rows.map((l) => [l.code, l.business_type, l.amount])).toEqual([
      ['FX_CONVERSION', 'exchange', paid],
      ['FX_CONVERSION', 'exchange', 40_00n],
    ]);
    expect(legs.rows[0]!.reference).toMatch(/^Auto exchange EUR to USD at [\d.]+ for Payout PO-TEST$/);
    expect(await available(...positions)).toEqual([positionsBefore[0]! + paid, positionsBefore[1]! - 40_00n]);
  });

  it('does nothing when the account holds enough', async () => {
    const b = await business({ USD: 100_00n, SGD: 1_000_00n });
    const before = await counts(b.client.id);
    expect(await coverAndDebit(b, { accountId: b.ids.USD!, currency: 'USD', amountMinor: 100_00n })).toEqual([]);
    expect((await counts(b.client.id)).exchanges).toBe(before.exchanges);
  });

  it('walks the accounts by auto_bookfx_sequence, unnumbered ones last, skipping disable_auto_bookfx', async () => {
    const b = await business({ USD: 0n, SGD: 1_000_00n, EUR: 1_000_00n, GBP: 1_000_00n, AUD: 1_000_00n });
    await setAutoBookFxOrder(t.db, b.client, b.ids.GBP!, { sequence: 1, disabled: true });
    await setAutoBookFxOrder(t.db, b.client, b.ids.EUR!, { sequence: 3 });
    // SGD and AUD have no sequence: after EUR, AUD before SGD (by currency code).
    let [x] = await coverAndDebit(b, { accountId: b.ids.USD!, currency: 'USD', amountMinor: 1_00n });
    expect(x!.source_account.currency).toBe('EUR');

    await setAutoBookFxOrder(t.db, b.client, b.ids.EUR!, { disabled: true });
    [x] = await coverAndDebit(b, { accountId: b.ids.USD!, currency: 'USD', amountMinor: 1_00n });
    expect(x!.source_account.currency).toBe('AUD');

    await setAutoBookFxOrder(t.db, b.client, b.ids.SGD!, { sequence: 2 });
    [x] = await coverAndDebit(b, { accountId: b.ids.USD!, currency: 'USD', amountMinor: 1_00n });
    expect(x!.source_account.currency).toBe('SGD');
    // GBP, first in sequence but disabled, was never touched.
    expect(await available(b.ids.GBP!)).toEqual([1_000_00n]);
  });

  it('spills over: an account short of the rest converts all it has, exactly, and the next one the remainder', async () => {
    const b = await business({ USD: 5_00n, EUR: 20_00n, SGD: 1_000_00n });
    await setAutoBookFxOrder(t.db, b.client, b.ids.EUR!, { sequence: 1 });
    await setAutoBookFxOrder(t.db, b.client, b.ids.SGD!, { sequence: 2 });

    const [fromEur, fromSgd, ...more] = await coverAndDebit(b, {
      accountId: b.ids.USD!,
      currency: 'USD',
      amountMinor: 100_00n,
    });

    expect(more).toEqual([]);
    expect(fromEur).toMatchObject({ fixed_side: 'source', source_account: { currency: 'EUR' } });
    expect(amountOf(fromEur!, 'sourceAmount')).toBe(20_00n);
    const boughtWithEur = convert(20_00n, 'EUR', 'USD', fromEur!.fx_rate, 'down');
    expect(amountOf(fromEur!, 'destinationAmount')).toBe(boughtWithEur);
    expect(fromSgd).toMatchObject({ fixed_side: 'destination', source_account: { currency: 'SGD' } });
    expect(amountOf(fromSgd!, 'destinationAmount')).toBe(95_00n - boughtWithEur);
    expect(await available(b.ids.USD!, b.ids.EUR!, b.ids.SGD!)).toEqual([
      0n,
      0n,
      1_000_00n - amountOf(fromSgd!, 'sourceAmount'),
    ]);
  });

  it('does nothing with auto book-FX off: the debit then fails on its own', async () => {
    const b = await business({ USD: 10_00n, SGD: 1_000_00n }, { auto: false });
    const before = await counts(b.client.id);
    expect(
      await coverAndDebit(b, { accountId: b.ids.USD!, currency: 'USD', amountMinor: 50_00n }, { debit: false }),
    ).toEqual([]);
    await expect(
      coverAndDebit(b, { accountId: b.ids.USD!, currency: 'USD', amountMinor: 50_00n }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await counts(b.client.id)).toEqual(before);
    expect(await available(b.ids.USD!, b.ids.SGD!)).toEqual([10_00n, 1_000_00n]);
  });

  it('refuses with INSUFFICIENT_FUNDS when all the accounts together fall short, writing nothing', async () => {
    const b = await business({ USD: 10_00n, SGD: 20_00n, EUR: 20_00n });
    const h = await lockedHold(b.user, 'EUR', 'USD');
    const before = await counts(b.client.id);
    const err = (await coverAndDebit(b, {
      accountId: b.ids.USD!,
      currency: 'USD',
      amountMinor: 1_000_00n,
      holdIds: [h.fx_hold_id],
    }).catch((e) => e)) as AppError;
    expect(err.code).toBe('INSUFFICIENT_FUNDS');
    expect(await counts(b.client.id)).toEqual(before);
    expect(await available(b.ids.USD!, b.ids.SGD!, b.ids.EUR!)).toEqual([10_00n, 20_00n, 20_00n]);
    expect((await holdRow(h.fx_hold_id)).status).toBe('ACTIVE');
  });

  it('rolls the conversions back with the transaction when the debit after them fails', async () => {
    const b = await business({ USD: 10_00n, SGD: 1_000_00n });
    const before = await counts(b.client.id);
    const failing = ledgerTx(t.db, async (tx) => {
      await coverShortfallByAutoBookFx(tx, t.deps, b.caller, {
        accountId: b.ids.USD!,
        currency: 'USD',
        amountMinor: 50_00n,
        reference: 'Payout PO-TEST',
      });
      await debit(tx, b.ids.USD!, 'USD', 50_01n); // one cent more than was covered
    });
    await expect(failing).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await counts(b.client.id)).toEqual(before);
    expect(await available(b.ids.USD!, b.ids.SGD!)).toEqual([10_00n, 1_000_00n]);
  });

  it('books at the rate of a hold the caller passes for the pair and uses it up; other pairs at the live rate', async () => {
    const b = await business({ USD: 0n, EUR: 10_00n, SGD: 1_000_00n });
    await setAutoBookFxOrder(t.db, b.client, b.ids.EUR!, { sequence: 1 });
    await setAutoBookFxOrder(t.db, b.client, b.ids.SGD!, { sequence: 2 });
    const h = await lockedHold(b.user, 'EUR', 'USD');
    const unused = await lockedHold(b.user, 'GBP', 'USD');
    t.clock.advance(60_000); // the live rate moves on; the hold's does not

    const [fromEur, fromSgd] = await coverAndDebit(b, {
      accountId: b.ids.USD!,
      currency: 'USD',
      amountMinor: 50_00n,
      holdIds: [h.fx_hold_id, unused.fx_hold_id],
    });

    expect(fromEur).toMatchObject({ fx_hold_id: h.fx_hold_id, fx_rate: h.fx_rate });
    expect(amountOf(fromEur!, 'destinationAmount')).toBe(convert(10_00n, 'EUR', 'USD', h.fx_rate, 'down'));
    expect((await holdRow(h.fx_hold_id)).status).toBe('USED');
    expect((await holdRow(unused.fx_hold_id)).status).toBe('ACTIVE');
    expect(fromSgd!.fx_hold_id).not.toBe(h.fx_hold_id);
    expect((await holdRow(fromSgd!.fx_hold_id)).status).toBe('USED');

    // A used hold cannot fund another debit.
    const again = coverAndDebit(b, {
      accountId: b.ids.USD!,
      currency: 'USD',
      amountMinor: 1_00n,
      holdIds: [h.fx_hold_id],
    });
    await expect(again).rejects.toMatchObject({ code: 'FX_HOLD_USED' });
  });

  it("refuses another business's hold (404), a hold into another currency, and writes nothing", async () => {
    const b = await business({ USD: 0n, SGD: 1_000_00n });
    const other = await business({ SGD: 1_00n });
    const theirs = await lockedHold(other.user, 'SGD', 'USD');
    const wrongWay = await lockedHold(b.user, 'USD', 'SGD');
    const before = await counts(b.client.id);
    const req = { accountId: b.ids.USD!, currency: 'USD', amountMinor: 10_00n };
    await expect(coverAndDebit(b, { ...req, holdIds: [theirs.fx_hold_id] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(coverAndDebit(b, { ...req, holdIds: [wrongWay.fx_hold_id] })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'fx_hold_id', message: 'This held rate is for USD to SGD.' }],
    });
    expect(await counts(b.client.id)).toEqual(before);
    expect((await holdRow(theirs.fx_hold_id)).status).toBe('ACTIVE');
  });

  it("refuses another business's account as not found", async () => {
    const b = await business({ SGD: 1_000_00n });
    const other = await business({ USD: 0n });
    await expect(
      coverAndDebit(b, { accountId: other.ids.USD!, currency: 'USD', amountMinor: 1_00n }, { debit: false }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('buys a zero-decimal JPY shortfall exactly, the source rounded up', async () => {
    const b = await business({ JPY: 500n, SGD: 1_000_00n });
    const [x] = await coverAndDebit(b, { accountId: b.ids.JPY!, currency: 'JPY', amountMinor: 10_000n });
    expect(amountOf(x!, 'destinationAmount')).toBe(9_500n);
    expect(x!.exchangeValue.destinationAmount).toMatchObject({ amountMinor: '9500', display: '9,500' });
    const paid = amountOf(x!, 'sourceAmount');
    expect(convert(paid, 'SGD', 'JPY', x!.fx_rate, 'down')).toBeGreaterThanOrEqual(9_500n);
    expect(convert(paid - 1n, 'SGD', 'JPY', x!.fx_rate, 'down')).toBeLessThan(9_500n);
    expect(await available(b.ids.JPY!, b.ids.SGD!)).toEqual([0n, 1_000_00n - paid]);
  });

  it('leaves the ledger balanced per currency, with no overdrawn or inconsistent account', async () => {
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
    expect(await inconsistentAccounts(t.db)).toEqual([]);
  });
});
