import { type TBeneficiarySchema, validationSchemaEndpoint } from '@corridor/contracts/beneficiaries/validation-schema';
import { isUsableSchema, SCHEMA_CACHE_MS } from '@corridor/domain/beneficiaries/schema-cache';
import type { AccountType } from '@corridor/domain/beneficiaries/schema-types';
import type { PayoutMethod } from '@corridor/domain/corridors';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { contactKeys } from './contact-keys.ts';

export type SchemaKey = { country: string; currency: string; method: PayoutMethod; accountType: AccountType };

/** The corridor's validation schema (first item of data.data), kept 5 minutes; off until the key is known. */
export function useBeneficiarySchema(key: SchemaKey | null) {
  return useQuery<TBeneficiarySchema, ApiError>({
    queryKey: contactKeys.schema(key ?? {}),
    enabled: key !== null,
    staleTime: SCHEMA_CACHE_MS,
    gcTime: SCHEMA_CACHE_MS,
    retry: 1,
    // Another account type for the same corridor keeps the form on screen while its schema loads.
    placeholderData: (previous) =>
      previous && key && previous.destination_country === key.country && previous.destination_currency === key.currency
        ? previous
        : undefined,
    queryFn: async ({ signal }) => {
      const k = key!;
      const res = await callEndpoint(validationSchemaEndpoint, {
        query: {
          destination_currency: k.currency,
          destination_country: k.country,
          payout_method: k.method,
          beneficiary_account_type: k.accountType,
          remitter_account_type: 'corporate',
        },
        signal,
      });
      const schema = res.data.data[0];
      if (!isUsableSchema(schema, k.currency, Date.now())) {
        throw new ApiError({ code: 'UNEXPECTED_RESPONSE', status: 200, message: 'Unexpected error occured' });
      }
      return schema!;
    },
  });
}
