import { usersPageEndpoint } from '@corridor/contracts/settings/users';
import { USER_PAGE_SIZE } from '@corridor/domain/settings/users';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { settingsKeys } from './settings-keys.ts';

/** One page of the business's users (admins only), kept on screen while the next page loads. */
export function useUsersPage(start: number, search: string) {
  return useEndpointQuery(
    usersPageEndpoint,
    settingsKeys.usersPage(start, search),
    { body: { start, length: USER_PAGE_SIZE, ...(search ? { search } : {}) } },
    { placeholderData: keepPreviousData },
  );
}
