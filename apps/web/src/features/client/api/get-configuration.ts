import { type TConfigurationResponse, ZConfigurationResponse } from '@corridor/contracts/clients/configuration';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { clientKeys } from './client-keys.ts';

/** GET /smebackend/api/v1/configuration: public; read before sign-in to know about maintenance. */
export function useConfiguration() {
  return useQuery({
    queryKey: clientKeys.configuration,
    queryFn: ({ signal }): Promise<TConfigurationResponse> =>
      apiGet('/smebackend/api/v1/configuration', ZConfigurationResponse, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
