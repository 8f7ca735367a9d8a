import { fundingFeesEndpoint, type TFundingFeesQuery } from '@corridor/contracts/fundings/fundings';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { batchKeys } from './batch-keys.ts';

/**
 * What paying a batch by card or bank transfer costs on top of it (the card fee by the processor's product code),
 * asked of the same fees call adding money uses, before confirming; off while there is nothing to ask.
 */
export function useBatchCharges(query: TFundingFeesQuery | null) {
  return useEndpointQuery(fundingFeesEndpoint, batchKeys.charges(query ?? {}), query ? { query } : undefined, {
    enabled: query !== null,
  });
}
