import { type TSettingsUser, usersPageEndpoint } from '@corridor/contracts/settings/users';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { settingsKeys } from './settings-keys.ts';

/** The largest page the API serves; a business's users are read in as few calls as it allows. */
const FETCH_PAGE = 100;
/** A guard against a total that keeps growing while pages are read: no business has this many users. */
const MAX_USERS = 5_000;

/**
 * Every active user of the business, all pages read one after the other: roles in bulk work on the whole business,
 * not only on the page the list shows.
 */
export async function fetchAllActiveUsers(signal?: AbortSignal): Promise<TSettingsUser[]> {
  const users: TSettingsUser[] = [];
  for (let start = 0; start < MAX_USERS; start += FETCH_PAGE) {
    const page = await callEndpoint(usersPageEndpoint, {
      body: { start, length: FETCH_PAGE, include_inactive: false },
      signal,
    });
    users.push(...page.data.filter((u) => u.is_active));
    if (page.data.length < FETCH_PAGE || start + FETCH_PAGE >= page.total) break;
  }
  return users;
}

export function useAllActiveUsers() {
  return useQuery<TSettingsUser[], ApiError>({
    queryKey: settingsKeys.activeUsers,
    queryFn: ({ signal }) => fetchAllActiveUsers(signal),
  });
}
