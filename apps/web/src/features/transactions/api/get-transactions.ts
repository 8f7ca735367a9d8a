import { type TTransactionsRequest, transactionsEndpoint } from '@corridor/contracts/transactions/transactions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { transactionsKeys } from './transactions-keys.ts';

export const TRANSACTIONS_PAGE_SIZE = 25;

export type TransactionsQuery = Omit<TTransactionsRequest, 'cursor' | 'limit'>;

/** Keyset pages, newest first, appended as the person asks for more. */
export function useTransactions(query: TransactionsQuery) {
  return useInfiniteQuery({
    queryKey: transactionsKeys.page(query),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(transactionsEndpoint, {
        body: { ...query, limit: TRANSACTIONS_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
