import { balanceHistoryEndpoint } from '@corridor/contracts/dashboard/balance-history';
import { dashboardBalancesEndpoint } from '@corridor/contracts/dashboard/balances';
import { recentActivityEndpoint } from '@corridor/contracts/dashboard/recent-activity';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { DEFAULT_HISTORY_DAYS } from './get-balance-history.ts';
import { RECENT_ACTIVITY_LIMIT } from './get-recent-activity.ts';

/**
 * Starts the dashboard's three calls while its page code is still downloading, under the same keys and with the
 * same input as the hooks, so the page mounts onto data in flight (or already there) instead of asking then.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({
    queryKey: dashboardKeys.balances,
    queryFn: ({ signal }) => callEndpoint(dashboardBalancesEndpoint, { signal }),
  });
  void queryClient.prefetchQuery({
    queryKey: dashboardKeys.history(DEFAULT_HISTORY_DAYS),
    queryFn: ({ signal }) => callEndpoint(balanceHistoryEndpoint, { query: { days: DEFAULT_HISTORY_DAYS }, signal }),
  });
  void queryClient.prefetchQuery({
    queryKey: dashboardKeys.activity(RECENT_ACTIVITY_LIMIT),
    queryFn: ({ signal }) => callEndpoint(recentActivityEndpoint, { query: { limit: RECENT_ACTIVITY_LIMIT }, signal }),
  });
}
