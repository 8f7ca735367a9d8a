import { supportedCorridorsEndpoint } from '@corridor/contracts/beneficiaries/corridors';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';

/** The business's supported corridors; they change with a release, not during a visit. */
export function useSupportedCorridors() {
  return useEndpointQuery(
    supportedCorridorsEndpoint,
    ['corridors'],
    { query: { entity: 'supported_corridors' } },
    { staleTime: 30 * 60_000 },
  );
}
