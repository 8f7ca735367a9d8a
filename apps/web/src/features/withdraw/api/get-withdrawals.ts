import { withdrawalEndpoint, withdrawalsEndpoint } from '@corridor/contracts/withdrawals/withdrawals';
import { isFinalWithdrawalStatus } from '@corridor/domain/withdrawals/transitions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { withdrawKeys } from './withdraw-keys.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;
/** How often a withdrawal under way is asked about: the bank rail reports every few seconds. */
export const POLL_MS = 2_000;

/** The business's withdrawals and sweeps, newest first, keyset pages appended on request; refreshed while one moves. */
export function useWithdrawals() {
  return useInfiniteQuery({
    queryKey: withdrawKeys.list(undefined),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(withdrawalsEndpoint, {
        query: { limit: WITHDRAWALS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages[0]?.rows.some((w) => !isFinalWithdrawalStatus(w.status)) ? POLL_MS * 2 : false,
  });
}

/** One withdrawal, asked about every two seconds until it is final. */
export function useWithdrawal(id: string) {
  return useEndpointQuery(
    withdrawalEndpoint,
    withdrawKeys.detail(id),
    { params: { id } },
    {
      refetchInterval: (query) =>
        query.state.data && isFinalWithdrawalStatus(query.state.data.status) ? false : POLL_MS,
    },
  );
}
