import { supportedCorridorsEndpoint } from '@corridor/contracts/beneficiaries/corridors';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { batchKeys } from './batch-keys.ts';

/** The corridors open to the business: the templates it can download. They change with a release, not a visit. */
export function useBatchCorridors() {
  return useEndpointQuery(
    supportedCorridorsEndpoint,
    batchKeys.corridors,
    { query: { entity: 'supported_corridors' } },
    { staleTime: 30 * 60_000 },
  );
}
