import { getFxRateEndpoint, type TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { exchangeKeys } from './exchange-keys.ts';

/** How long a quote lives, from the server's own clocks (so a browser clock that is off does not matter). */
export function quoteLifetimeMs(quote: Pick<TFxQuote, 'quoted_at' | 'expires_at'>): number {
  const ms = Date.parse(quote.expires_at) - Date.parse(quote.quoted_at);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** When the quote expires on this browser's clock: when it arrived plus its lifetime. */
export function localExpiry(quote: Pick<TFxQuote, 'quoted_at' | 'expires_at'>, receivedAt: number): number {
  return receivedAt + quoteLifetimeMs(quote);
}

/**
 * A live signed quote for the pair, asked again the moment it expires, so the rate on screen (and the signature
 * that gets locked) is always one the server still accepts. Off while the pair is not a valid one.
 */
export type CurrencyPair = { source: CurrencyCode; destination: CurrencyCode };

export function useFxQuote(pair: CurrencyPair | null) {
  return useEndpointQuery(
    getFxRateEndpoint,
    exchangeKeys.quote(pair?.source ?? '', pair?.destination ?? ''),
    { query: pair ? { source_currency: pair.source, destination_currency: pair.destination } : undefined },
    {
      enabled: pair !== null,
      refetchInterval: (query) => {
        const { data, dataUpdatedAt } = query.state;
        return data ? Math.max(localExpiry(data, dataUpdatedAt) - Date.now(), 500) : false;
      },
      // The countdown is on screen only while the page is; a tab coming back asks for a fresh quote at once.
      refetchOnWindowFocus: 'always',
      retry: 1,
    },
  );
}
