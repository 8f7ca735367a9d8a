import type { TReceiveSettings } from '@corridor/contracts/bank-accounts/receive-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createUser,
  fundAccount,
  linkBankAccount,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { runAutoSweep } from './auto-sweep.service.ts';
import { submitWithdrawal, sweepRail } from './withdrawal-rail.service.ts';
import { AUTO_SWEEP_QUEUE, withdrawalsJobs } from './withdrawals.jobs.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
type Sweeper = { client: TestClient; headers: Record<string, string>; account: string; bank: string };
let my: Sweeper;
let lt: Sweeper;
let hk: Sweeper;

const MAYBANK = {
  countryCode: 'MY',
  currencyCode: ['MYR'],
  bankName: 'Maybank',
  accountNumber: '5140123456789',
  routingCodeType1: 'SWIFT',
  routingCodeValue1: 'MBBEMYKL',
};
const CHASE_USD = {
  countryCode: 'US',
  currencyCode: ['USD'],
  bankName: 'JPMorgan Chase Bank',
  accountNumber: '987654321',
  routingCodeType1: 'ACH',
  routingCodeValue1: '021000021',
  bankAccountType: 'CHECKING',
};

const settings = (s: Sweeper, payload: object) =>
  t.app.inject({ method: 'POST', url: `${V1}/receive/settings`, headers: s.headers, payload });

async function sweeper(
  entity: string,
  name: string,
  utcOffset: string,
  currency: string,
  bankInput: Record<string, unknown>,
) {
  const client = await createClient(t.db, { entity, name, utcOffset });
  const headers = (await signInAs(t, await createUser(t.db, client))).headers;
  const account = await fundAccount(t.db, client, currency, 1_000_00n);
  const bank = await linkBankAccount(t, headers, client, bankInput);
  return { client, headers, account, bank };
}

const sweeps = async (s: Sweeper) =>
  (
    await t.db.query<{ reference: string; sweep_day: string; amount: bigint; status: string }>(
      `SELECT reference, to_char(sweep_day, 'YYYY-MM-DD') AS sweep_day, amount, status FROM withdrawals
       WHERE client_id = $1 AND kind = 'AUTOSWEEP' ORDER BY sweep_day`,
      [s.client.id],
    )
  ).rows;
const available = async (s: Sweeper) => (await getBalances(t.db, [s.account])).get(s.account)!.available;
const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

beforeAll(async () => {
  t = await createTestApp();
  my = await sweeper('MY', 'Klang Valley Sdn Bhd', '+08:00', 'MYR', MAYBANK);
  lt = await sweeper('LT', 'Vilnius Amber UAB', '+02:00', 'USD', CHASE_USD);
  hk = await sweeper('HK', 'Kowloon Exports Limited', '+08:00', 'HKD', {
    countryCode: 'HK',
    currencyCode: ['HKD'],
    bankName: 'HSBC',
    accountNumber: '123456789',
    routingCodeType1: 'BANK_CODE',
    routingCodeValue1: '004',
    routingCodeType2: 'BRANCH_CODE',
    routingCodeValue2: '123',
  });
});
afterAll(() => t.close());

describe('[RECEIVE SETTINGS] the auto-sweep account and each currency’s sweep', () => {
  it('reads the entity’s defaults: MYR, HKD, IDR on, USD off; when the day ends', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${V1}/receive/settings`, headers: my.headers });
    const s = res.json() as TReceiveSettings;
    expect(s).toMatchObject({
      hasAutoSweep: true,
      sweepsAtMidnightUtc: false,
      sweepZone: '+08:00',
      autosweepBankAccount: null,
    });
    expect(s.currencies.map((c) => [c.currency, c.isEnabled, c.canKeepAmount])).toEqual([
      ['MYR', true, true],
      ['HKD', true, true],
      ['IDR', true, true],
      ['USD', false, true],
    ]);
    const ltRes = (await t.app.inject({ method: 'GET', url: `${V1}/receive/settings`, headers: lt.headers })).json();
    expect(ltRes).toMatchObject({ sweepsAtMidnightUtc: true, sweepZone: '+00:00' });
  });

  it('chooses the sweep account (shown on the active client) and switches currencies', async () => {
    const res = await settings(my, { autosweepBankAccountId: my.bank });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().autosweepBankAccount).toMatchObject({ accountId: my.bank, isAutosweep: true });
    const details = await t.app.inject({ method: 'GET', url: `${V1}/settings/client/details`, headers: my.headers });
    expect(details.json().client.autosweep_bank_account).toEqual({
      bank_name: 'Maybank',
      account_number: '•••• 6789',
      routing_code_type: 'SWIFT',
      routing_code_value: 'MBBEMYKL',
      bank_account_holder_name: 'Klang Valley Sdn Bhd',
    });
    const usd = await settings(lt, {
      autosweepBankAccountId: lt.bank,
      currencies: [{ currency: 'USD', isEnabled: true, keepAmount: '250.00' }],
    });
    expect(usd.json().currencies.find((c: { currency: string }) => c.currency === 'USD')).toMatchObject({
      isEnabled: true,
      keepAmount: { amountMinor: '25000' },
    });
    expect((await settings(hk, { autosweepBankAccountId: hk.bank })).statusCode).toBe(200);
  });

  it('refuses another business’s bank account, currencies that do not sweep, and entities that do not sweep', async () => {
    expect((await settings(my, { autosweepBankAccountId: lt.bank })).statusCode).toBe(404);
    const gbp = await settings(my, { currencies: [{ currency: 'GBP', isEnabled: true }] });
    expect(gbp.statusCode).toBe(400);
    expect(gbp.json().errors[0].message).toBe('GBP balances are not swept.');
    const sg = await createClient(t.db, { name: 'No Sweep Pte Ltd' });
    const sgHeaders = (await signInAs(t, await createUser(t.db, sg))).headers;
    const res = await t.app.inject({ method: 'POST', url: `${V1}/receive/settings`, headers: sgHeaders, payload: {} });
    expect(res.statusCode).toBe(403);
    const read = (await t.app.inject({ method: 'GET', url: `${V1}/receive/settings`, headers: sgHeaders })).json();
    expect(read).toMatchObject({ hasAutoSweep: false, currencies: [] });
  });
});

describe('[AUTO-SWEEP] the end-of-day sweep, once per account and business day', () => {
  it('sweeps each business’s day after its own midnight (MY +08:00), GB and LT after midnight UTC', async () => {
    // 00:30 in Kuala Lumpur on 6 March: Malaysia's 5 March is over; in UTC it is still 5 March.
    setClock('2026-03-05T16:30:00Z');
    await runAutoSweep(t.deps);
    expect(await sweeps(my)).toMatchObject([{ sweep_day: '2026-03-05', amount: 1_000_00n, status: 'PENDING' }]);
    expect((await sweeps(my))[0]!.reference).toMatch(/^AUTOSWEEP20260305\d{10}$/);
    expect(await available(my)).toBe(0n);
    // Lithuania sweeps the UTC day that has ended (4 March), keeping USD 250.00.
    expect(await sweeps(lt)).toMatchObject([{ sweep_day: '2026-03-04', amount: 750_00n }]);
    expect(await available(lt)).toBe(250_00n);
    await fundAccount(t.db, my.client, 'MYR', 300_00n);
    await fundAccount(t.db, lt.client, 'USD', 100_00n);

    // 01:59 in Vilnius on 6 March is still 5 March in UTC: nothing new for anyone.
    setClock('2026-03-05T23:59:00Z');
    await runAutoSweep(t.deps);
    expect(await sweeps(my)).toHaveLength(1);
    expect(await sweeps(lt)).toHaveLength(1);

    // Midnight UTC: Lithuania's 5 March is over; Malaysia's 6 March is not.
    setClock('2026-03-06T00:00:30Z');
    await runAutoSweep(t.deps);
    expect((await sweeps(lt)).map((s) => [s.sweep_day, s.amount])).toEqual([
      ['2026-03-04', 750_00n],
      ['2026-03-05', 100_00n],
    ]);
    expect(await sweeps(my)).toHaveLength(1);

    setClock('2026-03-06T16:00:30Z');
    await runAutoSweep(t.deps);
    expect((await sweeps(my)).map((s) => [s.sweep_day, s.amount])).toEqual([
      ['2026-03-05', 1_000_00n],
      ['2026-03-06', 300_00n],
    ]);
  });

  it('run twice, or at once in several workers: one sweep per account and day', async () => {
    await fundAccount(t.db, my.client, 'MYR', 40_00n);
    setClock('2026-03-07T16:01:00Z');
    const job = withdrawalsJobs.find((j) => j.queue === AUTO_SWEEP_QUEUE)!;
    await Promise.all([job.run({}, t.deps), job.run({}, t.deps), runAutoSweep(t.deps)]);
    await job.run({}, t.deps);
    const days = (await sweeps(my)).map((s) => s.sweep_day);
    expect(days).toEqual(['2026-03-05', '2026-03-06', '2026-03-07']);
    expect((await sweeps(my)).at(-1)!.amount).toBe(40_00n);
    // HK had its balance swept once on the first run, and never again.
    expect((await sweeps(hk)).map((s) => s.amount)).toEqual([1_000_00n]);
  });

  it('skips zero balances, a switched-off currency and a business without a sweep account', async () => {
    setClock('2026-03-08T16:01:00Z');
    // Nothing arrived for HK since its sweep: zero, nothing written.
    const before = (await sweeps(hk)).length;
    await runAutoSweep(t.deps);
    expect(await sweeps(hk)).toHaveLength(before);
    await fundAccount(t.db, my.client, 'MYR', 10_00n);
    expect((await settings(my, { currencies: [{ currency: 'MYR', isEnabled: false }] })).statusCode).toBe(200);
    setClock('2026-03-09T16:01:00Z');
    await runAutoSweep(t.deps);
    expect((await sweeps(my)).map((s) => s.sweep_day)).not.toContain('2026-03-09');
    const none = await sweeper('ID', 'Jakarta Niaga PT', '+07:00', 'IDR', {
      countryCode: 'ID',
      currencyCode: ['IDR'],
      bankName: 'Bank Central Asia',
      accountNumber: '1234567890',
      routingCodeType1: 'BANK_CODE',
      routingCodeValue1: '014',
    });
    await runAutoSweep(t.deps);
    expect(await sweeps(none)).toEqual([]);
  });

  it('sends a sweep through the rail like any withdrawal: held, posted, completed', async () => {
    await fundAccount(t.db, hk.client, 'HKD', 500_00n);
    setClock('2026-03-10T16:01:00Z');
    await runAutoSweep(t.deps);
    const row = (
      await t.db.query<{ id: string }>("SELECT id FROM withdrawals WHERE client_id = $1 AND sweep_day = '2026-03-10'", [
        hk.client.id,
      ])
    ).rows[0]!;
    await submitWithdrawal(t.deps, { clientId: hk.client.id, withdrawalId: row.id });
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(10_001);
      await sweepRail(t.deps);
    }
    const w = (await t.app.inject({ method: 'GET', url: `${V1}/withdrawals/${row.id}`, headers: hk.headers })).json();
    expect(w).toMatchObject({ kind: 'AUTOSWEEP', status: 'COMPLETED', sweep_day: '2026-03-10' });
    expect(w.tracker.map((s: { label: string }) => s.label)).toEqual([
      'Autosweep initiated',
      'Sent to bank',
      'Withdrawal complete',
    ]);
    const b = (await getBalances(t.db, [hk.account])).get(hk.account)!;
    expect(b).toMatchObject({ ledger: 0n, available: 0n });
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
    expect(await inconsistentAccounts(t.db)).toEqual([]);
  });
});
