import { dashboardBalancesEndpoint } from '@corridor/contracts/dashboard/balances';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** Each open account's balances and their total in the base currency. */
export function useDashboardBalances() {
  return useEndpointQuery(dashboardBalancesEndpoint, dashboardKeys.balances);
}
