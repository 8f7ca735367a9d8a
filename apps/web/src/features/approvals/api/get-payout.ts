import { payoutEndpoint } from '@corridor/contracts/payouts/payout-detail';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { approvalsKeys } from './approvals-keys.ts';

/** One payout with its events, approval and tracker; a 404 is an answer, not retried. */
export function usePayout(id: string) {
  return useEndpointQuery(
    payoutEndpoint,
    approvalsKeys.payout(id),
    { params: { id } },
    { retry: (count, error) => error.status !== 404 && count < 2 },
  );
}
