import type { TRateHistoryResponse, ZRateHistoryQuery } from '@corridor/contracts/fx/rate-history';
import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { divideDecimal } from '@corridor/domain/money';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { deleteSnapshotsBefore, insertSnapshots, pairSnapshots, snapshotTimes } from './fx-rates.repository.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Slots the scheduled job writes: on the hour. */
export const SNAPSHOT_EVERY_MS = HOUR;
/** History the chart can ask for, and what is kept (plus a day of margin). */
export const HISTORY_DAYS = 30;
/** A gap (a fresh database, a stopped worker) is back-filled at this spacing: enough points for a 30-day chart. */
const BACKFILL_EVERY_MS = 6 * HOUR;

const slotOf = (at: Date, every: number) => new Date(Math.floor(at.getTime() / every) * every);

/** Writes every currency's rate for the slot `at` falls in (once: a second run writes nothing). */
export async function recordSnapshot(deps: AppDeps, at = deps.clock.now()): Promise<number> {
  return insertSnapshots(deps.db, await slotRows(deps, slotOf(at, SNAPSHOT_EVERY_MS)));
}

/**
 * Fills the last HISTORY_DAYS with a snapshot every six hours wherever none was kept, so the chart has its history
 * on a new database or after the worker was down; and drops what is older than the chart can show.
 */
export async function backfillSnapshots(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const since = slotOf(new Date(now.getTime() - HISTORY_DAYS * DAY), BACKFILL_EVERY_MS);
  const kept = await snapshotTimes(deps.db, since);
  const rows = [];
  for (let t = since.getTime(); t <= now.getTime(); t += BACKFILL_EVERY_MS) {
    // Any snapshot within the six hours counts: the hourly job's slots are not on the back-fill's grid.
    const hasOne = [...kept].some((k) => k >= t && k < t + BACKFILL_EVERY_MS);
    if (!hasOne) rows.push(...(await slotRows(deps, new Date(t))));
  }
  await deleteSnapshotsBefore(deps.db, new Date(since.getTime() - DAY));
  return insertSnapshots(deps.db, rows);
}

async function slotRows(deps: AppDeps, takenAt: Date) {
  const rates = await deps.partners.fxRates.ratesAt(takenAt);
  return CURRENCY_CODES.flatMap((currency) => {
    const perEur = rates.rate('EUR', currency);
    return perEur ? [{ takenAt, currency, perEur }] : [];
  });
}

/** The pair's mid rate at each kept snapshot of the last `days` days, oldest first. */
export async function rateHistory(deps: AppDeps, q: z.output<typeof ZRateHistoryQuery>): Promise<TRateHistoryResponse> {
  const since = new Date(deps.clock.now().getTime() - q.days * DAY);
  const rows = await pairSnapshots(deps.db, q.source_currency, q.destination_currency, since);
  return {
    source_currency: q.source_currency,
    destination_currency: q.destination_currency,
    // 1 source = (destination per EUR) / (source per EUR) destination.
    points: rows.map((r) => ({
      at: r.taken_at.toISOString(),
      rate: divideDecimal(r.destination_per_eur, r.source_per_eur, 10),
    })),
  };
}
