import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { QUOTE_TTL_SECONDS } from '@corridor/domain/fx';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { clientRate } from './fx-pricing.ts';
import { readSignedQuote, type SignedQuote, signQuote } from './fx-signing.ts';
import { rateFields } from './fx-views.ts';

// A quote is made per client, pair and second: quoted_at is the start of the second, and the same client asking for
// the same pair again within it, at the same mid rate and margin, gets the same signed quote back from memory. So
// a page polling quotes, or many callers of one business, cost no HMAC (and no write ever). Entries of a business
// are replaced as seconds pass; the map is emptied when it grows past QUOTE_CACHE_MAX.
const QUOTE_CACHE_MAX = 10_000;
const quoteCaches = new WeakMap<Db, Map<string, { stamp: string; quote: TFxQuote }>>();

/** A signed live quote (GET lockFx/getFxRate): a rate lookup, a cached margin and, once per second, one HMAC. */
export async function getFxRate(
  deps: AppDeps,
  caller: Caller,
  pair: { source_currency: string; destination_currency: string },
): Promise<TFxQuote> {
  const rate = await clientRate(deps, caller.clientId, pair.source_currency, pair.destination_currency);
  const second = Math.floor(deps.clock.now().getTime() / 1000) * 1000;
  let cache = quoteCaches.get(deps.db);
  if (!cache) {
    cache = new Map();
    quoteCaches.set(deps.db, cache);
  }
  const key = `${caller.clientId}|${rate.source_currency}|${rate.destination_currency}`;
  const stamp = `${second}|${rate.base_fx_rate}|${rate.margin}`;
  const hit = cache.get(key);
  if (hit?.stamp === stamp) return hit.quote;
  const signed: SignedQuote = {
    ...rate,
    client_id: caller.clientId,
    quoted_at: new Date(second).toISOString(),
    expires_at: new Date(second + QUOTE_TTL_SECONDS * 1000).toISOString(),
  };
  const quote: TFxQuote = {
    ...rateFields(rate),
    quoted_at: signed.quoted_at,
    expires_at: signed.expires_at,
    rate_signature: await signQuote(deps.db, signed),
  };
  if (cache.size >= QUOTE_CACHE_MAX) cache.clear();
  cache.set(key, { stamp, quote });
  return quote;
}

/**
 * The quote a signature carries, if this server signed it for this caller's business and it has not expired.
 * Another business's signature is answered like a forged one: it tells the caller nothing.
 */
export async function verifyQuote(deps: AppDeps, caller: Caller, signature: string): Promise<SignedQuote> {
  const quote = await readSignedQuote(deps.db, signature);
  if (!quote || quote.client_id !== caller.clientId) throw new AppError('FX_QUOTE_INVALID');
  const expiresAt = Date.parse(quote.expires_at);
  if (!(expiresAt > deps.clock.now().getTime())) throw new AppError('FX_QUOTE_EXPIRED');
  return quote;
}

/** The client's live rate and the mid rates, for modules that price with them (payouts). */
export { type ClientRate, clientRate, type RateDeps, ratesNow } from './fx-pricing.ts';
