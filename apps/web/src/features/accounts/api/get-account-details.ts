import {
  accountDetailsPath,
  type TAccountDetailsResponse,
  ZAccountDetailsResponse,
} from '@corridor/contracts/accounts/account-details';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** GET settings/account/:id/details: local and global receiving details of an account that can receive. */
export const getAccountDetails = (accountId: string, signal?: AbortSignal): Promise<TAccountDetailsResponse> =>
  apiGet(accountDetailsPath(accountId), ZAccountDetailsResponse, signal);

export function useAccountDetails(accountId: string) {
  return useQuery({
    queryKey: accountKeys.details(accountId),
    queryFn: ({ signal }) => getAccountDetails(accountId, signal),
    staleTime: 5 * 60_000,
  });
}
