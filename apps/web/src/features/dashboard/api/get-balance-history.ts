import {
  BALANCE_HISTORY_PATH,
  type TBalanceHistoryResponse,
  ZBalanceHistoryResponse,
} from '@corridor/contracts/dashboard/balance-history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET dashboard/balanceHistory?days=: closing balance per day for each currency, and the base-currency total. */
export const getBalanceHistory = (days: number, signal?: AbortSignal): Promise<TBalanceHistoryResponse> =>
  apiGet(`${BALANCE_HISTORY_PATH}?days=${days}`, ZBalanceHistoryResponse, signal);

/** The previous period stays on screen while another one loads, so the chart does not blink. */
export function useBalanceHistory(days: number) {
  return useQuery({
    queryKey: dashboardKeys.history(days),
    queryFn: ({ signal }) => getBalanceHistory(days, signal),
    placeholderData: keepPreviousData,
  });
}
