import {
  listBeneficiariesEndpoint,
  type TBeneficiaryListRequest,
} from '@corridor/contracts/beneficiaries/beneficiaries';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { contactKeys } from './contact-keys.ts';

export type ContactFilters = Pick<TBeneficiaryListRequest, 'fullName' | 'beneficiary_group_name'>;

/** The business's contacts by name (spec §7: start 0, length 500), filtered by name and group. */
export function useContacts(clientId: string, filters: ContactFilters) {
  return useEndpointQuery(
    listBeneficiariesEndpoint,
    contactKeys.list(clientId, filters),
    { params: { clientId }, body: { start: 0, length: 500, status: 'ACTIVE', ...filters } },
    // While a new search runs, the last list stays on screen instead of a skeleton.
    { placeholderData: keepPreviousData },
  );
}
