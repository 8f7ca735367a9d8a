import { bankNameLookupEndpoint } from '@corridor/contracts/beneficiaries/bank-lookup';
import type { LookupType } from '@corridor/domain/beneficiaries/routing-codes';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { contactKeys } from './contact-keys.ts';

export type BankLookup = { country: string; type: LookupType; value: string };

/** The bank a code names, once the code is in a valid format; a bank's name does not change during a visit. */
export function useBankName(lookup: BankLookup | null) {
  return useEndpointQuery(
    bankNameLookupEndpoint,
    contactKeys.bankName(lookup?.country ?? '', lookup?.type ?? '', lookup?.value ?? ''),
    {
      query: lookup
        ? { country_code: lookup.country, routing_code_type: lookup.type, routing_code_value: lookup.value }
        : undefined,
    },
    { enabled: lookup !== null, staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
}
