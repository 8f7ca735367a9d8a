import { balanceHistoryEndpoint } from '@corridor/contracts/dashboard/balance-history';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** The period the chart opens on. */
export const DEFAULT_HISTORY_DAYS = 90;

/** Closing balance per day for each currency, and the base-currency total. The previous period stays on screen
 * while another one loads, so the chart does not blink. */
export function useBalanceHistory(days: number) {
  return useEndpointQuery(
    balanceHistoryEndpoint,
    dashboardKeys.history(days),
    { query: { days } },
    { placeholderData: keepPreviousData },
  );
}
