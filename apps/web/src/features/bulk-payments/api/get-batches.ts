import { batchesEndpoint } from '@corridor/contracts/batches/batches';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { batchKeys } from './batch-keys.ts';

export const BATCHES_PAGE_SIZE = 20;

/** The business's batches, newest first, a page at a time. */
export function useBatches() {
  return useInfiniteQuery({
    queryKey: batchKeys.list,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(batchesEndpoint, { query: { limit: BATCHES_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
