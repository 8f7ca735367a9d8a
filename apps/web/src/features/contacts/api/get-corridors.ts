import { supportedCorridorsEndpoint } from '@corridor/contracts/beneficiaries/corridors';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { contactKeys } from './contact-keys.ts';

/** The business's corridors; they change with a release, not during a visit. */
export function useCorridors() {
  return useEndpointQuery(
    supportedCorridorsEndpoint,
    contactKeys.corridors,
    { query: { entity: 'supported_corridors' } },
    { staleTime: 30 * 60_000 },
  );
}
