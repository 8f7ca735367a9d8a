import { beneficiaryGroupsEndpoint } from '@corridor/contracts/beneficiaries/beneficiaries';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { contactKeys } from './contact-keys.ts';

/** The business's contact groups with their sizes. */
export function useContactGroups(clientId: string) {
  return useEndpointQuery(beneficiaryGroupsEndpoint, contactKeys.groups(clientId), { params: { clientId } });
}
