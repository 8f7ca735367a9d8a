import { clientDetailsEndpoint } from '@corridor/contracts/clients/client-details';
import type { ResponseOf } from '@corridor/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { updateSessionUser } from '@/lib/session/session-store.ts';
import { clientKeys } from './client-keys.ts';

/** The business and a fresh copy of the user (menus may change). */
export async function getClientDetails(signal?: AbortSignal): Promise<ResponseOf<typeof clientDetailsEndpoint>> {
  const details = await callEndpoint(clientDetailsEndpoint, { signal });
  updateSessionUser(details.user);
  return details;
}

export const clientDetailsQuery = () =>
  queryOptions({ queryKey: clientKeys.details, queryFn: ({ signal }) => getClientDetails(signal) });

export function useClientDetails(isEnabled = true) {
  return useQuery({ ...clientDetailsQuery(), enabled: isEnabled });
}
