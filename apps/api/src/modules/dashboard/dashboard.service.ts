import type { TBalanceHistoryResponse, TBalanceSeries } from '@corridor/contracts/dashboard/balance-history';
import type { TDashboardBalancesResponse } from '@corridor/contracts/dashboard/balances';
import type { TRecentActivityResponse } from '@corridor/contracts/dashboard/recent-activity';
import { toMoney } from '@corridor/contracts/money';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { ENTRY_TYPE_LABELS, type EntryType } from '@corridor/domain/entry-types';
import { convert } from '@corridor/domain/money';
import type { AppDeps } from '../../app-deps.ts';
import { localDayStart, offsetMinutes } from '../../business-time.ts';
import type { Caller } from '../../caller.ts';
import type { FxRates } from '../../partners/fx-rates/fx-rates.ts';
import { openAccountBalances } from '../accounts/accounts.service.ts';
import { dailyClosingBalances, latestEntries, openingBalances } from './dashboard.repository.ts';

/** Converts to the base currency at the partner's rate; a currency without a rate counts as zero, never a guess. */
function toBase(fx: FxRates, minor: bigint, currency: string, base: string): { value: bigint; rate: string } {
  const rate = fx.rate(currency, base);
  return rate ? { value: convert(minor, currency, base, rate), rate } : { value: 0n, rate: '0' };
}

export async function balances(deps: AppDeps, c: Caller): Promise<TDashboardBalancesResponse> {
  const [accounts, fx] = await Promise.all([
    openAccountBalances(deps.db, c),
    deps.partners.fxRates.ratesAt(deps.clock.now()),
  ]);
  let total = 0n;
  const rows = accounts.map((a) => {
    const base = toBase(fx, a.ledger, a.currency, c.baseCurrency);
    total += base.value;
    return {
      accountId: a.id,
      currency: a.currency as CurrencyCode,
      label: a.label,
      hidden: a.hidden,
      ledger: toMoney(a.ledger, a.currency),
      available: toMoney(a.available, a.currency),
      inBaseCurrency: toMoney(base.value, c.baseCurrency),
      rate: base.rate,
    };
  });
  return {
    baseCurrency: c.baseCurrency as CurrencyCode,
    total: toMoney(total, c.baseCurrency),
    ratesAsOf: fx.asOf.toISOString(),
    balances: rows,
  };
}

export async function recentActivity(deps: AppDeps, c: Caller, limit: number): Promise<TRecentActivityResponse> {
  const accounts = await openAccountBalances(deps.db, c);
  const rows = await latestEntries(
    deps.db,
    c.clientId,
    accounts.map((a) => a.id),
    limit,
  );
  return {
    items: rows.map((r) => ({
      id: r.id.toString(),
      accountId: r.account_id,
      currency: r.currency as CurrencyCode,
      date: r.created_at.toISOString(),
      transactionId: r.business_id ?? r.transfer_id,
      type: r.code as EntryType,
      typeLabel: ENTRY_TYPE_LABELS[r.code as EntryType] ?? r.code,
      ledgerType: r.side,
      amount: toMoney(r.amount, r.currency),
      reference: r.reference,
    })),
  };
}

/** Daily closing balances for the last `days` local days, carried forward over days without entries. */
export async function balanceHistory(
  deps: AppDeps,
  c: Caller,
  q: { days: number; currency?: string },
): Promise<TBalanceHistoryResponse> {
  const accounts = (await openAccountBalances(deps.db, c)).filter((a) => !q.currency || a.currency === q.currency);
  const ids = accounts.map((a) => a.id);
  const days = localDays(deps.clock.now(), c.utcOffset, q.days);
  const since = localDayStart(days[0]!, c.utcOffset, 'days');
  const [opening, closing] = await Promise.all([
    openingBalances(deps.db, c.clientId, ids, since),
    dailyClosingBalances(deps.db, c.clientId, ids, since, c.utcOffset),
  ]);
  const closes = new Map(closing.map((r) => [`${r.account_id} ${r.day}`, r.balance]));
  // Each account's closing balance per day, carried forward over days without entries.
  const perAccount = accounts.map((a) => {
    let balance = opening.find((o) => o.account_id === a.id)?.balance ?? 0n;
    return days.map((date) => {
      balance = closes.get(`${a.id} ${date}`) ?? balance;
      return balance;
    });
  });
  const series: TBalanceSeries[] = accounts.map((a, i) => ({
    currency: a.currency as CurrencyCode,
    isBaseTotal: false,
    points: days.map((date, d) => ({ date, balanceMinor: perAccount[i]![d]!.toString() })),
  }));
  if (!q.currency) {
    const fx = await deps.partners.fxRates.ratesAt(deps.clock.now());
    const points = days.map((date, d) => {
      let total = 0n;
      for (const [i, a] of accounts.entries())
        total += toBase(fx, perAccount[i]![d]!, a.currency, c.baseCurrency).value;
      return { date, balanceMinor: total.toString() };
    });
    series.push({ currency: c.baseCurrency as CurrencyCode, isBaseTotal: true, points });
  }
  return { days: q.days, baseCurrency: c.baseCurrency as CurrencyCode, series };
}

/** The last `n` days (yyyy-MM-dd) in the business's time zone, oldest first, ending today. */
function localDays(now: Date, utcOffset: string, n: number): string[] {
  const today = Date.parse(new Date(now.getTime() + offsetMinutes(utcOffset) * 60_000).toISOString().slice(0, 10));
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
