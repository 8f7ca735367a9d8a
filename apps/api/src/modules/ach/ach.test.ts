import type { TAchRollingLimit, TLinkedBank, TLinkedBankList } from '@corridor/contracts/ach/ach';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { ACH_MESSAGES } from '@corridor/domain/fundings/ach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, openAccount, signInAs, type TestClient } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { sweepChecks } from '../fundings/funding-checks.service.ts';
import { sweepLinkChecks } from './ach.service.ts';

const ACH = '/smebackend/ach/api/v1';
const V1 = '/smebackend/api/v1';
let t: TestApp;
let us: TestClient;
let a: Record<string, string>;
let usd: string;
let b: Record<string, string>;
let theirUsd: string;
let sg: Record<string, string>;
let sgUsd: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO feature_flags (feature, enabled, meta_data) VALUES ('ACH', true, '{"enabledEntities":["US"]}')
     ON CONFLICT (feature) DO UPDATE SET enabled = true, meta_data = EXCLUDED.meta_data`,
  );
  us = await createClient(t.db, { entity: 'US', name: 'Acme Supplies Inc' });
  a = (await signInAs(t, await createUser(t.db, us))).headers;
  usd = await openAccount(t.db, us, 'USD');
  const other = await createClient(t.db, { entity: 'US', name: 'Other Goods Inc' });
  b = (await signInAs(t, await createUser(t.db, other))).headers;
  theirUsd = await openAccount(t.db, other, 'USD');
  const sgClient = await createClient(t.db, { entity: 'SG' });
  sg = (await signInAs(t, await createUser(t.db, sgClient))).headers;
  sgUsd = await openAccount(t.db, sgClient, 'USD');
});
afterAll(() => t.close());

const get = (url: string, headers = a) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object = {}, headers = a) =>
  t.app.inject({ method: 'POST', url, headers, payload });
let keyN = 0;
const fund = (payload: object, opts: { headers?: Record<string, string>; key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/funding`,
    headers: { ...(opts.headers ?? a), 'idempotency-key': opts.key ?? `ach-${++keyN}` },
    payload,
  });
const balance = async (id = usd) => (await getBalances(t.db, [id])).get(id)!.ledger;
async function later(ms: number) {
  t.clock.advance(ms);
  await sweepLinkChecks(t.deps);
  await sweepChecks(t.deps);
}
const linkInput = (accountNumber: string) => ({
  holderName: 'Acme Supplies Inc',
  accountNumber,
  routingNumber: '021000021',
  accountType: 'CHECKING',
});
async function linked(accountNumber: string, headers = a): Promise<TLinkedBank> {
  const res = await post(`${ACH}/initiateLinkAccount`, linkInput(accountNumber), headers);
  expect(res.statusCode, res.body).toBe(201);
  await later(2500);
  const account = (await get(`${ACH}/accounts`, headers))
    .json()
    .accounts.find((x: TLinkedBank) => x.accountId === res.json().accountId);
  expect(account.status).toBe('LINKED');
  return account;
}
describe('[ACH] eligibility and linking a bank account', () => {
  it('is eligible for a US business with the flag on, not for others or with the flag off', async () => {
    expect((await get(`${ACH}/checkEligibility`)).json()).toEqual({ eligible: true, message: null });
    expect((await get(`${ACH}/checkEligibility`, sg)).json()).toEqual({
      eligible: false,
      message: ACH_MESSAGES.notEligible,
    });
    expect((await get(`${ACH}/accounts`, sg)).statusCode).toBe(403);
    await t.db.query("UPDATE feature_flags SET enabled = false WHERE feature = 'ACH'");
    expect((await get(`${ACH}/checkEligibility`)).json().eligible).toBe(false);
    expect((await post(`${ACH}/initiateLinkAccount`, linkInput('123456789'))).statusCode).toBe(403);
    await t.db.query("UPDATE feature_flags SET enabled = true WHERE feature = 'ACH'");
  });

  it('links: pending, then linked by the job; the number is kept masked; status by reference and request id', async () => {
    const res = await post(`${ACH}/initiateLinkAccount`, linkInput('000123456789'));
    expect(res.statusCode, res.body).toBe(201);
    const pending = res.json() as TLinkedBank;
    expect(pending).toMatchObject({
      status: 'PENDING',
      accountNumber: '••••6789',
      routingValue: '021000021',
      routingType: 'ACH',
      type: 'CHECKING',
    });
    const stored = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ach_bank_accounts WHERE account_number_masked LIKE '%123456789%'",
    );
    expect(stored.rows[0]!.n).toBe(0);
    const status = () =>
      get(`${ACH}/linkStatus?referenceNumber=${pending.referenceNumber}&requestId=${pending.requestId}`);
    expect((await status()).json().status).toBe('PENDING');
    await later(2500);
    expect((await status()).json()).toMatchObject({ status: 'LINKED', accountId: pending.accountId });
    expect((await get(`${ACH}/accounts/${pending.accountId}/balance`)).json()).toMatchObject({
      available: { currency: 'USD', amountMinor: '25000000' },
    });
    // Another business cannot see it, by any call.
    expect(
      (await get(`${ACH}/linkStatus?referenceNumber=${pending.referenceNumber}&requestId=${pending.requestId}`, b))
        .statusCode,
    ).toBe(404);
    expect((await get(`${ACH}/accounts/${pending.accountId}/balance`, b)).statusCode).toBe(404);
    expect((await post(`${ACH}/accounts/${pending.accountId}/delink`, {}, b)).statusCode).toBe(404);
  });

  it('refuses the same account twice ("Duplicate"), bad details, and fails an account ending 0000', async () => {
    const dup = await post(`${ACH}/initiateLinkAccount`, linkInput('000123456789'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('Duplicate');
    const bad = await post(`${ACH}/initiateLinkAccount`, { ...linkInput('12'), routingNumber: '021000022' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'accountNumber', message: ACH_MESSAGES.accountNumber },
      { field: 'routingNumber', message: 'Invalid ACH code' },
    ]);
    const failing = await post(`${ACH}/initiateLinkAccount`, linkInput('555550000'));
    await later(2500);
    const list = (await get(`${ACH}/accounts`)).json() as TLinkedBankList;
    expect(list.accounts.find((x) => x.accountId === failing.json().accountId)).toMatchObject({
      status: 'FAILED',
      failureReason: ACH_MESSAGES.linkFailed,
    });
  });

  it('delinks: no longer listed or debitable; the same account can be linked again', async () => {
    const account = await linked('222233334444');
    const res = await post(`${ACH}/accounts/${account.accountId}/delink`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TLinkedBankList).accounts.some((x) => x.accountId === account.accountId)).toBe(false);
    expect(
      (await fund({ accountId: usd, amount: '10.00', method: 'ach', achAccountId: account.accountId })).statusCode,
    ).toBe(404);
    expect((await post(`${ACH}/initiateLinkAccount`, linkInput('222233334444'))).statusCode).toBe(201);
  });
});

describe('[ADD MONEY] by ACH direct debit: credited only when the debit settles', () => {
  it('debits, stays DEBITING_FUNDS_ACH_DIRECT_DEBIT, credits on settlement; the limit counts it', async () => {
    const account = await linked('987654321');
    const before = await balance();
    const res = await fund({ accountId: usd, amount: '1,500.00', method: 'ach', achAccountId: account.accountId });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json() as TFunding;
    expect(f).toMatchObject({
      method: 'ach',
      type: 'PREFUNDING',
      status: 'DEBITING_FUNDS',
      statusCode: 'DEBITING_FUNDS_ACH_DIRECT_DEBIT',
      fee: { amountMinor: '0' },
      achAccount: { accountId: account.accountId, accountNumber: '••••4321' },
    });
    expect(await balance()).toBe(before);
    await later(1000);
    expect((await get(`${V1}/funding/${f._id}`)).json().status).toBe('DEBITING_FUNDS');
    expect(await balance()).toBe(before);
    await later(2500);
    const done = (await get(`${V1}/funding/${f._id}`)).json() as TFunding;
    expect(done.status).toBe('COMPLETED');
    expect(done.tracker.map((s) => s.key)).toEqual(['initiated', 'debiting_funds', 'funds_received', 'completed']);
    expect(await balance()).toBe(before + 150_000n);
    const limit = (await get(`${ACH}/rollingLimit`)).json() as TAchRollingLimit;
    expect(limit).toMatchObject({
      limit: { amountMinor: '5000000' },
      total_amount: { amountMinor: '150000' },
      allowed_amount: { amountMinor: '4850000' },
      windowDays: 30,
    });
    await expectLedgerSound(t.db);
  });

  it('a replay of the same key is one funding and one debit', async () => {
    const account = await linked('444455556666');
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ach_debits')).rows[0]!.n;
    const n = await count();
    const body = { accountId: usd, amount: '20.00', method: 'ach', achAccountId: account.accountId };
    const first = await fund(body, { key: 'ach-replay' });
    const again = await fund(body, { key: 'ach-replay' });
    expect(again.json()._id).toBe(first.json()._id);
    expect(await count()).toBe(n + 1);
  });

  it('fails a debit the bank returns (amount ending 51), crediting nothing and freeing the limit', async () => {
    const account = await linked('121212121');
    await later(5000); // what earlier tests left under way is settled first
    const before = await balance();
    const limitBefore = (await get(`${ACH}/rollingLimit`)).json().total_amount.amountMinor;
    const f = (await fund({ accountId: usd, amount: '100.51', method: 'ach', achAccountId: account.accountId })).json();
    await later(3500);
    const done = (await get(`${V1}/funding/${f._id}`)).json() as TFunding;
    expect(done).toMatchObject({ status: 'FAILED', failureReason: ACH_MESSAGES.returned('Insufficient funds') });
    expect(await balance()).toBe(before);
    expect((await get(`${ACH}/rollingLimit`)).json().total_amount.amountMinor).toBe(limitBefore);
  });

  it('refuses an amount over what the rolling limit allows, saying what is left; nothing is debited', async () => {
    const account = await linked('343434343');
    const n = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fundings')).rows[0]!.n;
    const res = await fund({ accountId: usd, amount: '49,000.00', method: 'ach', achAccountId: account.accountId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ACH_LIMIT_EXCEEDED' });
    expect(res.json().message).toContain('You can add up to USD');
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fundings')).rows[0]!.n).toBe(n);
  });

  /** An ACH funding from a newly linked account of just over half what the window allows now: two do not fit. */
  async function overHalfTheWindow(accountNumber: string) {
    const account = await linked(accountNumber);
    const allowed = BigInt((await get(`${ACH}/rollingLimit`)).json().allowed_amount.amountMinor);
    const half = allowed / 2n + 100n;
    const amount = `${half / 100n}.${String(half % 100n).padStart(2, '0')}`;
    return { allowed, half, body: { accountId: usd, amount, method: 'ach', achAccountId: account.accountId } };
  }

  it('lets only one of two debits at once through when both would not fit under the limit', async () => {
    const { allowed, half, body } = await overHalfTheWindow('909090909');
    const results = await Promise.all([fund(body), fund(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(BigInt((await get(`${ACH}/rollingLimit`)).json().allowed_amount.amountMinor)).toBe(allowed - half);
  });

  it('counts a debit another request made a moment after this one’s time (it waited for the lock meanwhile)', async () => {
    const { body } = await overHalfTheWindow('929292929');
    t.clock.advance(1000);
    expect((await fund(body)).statusCode).toBe(201);
    t.clock.advance(-1000); // this request's time was taken before the other's
    const second = await fund(body);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'ACH_LIMIT_EXCEEDED' });
  });

  it('answers another business’s linked account as unknown, and refuses a pending one or none', async () => {
    const theirs = await linked('565656565', b);
    const res = await fund({ accountId: usd, amount: '10.00', method: 'ach', achAccountId: theirs.accountId });
    expect(res.statusCode).toBe(404);
    expect(
      (await fund({ accountId: theirUsd, amount: '10.00', method: 'ach', achAccountId: theirs.accountId })).statusCode,
    ).toBe(404);
    const pending = (await post(`${ACH}/initiateLinkAccount`, linkInput('787878787'))).json() as TLinkedBank;
    expect(
      (await fund({ accountId: usd, amount: '10.00', method: 'ach', achAccountId: pending.accountId })).statusCode,
    ).toBe(409);
    const none = await fund({ accountId: usd, amount: '10.00', method: 'ach' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'achAccountId', message: ACH_MESSAGES.chooseAccount }]);
    expect((await fund({ accountId: usd, amount: '10.00', method: 'ach', achAccountId: 'nope' })).statusCode).toBe(404);
  });

  it('is not offered outside a US business in USD', async () => {
    const res = await fund({ accountId: sgUsd, amount: '10.00', method: 'ach' }, { headers: sg });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ACH direct debit is not available for USD.');
  });
});
