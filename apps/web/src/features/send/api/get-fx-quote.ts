import { getFxRateEndpoint, type TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { quoteRefetchInterval } from '@/lib/fx-quote.ts';
import { sendKeys } from './send-keys.ts';

export type CurrencyPair = { source: CurrencyCode; destination: CurrencyCode };
export type QuoteQuery = UseQueryResult<TFxQuote, ApiError>;

// Asked again the moment it expires; a tab coming back asks at once, since its countdown was not on screen.
const LIVE = { refetchInterval: quoteRefetchInterval, refetchOnWindowFocus: 'always', retry: 1 } as const;

/** The live signed quote for a payout's pair; off for a payout in the account's own currency. */
export function useSendQuote(pair: CurrencyPair | null): QuoteQuery {
  return useEndpointQuery(
    getFxRateEndpoint,
    sendKeys.quote(pair?.source ?? '', pair?.destination ?? ''),
    { query: pair ? { source_currency: pair.source, destination_currency: pair.destination } : undefined },
    { enabled: pair !== null, ...LIVE },
  );
}

/** One live quote per destination currency of a group send, in the order given (spec §8: failures per currency). */
export function useSendQuotes(source: CurrencyCode | null, destinations: readonly CurrencyCode[]): QuoteQuery[] {
  return useQueries({
    queries: destinations.map((destination) => ({
      queryKey: sendKeys.quote(source ?? '', destination),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(getFxRateEndpoint, {
          query: { source_currency: source!, destination_currency: destination },
          signal,
        }),
      enabled: source !== null && source !== destination,
      ...LIVE,
    })),
  }) as QuoteQuery[];
}
