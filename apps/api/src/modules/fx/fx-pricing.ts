import { applyMargin, DEFAULT_MARGIN, isValidMargin } from '@corridor/domain/fx-math';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FxRates } from '../../partners/fx-rates/fx-rates.ts';
import { findMargins, type MarginRow, upsertMargin } from './fx.repository.ts';

/** What pricing reads: the rates partner, the clock, and the database (for margins). */
export type RateDeps = Pick<AppDeps, 'db' | 'partners' | 'clock'>;

/** A client's price on a pair: the mid rate, its margin and the rate it gets (spec §3 FX rate). */
export type ClientRate = {
  source_currency: string;
  destination_currency: string;
  base_fx_rate: string;
  fx_rate: string;
  margin: string;
};

// Quotes are the hottest FX call: a client's margins are read once per MARGIN_TTL_MS per process, not per quote.
// A changed margin shows within that time; a quote already signed keeps the margin it was signed with.
const MARGIN_TTL_MS = 30_000;
const MARGIN_CACHE_MAX = 10_000;
const marginCaches = new WeakMap<Db, Map<string, { at: number; rows: Promise<MarginRow[]> }>>();

/** `q` reads on a miss: the open transaction when there is one (on PGlite a read outside it would wait for it). */
async function marginsOf(db: Db, clientId: string, q: Queryable = db): Promise<MarginRow[]> {
  let cache = marginCaches.get(db);
  if (!cache) {
    cache = new Map();
    marginCaches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(clientId);
  if (hit && now - hit.at < MARGIN_TTL_MS) return hit.rows;
  if (cache.size >= MARGIN_CACHE_MAX) cache.clear();
  const rows = findMargins(q, clientId);
  cache.set(clientId, { at: now, rows });
  rows.catch(() => cache.delete(clientId));
  return rows;
}

/** Forgets cached margins (after a margin changes, in this process; others follow within MARGIN_TTL_MS). */
export function forgetMargins(db: Db, clientId: string) {
  marginCaches.get(db)?.delete(clientId);
}

/**
 * Sets a client's margin on a corridor (`destinationCurrency` null: from the source to any other currency). There is
 * no screen for it yet: the demo seed and tests use it, and an operator can write fx_client_margins directly.
 */
export async function setClientMargin(
  db: Db,
  clientId: string,
  m: { sourceCurrency: string; destinationCurrency: string | null; margin: string },
): Promise<void> {
  if (!isValidMargin(m.margin)) throw new RangeError(`A margin is a fraction in [0, 1): "${m.margin}"`);
  await upsertMargin(db, clientId, m);
  forgetMargins(db, clientId);
}

/** The client's margin on a corridor: the pair's own row, else the source currency's "any" row, else the default. */
export async function marginFor(
  db: Db,
  clientId: string,
  source: string,
  destination: string,
  q: Queryable = db,
): Promise<string> {
  const rows = await marginsOf(db, clientId, q);
  const exact = rows.find((r) => r.source_currency === source && r.destination_currency === destination);
  const any = rows.find((r) => r.source_currency === source && r.destination_currency === null);
  return (exact ?? any)?.margin ?? DEFAULT_MARGIN;
}

/** The mid rates in force now, by the app's clock. */
export function ratesNow(deps: Pick<AppDeps, 'partners' | 'clock'>): Promise<FxRates> {
  return deps.partners.fxRates.ratesAt(deps.clock.now());
}

/** The client's live rate on a pair: the mid rate with the client's margin taken off (packages/domain fx-math). */
export async function clientRate(
  deps: RateDeps,
  clientId: string,
  source: string,
  destination: string,
  q: Queryable = deps.db,
): Promise<ClientRate> {
  const [rates, margin] = await Promise.all([ratesNow(deps), marginFor(deps.db, clientId, source, destination, q)]);
  const base = rates.rate(source, destination);
  if (!base) throw new AppError('FX_RATE_UNAVAILABLE');
  let rate: string;
  try {
    rate = applyMargin(base, margin);
  } catch {
    // A mid rate so small that the client rate rounds to nothing at RATE_SCALE: the pair cannot be priced.
    throw new AppError('FX_RATE_UNAVAILABLE');
  }
  return { source_currency: source, destination_currency: destination, base_fx_rate: base, fx_rate: rate, margin };
}
