import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBalanceHistoryResponse } from '@corridor/contracts/dashboard/balance-history';
import type { TDashboardBalancesResponse } from '@corridor/contracts/dashboard/balances';
import { convert } from '@corridor/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

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

  it('narrows to one currency and a number of days', async () => {
    const body = (await get('/dashboard/balanceHistory?days=7&currency=EUR')).json() as TBalanceHistoryResponse;
    expect(body.series.map((s) => [s.currency, s.isBaseTotal, s.points.length])).toEqual([['EUR', false, 7]]);
    expect((await get('/dashboard/balanceHistory?days=1000')).statusCode).toBe(400);
  });
});
