import { recentActivityEndpoint } from '@corridor/contracts/dashboard/recent-activity';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export const RECENT_ACTIVITY_LIMIT = 8;

/** The latest entries across the business's accounts. */
export function useRecentActivity(limit = RECENT_ACTIVITY_LIMIT) {
  return useEndpointQuery(recentActivityEndpoint, dashboardKeys.activity(limit), { query: { limit } });
}
