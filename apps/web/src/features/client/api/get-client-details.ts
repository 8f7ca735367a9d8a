import { type TClientDetailsResponse, ZClientDetailsResponse } from '@corridor/contracts/clients/client-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { updateSessionUser } from '@/lib/session/session-store.ts';
import { clientKeys } from './client-keys.ts';

/** GET /smebackend/api/v1/settings/client/details: the business and a fresh copy of the user (menus may change). */
export async function getClientDetails(signal?: AbortSignal): Promise<TClientDetailsResponse> {
  const details = await apiGet('/smebackend/api/v1/settings/client/details', ZClientDetailsResponse, signal);
  updateSessionUser(details.user);
  return details;
}

export const clientDetailsQuery = () =>
  queryOptions({ queryKey: clientKeys.details, queryFn: ({ signal }) => getClientDetails(signal) });

export function useClientDetails(isEnabled = true) {
  return useQuery({ ...clientDetailsQuery(), enabled: isEnabled });
}
