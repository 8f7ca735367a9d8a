import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { useNow } from './use-now.ts';

/**
 * A live quote's clock, shared by every screen that shows one (exchange, send): how long it lives, when it runs out
 * on this browser, when to ask again, and the ticking time left.
 */
type QuoteTimes = Pick<TFxQuote, 'quoted_at' | 'expires_at'>;

/** How long a quote lives, from the server's own clocks (so a browser clock that is off does not matter). */
export function quoteLifetimeMs(quote: QuoteTimes): number {
  const ms = Date.parse(quote.expires_at) - Date.parse(quote.quoted_at);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** When the quote expires on this browser's clock: when it arrived plus its lifetime. */
export function localExpiry(quote: QuoteTimes, receivedAt: number): number {
  return receivedAt + quoteLifetimeMs(quote);
}

/**
 * A quote query's `refetchInterval`: ask again the moment the quote on screen expires (not sooner than 0.5 s), so the
 * rate shown, and the signature that gets locked, is always one the server still accepts.
 */
export function quoteRefetchInterval(query: { state: { data?: QuoteTimes; dataUpdatedAt: number } }): number | false {
  const { data, dataUpdatedAt } = query.state;
  return data ? Math.max(localExpiry(data, dataUpdatedAt) - Date.now(), 500) : false;
}

/** Milliseconds left on the quote, on this browser's clock, ticking every second while there is a quote. */
export function useQuoteCountdown(quote: { data: QuoteTimes | undefined; dataUpdatedAt: number }): number {
  const now = useNow(quote.data !== undefined);
  return quote.data ? localExpiry(quote.data, quote.dataUpdatedAt) - now : 0;
}
