import { configurationEndpoint } from '@corridor/contracts/clients/configuration';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { clientKeys } from './client-keys.ts';

/** Public; read before sign-in to know about maintenance. */
export function useConfiguration() {
  return useEndpointQuery(configurationEndpoint, clientKeys.configuration, {}, { staleTime: 5 * 60_000, retry: false });
}
