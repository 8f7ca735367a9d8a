import { payoutsEndpoint, type TPayoutsRequest } from '@corridor/contracts/payouts/payouts-list';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { sendKeys } from './send-keys.ts';

export const PAYOUTS_PAGE_SIZE = 10;

type PayoutFilters = Omit<TPayoutsRequest, 'cursor' | 'limit'>;

/** The business's payouts, newest first, keyset pages appended as the person asks for more. */
export function usePayouts(filters: PayoutFilters = {}) {
  return useInfiniteQuery({
    queryKey: sendKeys.payouts(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(payoutsEndpoint, {
        body: { ...filters, limit: PAYOUTS_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
