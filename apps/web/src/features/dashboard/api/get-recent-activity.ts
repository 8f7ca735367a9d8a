import {
  RECENT_ACTIVITY_PATH,
  type TRecentActivityResponse,
  ZRecentActivityResponse,
} from '@corridor/contracts/dashboard/recent-activity';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export const RECENT_ACTIVITY_LIMIT = 8;

/** GET dashboard/recentActivity?limit=: the latest entries across the business's accounts. */
export const getRecentActivity = (limit: number, signal?: AbortSignal): Promise<TRecentActivityResponse> =>
  apiGet(`${RECENT_ACTIVITY_PATH}?limit=${limit}`, ZRecentActivityResponse, signal);

export function useRecentActivity(limit = RECENT_ACTIVITY_LIMIT) {
  return useQuery({
    queryKey: dashboardKeys.activity(limit),
    queryFn: ({ signal }) => getRecentActivity(limit, signal),
  });
}
