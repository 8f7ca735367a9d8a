import { type TBeneficiarySchema, validationSchemaEndpoint } from '@corridor/contracts/beneficiaries/validation-schema';
import type { AccountType } from '@corridor/domain/beneficiaries/schema-types';
import type { PayoutMethod } from '@corridor/domain/corridors';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { contactKeys } from './contact-keys.ts';

/** Spec §9: a served schema is good for 5 minutes. */
export const SCHEMA_CACHE_MS = 5 * 60_000;

export type SchemaKey = { country: string; currency: string; method: PayoutMethod; accountType: AccountType };

/**
 * Spec §5: a cached schema is thrown away when its title lacks the currency, its date is not a date, or it is older
 * than 5 minutes.
 */
export function isUsableSchema(schema: TBeneficiarySchema | undefined, currency: string, now: number): boolean {
  if (!schema?.title.includes(currency)) return false;
  const made = Date.parse(schema.generated_at);
  return Number.isFinite(made) && now - made <= SCHEMA_CACHE_MS;
}

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
