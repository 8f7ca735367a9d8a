import { getFxRateEndpoint } from '@corridor/contracts/fx/get-fx-rate';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { quoteRefetchInterval } from '@/lib/fx-quote.ts';
import { exchangeKeys } from './exchange-keys.ts';

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
      refetchInterval: quoteRefetchInterval,
      // The countdown is on screen only while the page is; a tab coming back asks for a fresh quote at once.
      refetchOnWindowFocus: 'always',
      retry: 1,
    },
  );
}
