import { purposeCodesEndpoint } from '@corridor/contracts/payouts/purpose-codes';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/** The purpose dropdown for a destination currency (INR: purpose codes, mandatory); a list that rarely changes. */
export function usePurposeCodes(currency: CurrencyCode | null) {
  return useEndpointQuery(
    purposeCodesEndpoint,
    sendKeys.purposeCodes(currency ?? ''),
    { query: currency ? { destination_currency: currency } : undefined },
    { enabled: currency !== null, staleTime: 60 * 60_000 },
  );
}
