import type { TForwardQuote } from '@corridor/contracts/fx-hedging/forward-contracts';
import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { todayIn } from '@corridor/domain/dates';
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
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { fxHedgingJobs, SETTLE_DUE_QUEUE } from './fx-hedging.jobs.ts';

const H = '/smebackend/api/v1/fx-hedging';
const DAY = 86_400_000;
const sweep = fxHedgingJobs.find((j) => j.queue === SETTLE_DUE_QUEUE)!;
const runSweep = () => sweep.run({}, t.deps);
let t: TestApp;
let client: TestClient;
let user: TestUser;
let headers: Record<string, string>;
let sgd: string;
let usd: string;
let eur: string;
const contracts: Record<'settles' | 'unfunded' | 'crash' | 'later' | 'twice', TForwardContract> = {} as never;

const today = () => todayIn('+08:00', t.clock.now());
const inDays = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

async function book(from: string, to: string, pair: [string, string], amount: string, days: number) {
  t.clock.advance(1000);
  const q = (
    await t.app.inject({
      method: 'GET',
      url: `${H}/forward-quote?source_currency=${pair[0]}&destination_currency=${pair[1]}&maturity_date=${inDays(days)}`,
      headers,
    })
  ).json() as TForwardQuote;
  const res = await t.app.inject({
    method: 'POST',
    url: `${H}/forward-contracts`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: {
      source_account_id: from,
      destination_account_id: to,
      source_amount: amount,
      maturity_date: inDays(days),
      rate_signature: q.rate_signature,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TForwardContract;
}
async function contract(id: string) {
  const { rows } = await t.db.query<{ status: string; exchange_id: string | null; failure_reason: string | null }>(
    'SELECT status, exchange_id, failure_reason FROM forward_contracts WHERE id = $1',
    [id],
  );
  return rows[0]!;
}
async function balances() {
  const m = await getBalances(t.db, [sgd, usd, eur]);
  return { sgd: m.get(sgd)!.ledger, usd: m.get(usd)!.ledger, eur: m.get(eur)!.ledger };
}
const exchangeCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM exchanges WHERE client_id = $1', [client.id]))
    .rows[0]!.n;
const mails = async () =>
  (
    await t.db.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM mail_messages WHERE recipient = $1 AND subject LIKE 'Forward contract%' ORDER BY id",
      [user.email],
    )
  ).rows;
/** The business's day `n` days after the contracts were booked (sessions end meanwhile: sign in again). */
async function dayAfterBooking(n: number, bookedAt: number) {
  t.clock.advance(bookedAt + n * DAY - t.clock.now().getTime());
  headers = (await signInAs(t, user)).headers;
}

let bookedAt: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, user, headers } = await signedInBusiness(t, {
    client: { name: 'Settlement Test Pte Ltd' },
    user: { name: 'Sam Settler' },
  }));
  await approveFxHedging(t.db, client, user);
  sgd = await fundAccount(t.db, client, 'SGD', 5_000_00n);
  usd = await openAccount(t.db, client, 'USD');
  eur = await openAccount(t.db, client, 'EUR');
  // Booked at the start of the business's day, so "n days on" is always inside the n-th day.
  t.clock.advance(Date.parse(`${today()}T00:00:00+08:00`) + DAY + 3_600_000 - t.clock.now().getTime());
  headers = (await signInAs(t, user)).headers;
  bookedAt = t.clock.now().getTime();
  contracts.settles = await book(sgd, usd, ['SGD', 'USD'], '1,000', 1);
  contracts.unfunded = await book(eur, usd, ['EUR', 'USD'], '100', 1);
  contracts.crash = await book(sgd, usd, ['SGD', 'USD'], '200', 3);
  contracts.twice = await book(sgd, usd, ['SGD', 'USD'], '300', 5);
  contracts.later = await book(sgd, usd, ['SGD', 'USD'], '400', 30);
});
afterAll(() => t.close());

describe('[SETTLEMENT] forward contracts settle at maturity through the ledger', () => {
  it('leaves contracts alone before their maturity date', async () => {
    const before = await balances();
    await runSweep();
    expect((await contract(contracts.settles._id)).status).toBe('BOOKED');
    expect(await balances()).toEqual(before);
  });

  it('settles a due contract once, at the locked rate, as an exchange; records a failure when the account cannot pay', async () => {
    await dayAfterBooking(1, bookedAt);
    const before = await balances();
    const exchanges = await exchangeCount();
    await runSweep();
    await runSweep(); // twice: nothing more happens

    const settled = await contract(contracts.settles._id);
    expect(settled.status).toBe('SETTLED');
    const after = await balances();
    expect(after.sgd).toBe(before.sgd - 1_000_00n);
    expect(after.usd).toBe(before.usd + BigInt(contracts.settles.destination_amount.amountMinor));
    // The exchange it became names the locked forward rate; its two legs are the FX module's.
    const x = await t.db.query<{ fx_rate: string; source_amount: bigint; destination_amount: bigint }>(
      'SELECT fx_rate::text, source_amount, destination_amount FROM exchanges WHERE id = $1',
      [settled.exchange_id],
    );
    expect(x.rows[0]).toEqual({
      fx_rate: contracts.settles.fx_rate,
      source_amount: 1_000_00n,
      destination_amount: BigInt(contracts.settles.destination_amount.amountMinor),
    });
    const legs = await t.db.query<{ code: string; reference: string; business_type: string }>(
      `SELECT t.code, t.reference, t.business_type FROM ledger_transfers t
       JOIN exchanges x ON x.exchange_number = t.business_id WHERE x.id = $1`,
      [settled.exchange_id],
    );
    expect(legs.rows).toHaveLength(2);
    expect(legs.rows.every((l) => l.code === 'FX_CONVERSION' && l.business_type === 'exchange')).toBe(true);
    expect(legs.rows[0]!.reference).toContain(`Forward contract ${contracts.settles.contract_number}`);

    // The EUR account held nothing: the contract failed with its reason, and moved nothing.
    expect(await contract(contracts.unfunded._id)).toEqual({
      status: 'SETTLEMENT_FAILED',
      exchange_id: null,
      failure_reason: 'Insufficient balance: the EUR account did not hold the EUR 100.00 to sell on the maturity date.',
    });
    expect(after.eur).toBe(0n);
    expect(await exchangeCount()).toBe(exchanges + 1);
    expect((await contract(contracts.crash._id)).status).toBe('BOOKED');
    expect((await mails()).map((m) => m.subject).sort()).toEqual(
      [
        `Forward contract ${contracts.settles.contract_number} settled`,
        `Forward contract ${contracts.unfunded.contract_number} could not be settled`,
      ].sort(),
    );

    const view = await t.app.inject({ method: 'GET', url: `${H}/forward-contracts/${contracts.settles._id}`, headers });
    expect(view.json()).toMatchObject({ status: 'SETTLED', exchange_id: settled.exchange_id, can_cancel: false });
  });

  it('killed between booking the exchange and marking the contract leaves nothing half done, then settles once', async () => {
    await dayAfterBooking(3, bookedAt);
    const before = await balances();
    const exchanges = await exchangeCount();
    const holds = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fx_holds WHERE client_id = $1', [
      client.id,
    ]);
    // The last step fails as a crash would stop it: the exchange and its ledger legs were already written.
    await t.db.query(`CREATE FUNCTION test_refuse_settled() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.status = 'SETTLED' THEN RAISE EXCEPTION 'killed before the contract was marked'; END IF;
      RETURN NEW; END $$`);
    await t.db.query(
      'CREATE TRIGGER test_refuse_settled BEFORE UPDATE ON forward_contracts FOR EACH ROW EXECUTE FUNCTION test_refuse_settled()',
    );
    try {
      await expect(runSweep()).rejects.toThrow(/killed before the contract was marked/);
    } finally {
      await t.db.query('DROP TRIGGER test_refuse_settled ON forward_contracts');
      await t.db.query('DROP FUNCTION test_refuse_settled()');
    }
    expect((await contract(contracts.crash._id)).status).toBe('BOOKED');
    expect(await balances()).toEqual(before);
    expect(await exchangeCount()).toBe(exchanges);
    const holdsAfter = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fx_holds WHERE client_id = $1', [
      client.id,
    ]);
    expect(holdsAfter.rows[0]!.n).toBe(holds.rows[0]!.n);

    // The job runs again (after the crash): it settles, once.
    await runSweep();
    expect((await contract(contracts.crash._id)).status).toBe('SETTLED');
    expect((await balances()).sgd).toBe(before.sgd - 200_00n);
    expect(await exchangeCount()).toBe(exchanges + 1);
  });

  it('run by two workers at once, a contract settles once', async () => {
    await dayAfterBooking(5, bookedAt);
    const before = await balances();
    const exchanges = await exchangeCount();
    await Promise.all([runSweep(), runSweep(), runSweep()]);
    expect((await contract(contracts.twice._id)).status).toBe('SETTLED');
    expect((await balances()).sgd).toBe(before.sgd - 300_00n);
    expect(await exchangeCount()).toBe(exchanges + 1);
    expect((await contract(contracts.later._id)).status).toBe('BOOKED');
  });

  it('keeps the ledger balanced, consistent and never overdrawn', async () => {
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
    expect(await inconsistentAccounts(t.db)).toEqual([]);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
  });
});
