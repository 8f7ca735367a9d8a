import { currencyOptionsEndpoint } from '@corridor/contracts/accounts/currency-options';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { accountKeys } from './account-keys.ts';

/** What the entity lets a business open, and its receiving set-up. */
export function useCurrencyOptions(entity: string | undefined) {
  return useEndpointQuery(
    currencyOptionsEndpoint,
    accountKeys.currencyOptions(entity ?? ''),
    { params: { countryCode: entity ?? '' } },
    // Entity configuration changes with a release, not during a session.
    { enabled: Boolean(entity), staleTime: 60 * 60_000 },
  );
}
