import { accountDetailsEndpoint } from '@corridor/contracts/accounts/account-details';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { accountKeys } from './account-keys.ts';

/** Local and global receiving details of an account that can receive. */
export function useAccountDetails(accountId: string) {
  return useEndpointQuery(
    accountDetailsEndpoint,
    accountKeys.details(accountId),
    { params: { accountId } },
    { staleTime: 5 * 60_000 },
  );
}
