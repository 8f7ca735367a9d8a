import {
  DASHBOARD_BALANCES_PATH,
  type TDashboardBalancesResponse,
  ZDashboardBalancesResponse,
} from '@corridor/contracts/dashboard/balances';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET dashboard/balances: each open account's balances and their total in the base currency. */
export const getDashboardBalances = (signal?: AbortSignal): Promise<TDashboardBalancesResponse> =>
  apiGet(DASHBOARD_BALANCES_PATH, ZDashboardBalancesResponse, signal);

export function useDashboardBalances() {
  return useQuery({ queryKey: dashboardKeys.balances, queryFn: ({ signal }) => getDashboardBalances(signal) });
}
