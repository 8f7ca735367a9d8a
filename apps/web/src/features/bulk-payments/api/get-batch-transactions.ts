import { batchTransactionsEndpoint } from '@corridor/contracts/batches/batch-files';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { batchKeys } from './batch-keys.ts';

export const BATCH_TRANSACTIONS_PAGE_SIZE = 25;

/** The payouts of a batch, as rows of the transaction list, a page at a time. */
export function useBatchTransactions(id: string, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: batchKeys.transactions(id),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(batchTransactionsEndpoint, {
        params: { id },
        query: { limit: BATCH_TRANSACTIONS_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isEnabled,
  });
}
