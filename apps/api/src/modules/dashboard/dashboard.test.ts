import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBalanceHistoryResponse } from '@corridor/contracts/dashboard/balance-history';
import type { TDashboardBalancesResponse } from '@corridor/contracts/dashboard/balances';
import { convert } from '@corridor/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { openAccount, signedInBusiness } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { book, ledgerTx } from '../../ledger/ledger.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;
let jp: Record<string, string>;
let accounts: TCurrencyAccount[];

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.7.0.1')).headers;
  jp = (await signIn(t, 'jp@demo.test', undefined, '10.7.0.2')).headers;
  accounts = (await get('/settings/account/summary', sg)).json().accounts;
});
afterAll(() => t.close());

function get(url: string, headers = sg) {
  return t.app.inject({ method: 'GET', url: V1 + url, headers });
}

describe('[DASHBOARD] balances', () => {
  it('shows each balance and a total in the base currency that is the sum of the converted balances', async () => {
    const body = (await get('/dashboard/balances')).json() as TDashboardBalancesResponse;
    expect(body.baseCurrency).toBe('SGD');
    const fx = await t.deps.partners.fxRates.ratesAt(t.clock.now());
    let sum = 0n;
    for (const b of body.balances) {
      const expected = convert(BigInt(b.ledger.amountMinor), b.currency, 'SGD', fx.rate(b.currency, 'SGD')!);
      expect(b.inBaseCurrency.amountMinor).toBe(expected.toString());
      sum += expected;
    }
    expect(body.total.amountMinor).toBe(sum.toString());
    expect(body.balances.map((b) => b.currency).sort()).toEqual(accounts.map((a) => a.currency).sort());
    const usd = body.balances.find((b) => b.currency === 'USD')!;
    expect(BigInt(usd.inBaseCurrency.amountMinor) > BigInt(usd.ledger.amountMinor)).toBe(true); // 1 USD > 1 SGD
  });

  it('totals a JPY business in yen, without decimals', async () => {
    const body = (await get('/dashboard/balances', jp)).json() as TDashboardBalancesResponse;
    expect(body.baseCurrency).toBe('JPY');
    expect(body.total.display).toMatch(/^\d{1,3}(,\d{3})*$/);
  });
});

describe('[DASHBOARD] recent activity', () => {
  it('lists the latest entries across accounts, newest first, with the newest payment on top', async () => {
    const usd = accounts.find((a) => a.currency === 'USD')!;
    await t.app.inject({
      method: 'POST',
      url: `${V1}/dev/incoming-payment`,
      headers: { ...sg, 'idempotency-key': randomUUID() },
      payload: { accountId: usd._id, amount: '99.00', payerName: 'Newest Payer' },
    });
    const { items } = (await get('/dashboard/recentActivity?limit=5')).json();
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      currency: 'USD',
      type: 'INCOMING_PAYMENT',
      typeLabel: 'Money received',
      ledgerType: 'CREDIT',
      amount: { amountMinor: '9900', display: '99.00' },
      reference: 'Newest Payer',
    });
    const dates = items.map((i: { date: string }) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(items.map((i: { currency: string }) => i.currency)).size).toBeGreaterThan(1);
  });
});

describe('[DASHBOARD] balance over time', () => {
  it('gives a daily series per currency ending at today’s balance, and a base-currency total', async () => {
    const body = (await get('/dashboard/balanceHistory')).json() as TBalanceHistoryResponse;
    expect(body.days).toBe(90);
    const sgdSeries = body.series.find((s) => s.currency === 'SGD' && !s.isBaseTotal)!;
    expect(sgdSeries.points).toHaveLength(90);
    const balances = (await get('/dashboard/balances')).json() as TDashboardBalancesResponse;
    for (const b of balances.balances) {
      const series = body.series.find((s) => s.currency === b.currency && !s.isBaseTotal)!;
      expect(series.points.at(-1)!.balanceMinor).toBe(b.ledger.amountMinor);
    }
    const total = body.series.find((s) => s.isBaseTotal)!;
    expect(total.points.at(-1)!.balanceMinor).toBe(balances.total.amountMinor);
    // Numbers once: no preformatted string per point.
    expect(Object.keys(total.points[0]!).sort()).toEqual(['balanceMinor', 'date']);
    // Four months of demo history: the balance moved within the window.
    expect(new Set(sgdSeries.points.map((p) => p.balanceMinor)).size).toBeGreaterThan(10);
    const dates = sgdSeries.points.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("gives each day the balance after that day's last entry, in the business's own days", async () => {
    const body = (await get('/dashboard/balanceHistory?days=120&currency=SGD')).json() as TBalanceHistoryResponse;
    const sgd = accounts.find((a) => a.currency === 'SGD')!;
    const { rows: entries } = await t.db.query<{ created_at: Date; balance_after: bigint }>(
      'SELECT created_at, balance_after FROM ledger_entries WHERE account_id = $1 ORDER BY created_at, id',
      [sgd._id],
    );
    // The demo business is in Singapore (+08:00): a day ends at the next local midnight.
    const closeOf = (day: string) => {
      const end = Date.parse(`${day}T00:00:00+08:00`) + 86_400_000;
      return entries.filter((e) => e.created_at.getTime() < end).at(-1)?.balance_after ?? 0n;
    };
    const points = body.series[0]!.points;
    expect(points).toHaveLength(120);
    expect(points.map((p) => [p.date, p.balanceMinor])).toEqual(points.map((p) => [p.date, String(closeOf(p.date))]));
    // Days with and without entries both occur in the window, so both paths are checked.
    const days = new Set(
      entries.map((e) => new Date(e.created_at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)),
    );
    expect(points.some((p) => days.has(p.date))).toBe(true);
    expect(points.some((p) => !days.has(p.date))).toBe(true);
  });

  it('ends a day at local midnight, not UTC midnight: what happens at 02:00 in Singapore is that day’s', async () => {
    const { client, headers } = await signedInBusiness(t, { client: { entity: 'SG' } });
    const account = await openAccount(t.db, client, 'SGD');
    // Local (+08:00) days before today, and entries on them in time order (balances are written in time order).
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const dayBefore = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
    const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);
    const moves: [Date, bigint][] = [
      [at(dayBefore(3), '02:00'), 100_00n], // 18:00 UTC the day before
      [at(dayBefore(3), '23:30'), 50_00n],
      [at(dayBefore(2), '07:00'), -30_00n], // 23:00 UTC the day before
      [at(dayBefore(1), '01:00'), 5_00n],
    ];
    for (const [effectiveAt, amount] of moves) {
      const settlement = systemAccountId('SETTLEMENT', 'SGD');
      await ledgerTx(t.db, (tx) =>
        book(tx, [
          {
            id: randomUUID(),
            debitAccountId: amount > 0n ? settlement : account,
            creditAccountId: amount > 0n ? account : settlement,
            amount: amount > 0n ? amount : -amount,
            currency: 'SGD',
            code: amount > 0n ? 'INCOMING_PAYMENT' : 'PAYOUT',
            effectiveAt,
          },
        ]),
      );
    }
    const body = (
      await get('/dashboard/balanceHistory?days=7&currency=SGD', headers)
    ).json() as TBalanceHistoryResponse;
    const closes = Object.fromEntries(body.series[0]!.points.map((p) => [p.date, p.balanceMinor]));
    expect(closes).toMatchObject({
      [dayBefore(4)]: '0',
      [dayBefore(3)]: '15000',
      [dayBefore(2)]: '12000',
      [dayBefore(1)]: '12500',
      [today]: '12500',
    });
  });

  it('narrows to one currency and a number of days', async () => {
    const body = (await get('/dashboard/balanceHistory?days=7&currency=EUR')).json() as TBalanceHistoryResponse;
    expect(body.series.map((s) => [s.currency, s.isBaseTotal, s.points.length])).toEqual([['EUR', false, 7]]);
    expect((await get('/dashboard/balanceHistory?days=1000')).statusCode).toBe(400);
  });
});
