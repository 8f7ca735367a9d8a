import { payoutsEndpoint } from '@corridor/contracts/payouts/payouts-list';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { approvalsKeys } from './approvals-keys.ts';

/** A page of the queue: fewer than one decision may take (100), so "select all" decides a whole page at once. */
export const QUEUE_PAGE_SIZE = 50;

/** The payouts waiting for an approver, newest first, keyset pages appended as the person asks for more. */
export function useApprovalQueue() {
  return useInfiniteQuery({
    queryKey: approvalsKeys.queue,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(payoutsEndpoint, {
        body: { awaiting_approval: true, limit: QUEUE_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
