import { payoutEndpoint } from '@corridor/contracts/payouts/payout-detail';
import { isAwaitingApproval } from '@corridor/domain/payouts/statuses';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/** How often a payout still under way is asked again while its details are open: the rail moves in seconds. */
const FOLLOW_MS = 3000;

/**
 * One payout with its events and tracker, followed while the rail moves it (not while it waits for a person to
 * approve it); a 404 is an answer, not retried.
 */
export function usePayout(id: string, isEnabled = true) {
  return useEndpointQuery(
    payoutEndpoint,
    sendKeys.payout(id),
    { params: { id } },
    {
      enabled: isEnabled,
      retry: (count, error) => error.status !== 404 && count < 2,
      refetchInterval: ({ state: { data } }) =>
        data && !data.is_final && !isAwaitingApproval(data.status) ? FOLLOW_MS : false,
    },
  );
}
