import { exchangesEndpoint, type TExchangesRequest } from '@corridor/contracts/fx/exchanges';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { exchangeKeys } from './exchange-keys.ts';

export const EXCHANGES_PAGE_SIZE = 10;

type ExchangeFilters = Omit<TExchangesRequest, 'cursor' | 'limit'>;

/** The business's exchanges, newest first, keyset pages appended as the person asks for more. */
export function useExchanges(filters: ExchangeFilters = {}) {
  return useInfiniteQuery({
    queryKey: exchangeKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(exchangesEndpoint, {
        body: { ...filters, limit: EXCHANGES_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
