import { BENEFICIARY_PAGE_LENGTH, listBeneficiariesEndpoint } from '@corridor/contracts/beneficiaries/beneficiaries';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/** The business's contacts to pay, by name (spec §7: start 0, length 500); the last list stays while searching. */
export function useSendContacts(clientId: string, search: string) {
  return useEndpointQuery(
    listBeneficiariesEndpoint,
    sendKeys.contacts(clientId, search),
    {
      params: { clientId },
      body: { start: 0, length: BENEFICIARY_PAGE_LENGTH, status: 'ACTIVE', ...(search ? { fullName: search } : {}) },
    },
    { placeholderData: keepPreviousData },
  );
}
