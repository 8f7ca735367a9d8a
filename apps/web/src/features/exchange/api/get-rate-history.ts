import { rateHistoryEndpoint } from '@corridor/contracts/fx/rate-history';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { exchangeKeys } from './exchange-keys.ts';

/** The pair's mid rate over the last 30 days, for the chart; snapshots change slowly, so kept for minutes. */
export function useRateHistory(source: CurrencyCode, destination: CurrencyCode) {
  return useEndpointQuery(
    rateHistoryEndpoint,
    exchangeKeys.history(source, destination),
    { query: { source_currency: source, destination_currency: destination, days: 30 } },
    { staleTime: 5 * 60_000, retry: 1 },
  );
}
