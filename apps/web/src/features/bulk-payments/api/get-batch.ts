import { batchEndpoint } from '@corridor/contracts/batches/batches';
import { IN_FLIGHT_BATCH_STATUSES } from '@corridor/domain/batches/statuses';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { batchKeys } from './batch-keys.ts';

/** While a job works on the batch and the live topic is down, the page still moves on by reading it this often. */
const FALLBACK_POLL_MS = 3000;
/** A batch waiting for its funds or a checker: its funding's own steps (a card being charged) are not announced live. */
const PENDING_POLL_MS = 5000;

/**
 * One batch with its review figures. Its progress comes over the live topic; when that is not connected (a proxy that
 * drops the stream), a batch a job is working on is read again every few seconds instead.
 */
export function useBatch(id: string, isLive: boolean) {
  return useEndpointQuery(
    batchEndpoint,
    batchKeys.one(id),
    { params: { id } },
    {
      retry: false,
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        if (status === 'pending') return PENDING_POLL_MS;
        return !isLive && status && IN_FLIGHT_BATCH_STATUSES.includes(status) ? FALLBACK_POLL_MS : false;
      },
    },
  );
}
