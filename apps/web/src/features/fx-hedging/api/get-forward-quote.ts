import { forwardQuoteEndpoint, type TForwardQuote } from '@corridor/contracts/fx-hedging/forward-contracts';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { hedgingKeys } from './hedging-keys.ts';

export type ForwardQuoteRequest = { source: string; destination: string; maturityDate: string };

/** When the quote expires on this browser's clock: when it arrived plus its lifetime (the server's two clocks). */
export function quoteExpiry(quote: Pick<TForwardQuote, 'quoted_at' | 'expires_at'>, receivedAt: number): number {
  const lifetime = Date.parse(quote.expires_at) - Date.parse(quote.quoted_at);
  return receivedAt + (Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 0);
}

/** A live signed forward quote for the pair and maturity, asked again the moment it expires; off while incomplete. */
export function useForwardQuote(request: ForwardQuoteRequest | null) {
  return useEndpointQuery(
    forwardQuoteEndpoint,
    hedgingKeys.quote(request?.source ?? '', request?.destination ?? '', request?.maturityDate ?? ''),
    {
      query: request
        ? {
            source_currency: request.source as TForwardQuote['source_currency'],
            destination_currency: request.destination as TForwardQuote['destination_currency'],
            maturity_date: request.maturityDate,
          }
        : undefined,
    },
    {
      enabled: request !== null,
      refetchInterval: (query) => {
        const { data, dataUpdatedAt } = query.state;
        return data ? Math.max(quoteExpiry(data, dataUpdatedAt) - Date.now(), 500) : false;
      },
      refetchOnWindowFocus: 'always',
      retry: 1,
    },
  );
}
