import { swiftFeesEndpoint } from '@corridor/contracts/payouts/swift-fees';
import { isCurrencyCode } from '@corridor/domain/currencies';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

export type SwiftFeesFor = { sourceCurrency: string; destinationCurrency: string; destinationCountry: string };

/** A SWIFT corridor's fee from the source currency and who may bear the banks' charges; off for LOCAL payouts. */
export function useSwiftFees(corridor: SwiftFeesFor | null) {
  const query =
    corridor && isCurrencyCode(corridor.destinationCurrency)
      ? {
          sourceCurrencies: corridor.sourceCurrency,
          destinationCurrency: corridor.destinationCurrency,
          destinationCountry: corridor.destinationCountry,
        }
      : undefined;
  return useEndpointQuery(
    swiftFeesEndpoint,
    sendKeys.swiftFees(query ?? {}),
    { query },
    {
      enabled: query !== undefined,
      staleTime: 10 * 60_000,
    },
  );
}
