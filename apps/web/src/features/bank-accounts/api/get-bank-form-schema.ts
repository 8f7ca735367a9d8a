import { bankFormSchemaEndpoint } from '@corridor/contracts/bank-accounts/bank-accounts';
import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import { isUsableSchema, SCHEMA_CACHE_MS } from '@corridor/domain/beneficiaries/schema-cache';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { bankAccountKeys } from './bank-account-keys.ts';

/**
 * The bank form's schema for a country and currency (first item of data.data), kept 5 minutes and thrown away by the
 * spec's cache rule; off until both are chosen.
 */
export function useBankFormSchema(clientId: string, country: string, currency: string) {
  return useQuery<TBeneficiarySchema, ApiError>({
    queryKey: bankAccountKeys.schema(clientId, country, currency),
    enabled: country !== '' && currency !== '',
    staleTime: SCHEMA_CACHE_MS,
    gcTime: SCHEMA_CACHE_MS,
    retry: 1,
    queryFn: async ({ signal }) => {
      const res = await callEndpoint(bankFormSchemaEndpoint, {
        params: { clientId },
        query: { countryCode: country, currencyCode: currency },
        signal,
      });
      const schema = res.data.data[0];
      if (!isUsableSchema(schema, currency, Date.now())) {
        throw new ApiError({ code: 'UNEXPECTED_RESPONSE', status: 200, message: 'Unexpected error occured' });
      }
      return schema!;
    },
  });
}
